import * as crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyAgainstNoAccount, verifyPassword } from './password-hashing.js';

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

// Each scrypt costs 32 MB and about 0.1 s of one core; a loaded machine takes many times longer.
describe('password hashing', { timeout: 60_000 }, () => {
  it('stores scrypt$N$r$p$salt$hash with N=2^15, r=8, p=1, a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword('correct horse battery');
    const [scheme, N, r, p, salt, key] = stored.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('treats a differently composed accent as the same password', async () => {
    const stored = await hashPassword('caf\u00e9 au lait');
    expect(await verifyPassword('cafe\u0301 au lait', stored)).toBe(true);
  });

  it('refuses malformed or unreasonable stored hashes without throwing', async () => {
    const stored = await hashPassword('correct horse battery');
    const [, , , , salt, key] = stored.split('$');
    for (const broken of [
      '',
      'plain text',
      stored.replace('scrypt$', 'bcrypt$'),
      `scrypt$1073741824$8$1$${salt}$${key}`,
      `scrypt$30000$8$1$${salt}$${key}`,
      `scrypt$32768$8$1$${salt}$${Buffer.from('short').toString('base64')}`,
    ]) {
      expect(await verifyPassword('correct horse battery', broken)).toBe(false);
    }
  });

  it('spends the same work when there is no account, and never succeeds', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyAgainstNoAccount('correct horse battery')).toBe(false);
    const known = await scryptWork(() => verifyPassword('a wrong guess', stored));
    const unknown = await scryptWork(() => verifyAgainstNoAccount('a wrong guess'));
    expect(known).toHaveLength(1);
    expect(unknown).toEqual(known);
    expect(known[0]).toEqual([64, expect.objectContaining({ N: 32768, r: 8, p: 1 })]);
  });
});
