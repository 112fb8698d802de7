/**
 * Secrets kept at rest (Strava's and Garmin's tokens, a user's own app secret) sealed with
 * AES-256-GCM: each sealed value names the key that sealed it, so keys rotate (the first key
 * seals, every listed key opens, `needsResealing` says which values to seal again), and it is
 * bound to a context (whose secret it is, what for) as additional authenticated data, so a value
 * copied into another user's row, or from a refresh token's column into an access token's, does
 * not open.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** AES-256: 32-byte keys. */
export const SECRET_KEY_BYTES = 32;

/** GCM's recommended nonce: 12 bytes, random for each value sealed. */
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The sealed form: `v1.<keyId>.<iv>.<ciphertext and tag>`, base64url. */
const VERSION = 'v1';
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

export interface SecretKey {
  /** Named in each value it seals ("2026-11", "local"). */
  id: string;
  key: Buffer;
}

/** A sealed value that cannot be opened: tampered, for another context, or of an unknown key. */
export class SecretUnreadable extends Error {
  constructor(reason: string) {
    super(`A stored secret cannot be opened: ${reason}`);
    this.name = 'SecretUnreadable';
  }
}

export class SecretBox {
  private readonly keys: ReadonlyMap<string, Buffer>;
  private readonly current: SecretKey;

  /** `keys[0]` seals; all of them open. */
  constructor(keys: readonly SecretKey[]) {
    const [current] = keys;
    if (!current) throw new Error('A secret box needs at least one key');
    for (const { id, key } of keys) {
      if (!KEY_ID.test(id)) throw new Error(`A secret key's id must be 1-32 of A-Z a-z 0-9 _ -`);
      if (key.length !== SECRET_KEY_BYTES) {
        throw new Error(`The secret key ${id} is ${key.length} bytes, not ${SECRET_KEY_BYTES}`);
      }
    }
    if (new Set(keys.map(({ id }) => id)).size !== keys.length) {
      throw new Error('Two secret keys share an id');
    }
    this.current = current;
    this.keys = new Map(keys.map(({ id, key }) => [id, key]));
  }

  /** `plain` sealed with the current key, bound to `context` ("strava.refresh:<userId>"). */
  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return [VERSION, this.current.id, iv.toString('base64url'), body.toString('base64url')].join(
      '.',
    );
  }

  /** The plain text of a value sealed for `context`; SecretUnreadable when it cannot be. */
  open(sealed: string, context: string): string {
    const [version, keyId, ivText, bodyText, ...rest] = sealed.split('.');
    if (version !== VERSION || !keyId || !ivText || !bodyText || rest.length > 0) {
      throw new SecretUnreadable('not a sealed value');
    }
    const key = this.keys.get(keyId);
    if (!key) throw new SecretUnreadable(`sealed with the key ${keyId}, which is not configured`);
    const iv = Buffer.from(ivText, 'base64url');
    const body = Buffer.from(bodyText, 'base64url');
    if (iv.length !== IV_BYTES || body.length < TAG_BYTES) {
      throw new SecretUnreadable('not a sealed value');
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(body.subarray(0, body.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SecretUnreadable('altered, or sealed for something else');
    }
  }

  /** Whether the value was sealed with a key other than the current one (seal it again). */
  needsResealing(sealed: string): boolean {
    return sealed.split('.')[1] !== this.current.id;
  }
}

/**
 * SECRETS_KEYS as configured: `id:key` pairs, comma-separated, each key 32 bytes in base64 or
 * base64url (`openssl rand -base64 32`); the first seals. Throws, naming the problem, for a
 * malformed list (the configuration check reports it at start-up).
 */
export function parseSecretKeys(text: string): SecretKey[] {
  return text
    .split(',')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '')
    .map((pair) => {
      const colon = pair.indexOf(':');
      if (colon < 1) throw new Error('each key is id:base64, e.g. 2026-11:q83v...');
      const id = pair.slice(0, colon);
      const key = Buffer.from(pair.slice(colon + 1), 'base64');
      if (!KEY_ID.test(id)) throw new Error(`the key id ${id} is not 1-32 of A-Z a-z 0-9 _ -`);
      if (key.length !== SECRET_KEY_BYTES) {
        throw new Error(`the key ${id} is ${key.length} bytes, not ${SECRET_KEY_BYTES}`);
      }
      return { id, key };
    });
}
