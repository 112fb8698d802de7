import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost: 2^15 iterations, block size 8, no parallelism (OWASP's minimum for scrypt). */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
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

/** `scrypt$N$r$p$saltB64$hashB64`, the parameters kept so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const { N, r, p } = COST;
  const key = await derive(password, salt, { N, r, p, maxmem: maxmemFor(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

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
  const N = integerIn(cost, 2 ** 10, 2 ** 20);
  const r = integerIn(blockSize, 1, 32);
  const p = integerIn(parallelism, 1, 16);
  if (scheme !== 'scrypt' || !N || !r || !p || !salt || !key || (N & (N - 1)) !== 0) return;
  const keyBytes = Buffer.from(key, 'base64');
  if (keyBytes.length !== KEY_LENGTH) return;
  return { N, r, p, salt: Buffer.from(salt, 'base64'), key: keyBytes };
}

/** True when `password` matches `stored`; the comparison takes the same time whatever differs. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const { N, r, p, salt, key } = parsed;
  const candidate = await derive(password, salt, { N, r, p, maxmem: maxmemFor(N, r) });
  return timingSafeEqual(candidate, key);
}

/**
 * A well-formed hash of nothing: random salt and key with the real cost parameters. Checking
 * against it costs exactly what a real check costs and can never succeed.
 */
const NO_ACCOUNT_HASH = [
  'scrypt',
  COST.N,
  COST.r,
  COST.p,
  randomBytes(SALT_LENGTH).toString('base64'),
  randomBytes(KEY_LENGTH).toString('base64'),
].join('$');

/**
 * Spends the same scrypt work as a real check and answers false: used when the email is unknown,
 * so the response time does not tell whether an account exists.
 */
export async function verifyAgainstNoAccount(password: string): Promise<false> {
  await verifyPassword(password, NO_ACCOUNT_HASH);
  return false;
}
