import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstNoAccount, verifyPassword } from './password-hashing.js';

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[1] ?? 0;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

describe('password hashing', () => {
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
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      known.push(await timed(() => verifyPassword('a wrong guess', stored)));
      unknown.push(await timed(() => verifyAgainstNoAccount('a wrong guess')));
    }
    // Same scrypt cost either way; a generous bound keeps a busy machine from failing this.
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });
});
