import { accessSync, constants, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where a test run keeps its temporary files: the test databases (a 40 MB PGlite directory
 * copied for every API test app), the servers' data and Chromium's profile. On Linux that is
 * /dev/shm, a filesystem in memory, when it has room: on a disk the kernel wrote back and
 * journalled every copy and every write of PGlite, which cost the API project over half its
 * system time (66 against 30 CPU-s) and 15 % of its wall time. Elsewhere, or with TMPDIR set,
 * the usual place.
 */
export const MEMORY_FILESYSTEM = '/dev/shm';

/** Three workers' databases, the servers' data and Chromium's profile, with room to spare. */
export const MIN_FREE_BYTES = 2 * 1024 ** 3;

export interface TempPlace {
  env: NodeJS.ProcessEnv;
  platform: NodeJS.Platform;
  /** Free bytes on a filesystem that is there and writable, or undefined. */
  freeBytes(path: string): number | undefined;
}

function freeBytes(path: string): number | undefined {
  try {
    accessSync(path, constants.W_OK);
    const { bavail, bsize } = statfsSync(path);
    return bavail * bsize;
  } catch {
    return undefined;
  }
}

const here: TempPlace = { env: process.env, platform: process.platform, freeBytes };

/** The parent of the run's temporary directory (see `MEMORY_FILESYSTEM`). */
export function testTempParent(place: TempPlace = here): string {
  if (place.env.TMPDIR || place.platform !== 'linux') return tmpdir();
  const free = place.freeBytes(MEMORY_FILESYSTEM);
  return free !== undefined && free >= MIN_FREE_BYTES ? MEMORY_FILESYSTEM : tmpdir();
}

/**
 * Points this process and every process it starts (vitest's workers, the servers, Chromium) at
 * a directory of the run's own, removed when the run ends with whatever a test left in it.
 * With TMPDIR set it changes nothing.
 */
export function useTestTempDir(): void {
  if (process.env.TMPDIR) return;
  const path = mkdtempSync(join(testTempParent(), 'packtrail-test-run-'));
  process.env.TMPDIR = path;
  process.once('exit', () => rmSync(path, { recursive: true, force: true }));
}
