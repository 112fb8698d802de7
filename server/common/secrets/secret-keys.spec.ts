import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.js';
import { resolveSecretKeys } from './secret-keys.js';

describe('resolveSecretKeys', () => {
  const folders: string[] = [];
  const folder = async () => {
    const made = await mkdtemp(join(tmpdir(), 'secret-keys-'));
    folders.push(made);
    return made;
  };
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((made) => rm(made, { recursive: true, force: true })));
  });

  it('takes SECRETS_KEYS when set, and writes no file', async () => {
    const dir = await folder();
    const keys = await resolveSecretKeys(`k1:${randomBytes(32).toString('base64')}`, dir);
    expect(keys.map(({ id }) => id)).toEqual(['k1']);
    await expect(stat(join(dir, 'secrets-key'))).rejects.toThrow();
  });

  it('makes a key on first start, readable by the owner only, and the same on the next', async () => {
    const dir = await folder();
    const first = await resolveSecretKeys(undefined, join(dir, 'data'));
    const file = join(dir, 'data', 'secrets-key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).startsWith('local:')).toBe(true);
    const again = await resolveSecretKeys(undefined, join(dir, 'data'));
    const sealed = new SecretBox(first).seal('token', 'ctx');
    expect(new SecretBox(again).open(sealed, 'ctx')).toBe('token');
  });

  it('gives two servers starting at once the same key', async () => {
    const dir = await folder();
    const [a, b] = await Promise.all([
      resolveSecretKeys(undefined, dir),
      resolveSecretKeys(undefined, dir),
    ]);
    expect(a[0]?.key.equals(b[0]?.key ?? Buffer.alloc(0))).toBe(true);
  });
});
