import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

/** What is kept beside a tile's bytes. */
export interface TileMeta {
  contentType: string;
  /** Ours, strong: a hash of the bytes, for the browser's If-None-Match. */
  etag: string;
  /** The upstream's validators, for revalidating with it. */
  upstreamEtag?: string;
  lastModified?: string;
  /** Epoch milliseconds after which the tile is revalidated before it is served. */
  expiresAt: number;
}

export interface CachedTile {
  meta: TileMeta;
  body: Buffer;
}

export interface TileCacheOptions {
  directory: string;
  maxBytes: number;
  /**
   * Bytes of the most recently used tiles also kept in memory, so a hit on a busy tile skips
   * the disk (0 for none). Part of the same order: a tile leaves memory when it leaves the disk.
   */
  memoryBytes?: number;
  now?: () => number;
  /**
   * A hit moves the tile to the front of the in-memory order at once, but rewrites its file's
   * time (the order the next start rebuilds) at most this often.
   */
  touchIntervalMs?: number;
  onError?: (message: string, error: unknown) => void;
}

interface IndexEntry {
  bytes: number;
  /** When the file's time was last set. */
  touchedAt: number;
}

// A file is: MAGIC, the metadata's length (uint32 BE), the metadata as JSON, then the tile.
const MAGIC = Buffer.from('PTT1');
const EXTENSION = '.tile';
const TEMP_MARK = '.tmp-';

const isMissing = (error: unknown): boolean =>
  (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

function encode({ meta, body }: CachedTile): Buffer {
  const json = Buffer.from(JSON.stringify(meta));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length, 0);
  return Buffer.concat([MAGIC, length, json, body]);
}

function decode(file: Buffer): CachedTile | undefined {
  if (file.length < 8 || !file.subarray(0, 4).equals(MAGIC)) return undefined;
  const end = 8 + file.readUInt32BE(4);
  if (end > file.length) return undefined;
  try {
    const meta = JSON.parse(file.subarray(8, end).toString('utf8')) as TileMeta;
    return { meta, body: file.subarray(end) };
  } catch {
    return undefined;
  }
}

/**
 * Tiles on disk with a size cap: one file per tile (`<key>.tile`, the metadata ahead of the
 * bytes), written to a temporary name and renamed, so a reader or a crash never sees half a
 * tile. The index (key, size, in least-recently-used order) lives in memory, rebuilt from the
 * directory by `open()` in the order of the files' modification times; past `maxBytes` the least
 * recently used tiles are deleted. Keys are the caller's (`standard/12/2013/1300`), made of
 * validated parts only. All disk work is asynchronous.
 */
export class TileCacheStore {
  private readonly index = new Map<string, IndexEntry>();
  private readonly pending = new Set<Promise<unknown>>();
  private totalBytes = 0;
  /** The hot tiles, least recently used first. */
  private readonly memory = new Map<string, CachedTile>();
  private memoryBytes = 0;
  private readonly now: () => number;
  private readonly touchIntervalMs: number;
  private readonly onError: (message: string, error: unknown) => void;

  constructor(private readonly options: TileCacheOptions) {
    this.now = options.now ?? Date.now;
    this.touchIntervalMs = options.touchIntervalMs ?? 10 * 60_000;
    this.onError = options.onError ?? (() => undefined);
  }

  /** Tiles held, and their bytes on disk. */
  get size(): number {
    return this.index.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  /** Keys from least to most recently used. */
  keys(): string[] {
    return [...this.index.keys()];
  }

  /** Builds the index from the directory (removing temporary files a crash left) and trims it. */
  async open(): Promise<void> {
    await mkdir(this.options.directory, { recursive: true });
    const names = await readdir(this.options.directory, { recursive: true });
    const found: { key: string; bytes: number; mtimeMs: number }[] = [];
    for (const name of names) {
      const path = join(this.options.directory, name);
      if (name.includes(TEMP_MARK)) {
        await rm(path, { force: true });
        continue;
      }
      if (!name.endsWith(EXTENSION)) continue;
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) continue;
      const key = name.slice(0, -EXTENSION.length).split(sep).join('/');
      found.push({ key, bytes: info.size, mtimeMs: info.mtimeMs });
    }
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    this.index.clear();
    this.totalBytes = 0;
    for (const { key, bytes, mtimeMs } of found) {
      this.index.set(key, { bytes, touchedAt: mtimeMs });
      this.totalBytes += bytes;
    }
    await this.evict();
  }

  /** The tile, or undefined when it is not cached; a hit makes it the most recently used. */
  async get(key: string): Promise<CachedTile | undefined> {
    const entry = this.index.get(key);
    if (!entry) return undefined;
    const hot = this.memory.get(key);
    if (hot) {
      this.markUsed(key);
      this.remember(key, hot);
      return hot;
    }
    let file: Buffer;
    try {
      file = await readFile(this.pathOf(key));
    } catch (error) {
      // Evicted (or removed by hand) meanwhile.
      if (!isMissing(error)) this.onError(`Could not read cached tile ${key}`, error);
      this.forget(key);
      return undefined;
    }
    const tile = decode(file);
    if (!tile) {
      this.onError(`Cached tile ${key} is damaged; fetching it again`, undefined);
      this.forget(key);
      return undefined;
    }
    this.markUsed(key);
    this.remember(key, tile);
    return tile;
  }

  /** Stores (or replaces) a tile, then trims the cache to its cap. */
  async put(key: string, tile: CachedTile): Promise<void> {
    const path = this.pathOf(key);
    const temp = `${path}${TEMP_MARK}${randomBytes(6).toString('hex')}`;
    const bytes = encode(tile);
    await mkdir(dirname(path), { recursive: true });
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(bytes);
    } finally {
      await handle.close();
    }
    const time = this.now() / 1000;
    try {
      await utimes(temp, time, time);
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    this.forget(key);
    this.index.set(key, { bytes: bytes.length, touchedAt: this.now() });
    this.totalBytes += bytes.length;
    this.remember(key, tile);
    await this.evict();
  }

  /** Waits for the file-time updates still under way (tests, and closing). */
  async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }

  private pathOf(key: string): string {
    const path = join(this.options.directory, `${key}${EXTENSION}`);
    // Keys are built from validated parts; this guards against a future caller that is not.
    if (relative(this.options.directory, path).startsWith('..')) {
      throw new Error(`Tile key outside the cache: ${key}`);
    }
    return path;
  }

  /** Keeps the tile in memory as the most recent, dropping the oldest past the budget. */
  private remember(key: string, tile: CachedTile): void {
    const budget = this.options.memoryBytes ?? 0;
    if (tile.body.length > budget) return;
    this.dropFromMemory(key);
    this.memory.set(key, tile);
    this.memoryBytes += tile.body.length;
    for (const [oldest] of this.memory) {
      if (this.memoryBytes <= budget) break;
      this.dropFromMemory(oldest);
    }
  }

  private dropFromMemory(key: string): void {
    const tile = this.memory.get(key);
    if (!tile) return;
    this.memory.delete(key);
    this.memoryBytes -= tile.body.length;
  }

  private forget(key: string): void {
    this.dropFromMemory(key);
    const entry = this.index.get(key);
    if (!entry) return;
    this.index.delete(key);
    this.totalBytes -= entry.bytes;
  }

  private markUsed(key: string): void {
    const entry = this.index.get(key);
    if (!entry) return;
    // Delete and set again: the Map's order is the order of use.
    this.index.delete(key);
    this.index.set(key, entry);
    const now = this.now();
    if (now - entry.touchedAt < this.touchIntervalMs) return;
    entry.touchedAt = now;
    this.track(
      utimes(this.pathOf(key), now / 1000, now / 1000).catch((error: unknown) => {
        if (!isMissing(error)) this.onError(`Could not touch cached tile ${key}`, error);
      }),
    );
  }

  private async evict(): Promise<void> {
    const removals: Promise<unknown>[] = [];
    for (const [key] of this.index) {
      if (this.totalBytes <= this.options.maxBytes) break;
      this.forget(key);
      removals.push(
        rm(this.pathOf(key), { force: true }).catch((error: unknown) =>
          this.onError(`Could not delete cached tile ${key}`, error),
        ),
      );
    }
    await Promise.all(removals);
  }

  private track(work: Promise<unknown>): void {
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }
}
