import { type TileId } from './contours';
import { LruCache } from './lru';

/** Where the page fetches elevation tile z/x/y (the app's own origin, through the tile proxy). */
export type ElevationUrl = (tile: TileId) => string;

/** A tile's name in caches and messages to the workers: `z/x/y`. */
export const tileKey = ({ z, x, y }: TileId): string => `${z}/${x}/${y}`;

/** A tile's PNG from the page's origin, or null when it cannot be had (any status but 2xx). */
export type LoadPng = (url: string) => Promise<Blob | null>;

const loadPng: LoadPng = (url) =>
  fetch(url, { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.blob() : null))
    .catch(() => null);

/**
 * Fetches each elevation tile's PNG once while it stays among the `capacity` newest: several
 * asks for one tile (a contour tile's neighbours, a route's points) share one request. A
 * failure is not kept, so the next ask tries again.
 */
export class TileFetcher {
  private readonly fetched: LruCache<string, Promise<Blob | null>>;

  constructor(
    private readonly urlOf: ElevationUrl,
    capacity: number,
    private readonly load: LoadPng = loadPng,
  ) {
    this.fetched = new LruCache(capacity);
  }

  png(tile: TileId): Promise<Blob | null> {
    const key = tileKey(tile);
    const cached = this.fetched.get(key);
    if (cached) return cached;
    const pending = this.load(this.urlOf(tile)).catch(() => null);
    this.fetched.set(key, pending);
    void pending.then((png) => {
      if (!png) this.fetched.delete(key);
    });
    return pending;
  }
}
