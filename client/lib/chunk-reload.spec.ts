import { beforeEach, describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  isChunkLoadError,
  isReloadingForChunkError,
  reloadOnceForChunkError,
  resetChunkReloadState,
} from './chunk-reload';

class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem'> {
  private readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

function harness(start = 1_000_000) {
  const storage = new MemoryStorage() as unknown as Storage;
  const clock = { now: start };
  let reloads = 0;
  const deps = { storage, reload: () => (reloads += 1), now: () => clock.now };
  return { deps, clock, storage, reloads: () => reloads };
}

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://x/assets/gear-route-1.js',
    'error loading dynamically imported module',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/x.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('reloadOnceForChunkError', () => {
  beforeEach(resetChunkReloadState);

  it('answers true again (without a second reload) while the page is already reloading', () => {
    const h = harness();
    expect(reloadOnceForChunkError(h.deps)).toBe(true);
    expect(isReloadingForChunkError()).toBe(true);
    expect(reloadOnceForChunkError(h.deps)).toBe(true);
    expect(h.reloads()).toBe(1);
  });

  it('reloads the first time and remembers when', () => {
    const h = harness();
    expect(reloadOnceForChunkError(h.deps)).toBe(true);
    expect(h.reloads()).toBe(1);
    expect(h.storage.getItem(CHUNK_RELOAD_KEY)).toBe(String(h.clock.now));
  });

  it('does not reload a second time right after a reload', () => {
    const h = harness();
    reloadOnceForChunkError(h.deps);
    resetChunkReloadState(); // the page after the reload
    h.clock.now += 5_000;
    expect(reloadOnceForChunkError(h.deps)).toBe(false);
    expect(h.reloads()).toBe(1);
  });

  it('reloads again for a later deploy, once the window has passed', () => {
    const h = harness();
    reloadOnceForChunkError(h.deps);
    resetChunkReloadState();
    h.clock.now += CHUNK_RELOAD_WINDOW_MS + 1;
    expect(reloadOnceForChunkError(h.deps)).toBe(true);
    expect(h.reloads()).toBe(2);
  });
});
