import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

import {
  DEFAULT_PASSWORD_HASH_COST,
  MAX_PASSWORD_HASH_COST,
  MIN_PASSWORD_HASH_COST,
} from '@server/config/app-config.js';

const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

/** scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is exactly that, so raise it. */
const maxmemFor = (N: number, r: number): number => 2 * 128 * N * r;

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

interface StoredHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

const integerIn = (text: string | undefined, min: number, max: number): number | undefined => {
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
};

function parseHash(stored: string): StoredHash | undefined {
  const [scheme, cost, blockSize, parallelism, salt, key] = stored.split('$');
  // Bounds keep a corrupted row from asking scrypt for gigabytes of memory.
  const N = integerIn(cost, 2 ** MIN_PASSWORD_HASH_COST, 2 ** MAX_PASSWORD_HASH_COST);
  const r = integerIn(blockSize, 1, 32);
  const p = integerIn(parallelism, 1, 16);
  if (scheme !== 'scrypt' || !N || !r || !p || !salt || !key || (N & (N - 1)) !== 0) return;
  const keyBytes = Buffer.from(key, 'base64');
  if (keyBytes.length !== KEY_LENGTH) return;
  return { N, r, p, salt: Buffer.from(salt, 'base64'), key: keyBytes };
}

/** `scrypt$N$r$p$saltB64$hashB64`, the parameters kept so they can be raised later. */
const formatHash = (N: number, salt: Buffer, key: Buffer): string =>
  ['scrypt', N, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');

/** True when `password` matches `stored`; the comparison takes the same time whatever differs. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const { N, r, p, salt, key } = parsed;
  const candidate = await derive(password, salt, { N, r, p, maxmem: maxmemFor(N, r) });
  return timingSafeEqual(candidate, key);
}

/**
 * Hashes new passwords at one cost (`2^cost` for scrypt's N, PASSWORD_HASH_COST: 15 in
 * production) and checks stored ones at the cost each was made with. Test runs lower the cost,
 * as web frameworks do for theirs: a hash then takes a millisecond, not 0.1 s of a core.
 */
export class PasswordHasher {
  private readonly N: number;
  /**
   * A well-formed hash of nothing: random salt and key at this hasher's cost. Checking against
   * it costs exactly what a check of a new account costs and can never succeed.
   */
  private readonly noAccountHash: string;

  constructor(readonly cost: number = DEFAULT_PASSWORD_HASH_COST) {
    if (!Number.isInteger(cost) || cost < MIN_PASSWORD_HASH_COST || cost > MAX_PASSWORD_HASH_COST) {
      throw new RangeError(
        `The password hash cost must be an integer from ${MIN_PASSWORD_HASH_COST} to ${MAX_PASSWORD_HASH_COST}`,
      );
    }
    this.N = 2 ** cost;
    this.noAccountHash = formatHash(this.N, randomBytes(SALT_LENGTH), randomBytes(KEY_LENGTH));
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const options = {
      N: this.N,
      r: BLOCK_SIZE,
      p: PARALLELISM,
      maxmem: maxmemFor(this.N, BLOCK_SIZE),
    };
    return formatHash(this.N, salt, await derive(password, salt, options));
  }

  verify(password: string, stored: string): Promise<boolean> {
    return verifyPassword(password, stored);
  }

  /**
   * Spends the same scrypt work as a real check and answers false: used when the email is
   * unknown, so the response time does not tell whether an account exists.
   */
  async verifyAgainstNoAccount(password: string): Promise<false> {
    await verifyPassword(password, this.noAccountHash);
    return false;
  }
}
