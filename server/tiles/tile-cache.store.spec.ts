import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TileCacheStore, type CachedTile } from './tile-cache.store.js';

const tile = (bytes: number, etag = '"t"'): CachedTile => ({
  meta: { contentType: 'image/png', etag, expiresAt: 0 },
  body: Buffer.alloc(bytes, 7),
});

// Each file is the tile plus about 80 bytes of header and metadata.
const FILE = 1000 + 80;

describe('TileCacheStore', () => {
  let directory: string;
  let clock: number;
  const store = (maxBytes = 3.5 * FILE) =>
    new TileCacheStore({ directory, maxBytes, now: () => clock, touchIntervalMs: 0 });

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'tile-cache-'));
    clock = Date.UTC(2026, 0, 1);
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  async function putAll(cache: TileCacheStore, keys: string[]) {
    for (const key of keys) {
      clock += 1000;
      await cache.put(key, tile(1000));
    }
  }

  it('gives back what it was given, metadata and bytes', async () => {
    const cache = store();
    await cache.open();
    const kept: CachedTile = {
      meta: {
        contentType: 'image/jpeg',
        etag: '"ours"',
        upstreamEtag: 'W/"theirs"',
        lastModified: 'Mon, 01 Jan 2024 00:00:00 GMT',
        expiresAt: 1234,
      },
      body: Buffer.from([1, 2, 3]),
    };
    await cache.put('satellite/3/1/2', kept);
    expect(await cache.get('satellite/3/1/2')).toEqual(kept);
    expect(await cache.get('satellite/3/1/3')).toBeUndefined();
  });

  it('deletes the least recently used tiles past its cap', async () => {
    const cache = store();
    await cache.open();
    await putAll(cache, ['a/1/0/0', 'a/1/0/1', 'a/1/1/0']);
    clock += 1000;
    await cache.get('a/1/0/0');
    await putAll(cache, ['a/1/1/1']);

    expect(cache.keys()).toEqual(['a/1/1/0', 'a/1/0/0', 'a/1/1/1']);
    expect(await cache.get('a/1/0/1')).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(3.5 * FILE);
    expect((await readdir(join(directory, 'a/1/0'))).sort()).toEqual(['0.tile']);
  });

  it('replaces a tile without counting it twice', async () => {
    const cache = store();
    await cache.open();
    await cache.put('a/0/0/0', tile(1000, '"one"'));
    const before = cache.bytes;
    await cache.put('a/0/0/0', tile(1000, '"two"'));
    expect(cache.bytes).toBe(before);
    expect((await cache.get('a/0/0/0'))?.meta.etag).toBe('"two"');
  });

  it('rebuilds its index from the directory, in the order the tiles were used', async () => {
    const first = store();
    await first.open();
    await putAll(first, ['a/2/0/0', 'a/2/0/1', 'a/2/0/2']);
    clock += 1000;
    await first.get('a/2/0/0');
    await first.settle();
    // A crash in the middle of a write leaves a temporary file behind.
    await writeFile(join(directory, 'a/2/0/3.tile.tmp-abc'), 'half');

    const second = store();
    await second.open();
    expect(second.keys()).toEqual(['a/2/0/1', 'a/2/0/2', 'a/2/0/0']);
    expect(second.bytes).toBe(first.bytes);
    expect(await readdir(join(directory, 'a/2/0'))).not.toContain('3.tile.tmp-abc');
    expect((await second.get('a/2/0/1'))?.body).toEqual(Buffer.alloc(1000, 7));
  });

  it('trims a directory over a smaller cap when it opens', async () => {
    const first = store();
    await first.open();
    await putAll(first, ['a/2/1/0', 'a/2/1/1', 'a/2/1/2']);
    const second = store(1.5 * FILE);
    await second.open();
    expect(second.keys()).toEqual(['a/2/1/2']);
  });

  it('keeps the most recent tiles in memory too, within its budget and its order', async () => {
    const cache = new TileCacheStore({
      directory,
      maxBytes: 3.5 * FILE,
      memoryBytes: 2000,
      now: () => clock,
    });
    await cache.open();
    await putAll(cache, ['m/1/0/0', 'm/1/0/1', 'm/1/1/0']);
    // Files gone behind its back: the two most recent still answer from memory.
    await rm(join(directory, 'm'), { recursive: true });
    expect(await cache.get('m/1/0/0')).toBeUndefined();
    expect((await cache.get('m/1/0/1'))?.body).toEqual(Buffer.alloc(1000, 7));
    expect((await cache.get('m/1/1/0'))?.body).toEqual(Buffer.alloc(1000, 7));
    // Evicted from the disk, gone from memory as well.
    await putAll(cache, ['m/2/0/0', 'm/2/0/1', 'm/2/0/2']);
    expect(await cache.get('m/1/0/1')).toBeUndefined();
  });

  it('treats a damaged file as a miss', async () => {
    const cache = store();
    await cache.open();
    await cache.put('a/0/0/0', tile(10));
    await writeFile(join(directory, 'a/0/0/0.tile'), 'not a tile');
    expect(await cache.get('a/0/0/0')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('refuses a key that would leave its directory', async () => {
    const cache = store();
    await cache.open();
    await expect(cache.put('../outside', tile(1))).rejects.toThrow(/outside the cache/);
  });
});
