import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirectoryInUseError, lockDataDirectory } from './data-directory-lock.js';

describe.skipIf(process.platform === 'win32')('lockDataDirectory', () => {
  let parent: string;
  let directory: string;
  beforeEach(async () => {
    parent = await mkdtemp(join(tmpdir(), 'packtrail-lock-'));
    directory = join(parent, 'pglite');
  });
  afterEach(() => rm(parent, { recursive: true, force: true }));

  it('refuses a second holder while the first holds it, and takes it once released', async () => {
    const first = await lockDataDirectory(directory);
    const second = lockDataDirectory(directory);
    await expect(second).rejects.toBeInstanceOf(DataDirectoryInUseError);
    await expect(second).rejects.toThrow(`The embedded database in ${directory} is open`);
    await first.release();
    const third = await lockDataDirectory(directory);
    await third.release();
  });

  it('takes over a lock left by a process that ended without releasing it', async () => {
    // What a crash leaves: the socket's file, with nobody listening on it.
    await writeFile(`${directory}.lock`, '');
    const lock = await lockDataDirectory(directory);
    await lock.release();
  });

  it('leaves a directory whose path is too long for a socket unlocked', async () => {
    const deep = join(parent, 'x'.repeat(120), 'pglite');
    const first = await lockDataDirectory(deep);
    const second = await lockDataDirectory(deep);
    await Promise.all([first.release(), second.release()]);
  });
});
