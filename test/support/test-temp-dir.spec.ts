import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  MEMORY_FILESYSTEM,
  MIN_FREE_BYTES,
  testTempParent,
  type TempPlace,
} from './test-temp-dir.js';

const linux = (free: number | undefined, env: NodeJS.ProcessEnv = {}): TempPlace => ({
  env,
  platform: 'linux',
  freeBytes: (path) => (path === MEMORY_FILESYSTEM ? free : undefined),
});

describe('testTempParent', () => {
  it('keeps the run in memory on Linux when /dev/shm has room', () => {
    expect(testTempParent(linux(MIN_FREE_BYTES))).toBe(MEMORY_FILESYSTEM);
  });

  it('uses the usual place when /dev/shm is small (a container gets 64 MB by default)', () => {
    expect(testTempParent(linux(64 * 1024 ** 2))).toBe(tmpdir());
    expect(testTempParent(linux(MIN_FREE_BYTES - 1))).toBe(tmpdir());
  });

  it('uses the usual place when there is no writable /dev/shm', () => {
    expect(testTempParent(linux(undefined))).toBe(tmpdir());
  });

  it('leaves a TMPDIR the person set alone', () => {
    expect(testTempParent(linux(MIN_FREE_BYTES, { TMPDIR: '/somewhere' }))).toBe(tmpdir());
  });

  it('uses the usual place on other systems', () => {
    expect(testTempParent({ ...linux(MIN_FREE_BYTES), platform: 'darwin' })).toBe(tmpdir());
  });
});
