import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
/** 32 random bytes in base64url: 43 characters of A-Z, a-z, 0-9, - and _. */
const TOKEN = /^[\w-]{43}$/;

/** A new link token: 256 random bits, so guessing one is out of the question. */
export const newResetToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/**
 * What the database keeps of a token: its SHA-256. A copy of the table (a backup, a leak) holds
 * no usable link; a plain hash is enough since the token is random, not a password.
 */
export const hashResetToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** Whether `text` can be a token at all; anything else is answered without a query. */
export const isResetToken = (text: string): boolean => TOKEN.test(text);
