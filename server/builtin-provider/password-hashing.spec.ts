import * as crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '@server/config/load-config.js';
import { PasswordHasher, verifyPassword } from './password-hashing.js';

// Every scrypt call is recorded (and still runs), so the cost of each check can be compared
// without timing it: a busy machine makes timings say nothing.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});

/** The key length and cost options of the scrypt calls made while `run` ran. */
async function scryptWork(run: () => Promise<unknown>): Promise<unknown[][]> {
  const scrypt = vi.mocked(crypto.scrypt);
  scrypt.mockClear();
  await run();
  return scrypt.mock.calls.map(([, , keyLength, options]) => [keyLength, options]);
}

/** The N of a stored `scrypt$N$r$p$salt$hash`. */
const costOf = (stored: string): string | undefined => stored.split('$')[1];

// Each scrypt at production's cost takes 32 MB and about 0.1 s of one core; a loaded machine
// takes many times longer. The tests below that need no particular cost use the lowest.
const cheap = new PasswordHasher(10);

describe('password hashing', { timeout: 60_000 }, () => {
  it('hashes at production cost when PASSWORD_HASH_COST is not set: scrypt$N$r$p$salt$hash with N=2^15, r=8, p=1, a 16-byte salt and a 64-byte key', async () => {
    const hasher = new PasswordHasher(loadConfig({}).PASSWORD_HASH_COST);
    const work = await scryptWork(() => hasher.hash('correct horse battery'));
    expect(work).toEqual([[64, expect.objectContaining({ N: 32768, r: 8, p: 1 })]]);
    const stored = await hasher.hash('correct horse battery');
    const [scheme, N, r, p, salt, key] = stored.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
    expect(await hasher.verify('correct horse battery', stored)).toBe(true);
  });

  it('hashes at the configured cost, and checks each stored hash at the cost it was made with', async () => {
    const low = await new PasswordHasher(
      loadConfig({ PASSWORD_HASH_COST: '10' }).PASSWORD_HASH_COST,
    ).hash('pw');
    const high = await new PasswordHasher(12).hash('pw');
    expect([costOf(low), costOf(high)]).toEqual(['1024', '4096']);
    const work = await scryptWork(() => cheap.verify('pw', high));
    expect(work).toEqual([[64, expect.objectContaining({ N: 4096 })]]);
    expect(await cheap.verify('pw', high)).toBe(true);
  });

  it('refuses a cost outside 10 to 20', () => {
    for (const cost of [9, 21, 14.5, Number.NaN]) {
      expect(() => new PasswordHasher(cost)).toThrow(RangeError);
    }
  });

  it('salts every hash', async () => {
    expect(await cheap.hash('same password')).not.toBe(await cheap.hash('same password'));
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await cheap.hash('correct horse battery');
    expect(await cheap.verify('correct horse battery', stored)).toBe(true);
    expect(await cheap.verify('correct horse batterY', stored)).toBe(false);
    expect(await cheap.verify('', stored)).toBe(false);
  });

  it('treats a differently composed accent as the same password', async () => {
    const stored = await cheap.hash('caf\u00e9 au lait');
    expect(await cheap.verify('cafe\u0301 au lait', stored)).toBe(true);
  });

  it('refuses malformed or unreasonable stored hashes without throwing', async () => {
    const stored = await cheap.hash('correct horse battery');
    const [, , , , salt, key] = stored.split('$');
    for (const broken of [
      '',
      'plain text',
      stored.replace('scrypt$', 'bcrypt$'),
      `scrypt$1073741824$8$1$${salt}$${key}`,
      `scrypt$512$8$1$${salt}$${key}`,
      `scrypt$30000$8$1$${salt}$${key}`,
      `scrypt$1024$8$1$${salt}$${Buffer.from('short').toString('base64')}`,
    ]) {
      expect(await verifyPassword('correct horse battery', broken)).toBe(false);
    }
  });

  it('spends the same work when there is no account, and never succeeds', async () => {
    for (const hasher of [cheap, new PasswordHasher()]) {
      const stored = await hasher.hash('correct horse battery');
      expect(await hasher.verifyAgainstNoAccount('correct horse battery')).toBe(false);
      const known = await scryptWork(() => hasher.verify('a wrong guess', stored));
      const unknown = await scryptWork(() => hasher.verifyAgainstNoAccount('a wrong guess'));
      expect(known).toHaveLength(1);
      expect(unknown).toEqual(known);
      expect(known[0]).toEqual([64, expect.objectContaining({ N: 2 ** hasher.cost, r: 8, p: 1 })]);
    }
  });
});
