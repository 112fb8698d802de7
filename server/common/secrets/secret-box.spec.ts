import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseSecretKeys, SecretBox, SecretUnreadable } from './secret-box.js';

const key = (id: string) => ({ id, key: randomBytes(32) });

describe('SecretBox', () => {
  const first = key('2026-11');
  const box = new SecretBox([first]);

  it('seals a secret so that only its context opens it, never in clear, never twice the same', () => {
    const sealed = box.seal('refresh-token-abc', 'strava.refresh:user-1');
    expect(sealed).not.toContain('refresh-token-abc');
    expect(sealed.startsWith('v1.2026-11.')).toBe(true);
    expect(box.seal('refresh-token-abc', 'strava.refresh:user-1')).not.toBe(sealed);
    expect(box.open(sealed, 'strava.refresh:user-1')).toBe('refresh-token-abc');
    // Another user's row, another column: not opened.
    expect(() => box.open(sealed, 'strava.refresh:user-2')).toThrow(SecretUnreadable);
    expect(() => box.open(sealed, 'strava.access:user-1')).toThrow(SecretUnreadable);
  });

  it('refuses a value altered in any part', () => {
    const sealed = box.seal('secret', 'ctx');
    const parts = sealed.split('.');
    const flip = (text: string) => (text.startsWith('A') ? 'B' : 'A') + text.slice(1);
    for (const index of [2, 3]) {
      const altered = parts.map((part, i) => (i === index ? flip(part) : part)).join('.');
      expect(() => box.open(altered, 'ctx')).toThrow(SecretUnreadable);
    }
    expect(() => box.open('secret', 'ctx')).toThrow(SecretUnreadable);
    expect(() => box.open(`${sealed}.more`, 'ctx')).toThrow(SecretUnreadable);
  });

  it('rotates: a new first key seals, the old one still opens, and says what to seal again', () => {
    const old = box.seal('token', 'ctx');
    const rotated = new SecretBox([key('2027-01'), first]);
    expect(rotated.open(old, 'ctx')).toBe('token');
    expect(rotated.needsResealing(old)).toBe(true);
    const resealed = rotated.seal(rotated.open(old, 'ctx'), 'ctx');
    expect(rotated.needsResealing(resealed)).toBe(false);
    // A key dropped from the list no longer opens what it sealed.
    expect(() => new SecretBox([key('2027-01')]).open(old, 'ctx')).toThrow(/not configured/);
  });

  it('takes only 32-byte keys with plain ids, each id once', () => {
    expect(() => new SecretBox([])).toThrow();
    expect(() => new SecretBox([{ id: 'k', key: randomBytes(16) }])).toThrow(/16 bytes/);
    expect(() => new SecretBox([{ id: 'a.b', key: randomBytes(32) }])).toThrow(/id/);
    expect(() => new SecretBox([first, { ...key('x'), id: first.id }])).toThrow(/share an id/);
  });
});

describe('parseSecretKeys', () => {
  it('reads id:base64 pairs, the first sealing', () => {
    const a = randomBytes(32);
    const b = randomBytes(32);
    const keys = parseSecretKeys(` new:${a.toString('base64')}, old:${b.toString('base64url')} `);
    expect(keys.map(({ id }) => id)).toEqual(['new', 'old']);
    expect(keys[0]?.key.equals(a)).toBe(true);
    expect(keys[1]?.key.equals(b)).toBe(true);
  });

  it('names what is wrong with a malformed list', () => {
    expect(() => parseSecretKeys('nocolon')).toThrow(/id:base64/);
    expect(() => parseSecretKeys(`k:${randomBytes(8).toString('base64')}`)).toThrow(/8 bytes/);
    expect(() => parseSecretKeys(`bad id:${randomBytes(32).toString('base64')}`)).toThrow(/id/);
  });
});
