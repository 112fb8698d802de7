import {
  type ContourReply,
  type ElevationSource,
  elevationTileFor,
  neighbourTiles,
  type Neighbours,
  type TileContours,
  type TileId,
} from './contours';
import { type ElevationPng, type PngContourRequest } from './contours/png-job';
import { LruCache } from './lru';

/** Where the page fetches elevation tile z/x/y (the app's own origin, through the tile proxy). */
export type ElevationUrl = (tile: TileId) => string;

const keyOf = ({ z, x, y }: TileId) => `${z}/${x}/${y}`;

// PNGs are a few kilobytes each; enough for a few screens of tiles and their neighbours.
const FETCHED_TILES = 96;

/**
 * The page's side of the contours: fetches each elevation tile once (a tile and its eight
 * neighbours are asked for by up to nine drawn tiles), and asks the one shared contour worker to
 * decode and trace them, matching replies to requests by id.
 */
export class ContourClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (contours: TileContours) => void; reject: (error: Error) => void }
  >();
  private readonly fetched = new LruCache<string, Promise<Blob | null>>(FETCHED_TILES);

  constructor(private readonly urlOf: ElevationUrl) {}

  /** The contours of drawn tile z/x/y (any zoom: deeper ones are over-zoomed from zoom 13). */
  async contours(z: number, x: number, y: number): Promise<TileContours> {
    const source: ElevationSource = elevationTileFor(z, x, y);
    const centre = await this.fetchTile(source.tile);
    if (!centre) throw new Error(`No elevation tile ${keyOf(source.tile)}`);
    const around = Object.entries(neighbourTiles(source.tile)) as [
      keyof Neighbours<TileId>,
      TileId,
    ][];
    const neighbours: Neighbours<ElevationPng> = {};
    await Promise.all(
      around.map(async ([direction, tile]) => {
        const png = await this.fetchTile(tile);
        if (png) neighbours[direction] = { key: keyOf(tile), png };
      }),
    );
    return this.ask({
      id: 0,
      z,
      x,
      y,
      centre: { key: keyOf(source.tile), png: centre },
      neighbours,
    });
  }

  /** An elevation tile's PNG, or null when it cannot be had (the seam then repeats the edge). */
  private fetchTile(tile: TileId): Promise<Blob | null> {
    const key = keyOf(tile);
    const cached = this.fetched.get(key);
    if (cached) return cached;
    const pending = fetch(this.urlOf(tile), { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.blob() : null))
      .catch(() => null);
    this.fetched.set(key, pending);
    // A failure is not kept: the next tile that needs it tries again.
    void pending.then((png) => {
      if (!png) this.fetched.delete(key);
    });
    return pending;
  }

  private ask(request: PngContourRequest): Promise<TileContours> {
    const worker = this.workerOf();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  }

  private workerOf(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./contours/contour-worker.ts', import.meta.url), {
      type: 'module',
      name: 'contours',
    });
    worker.onmessage = ({ data }: MessageEvent<ContourReply>) => {
      const waiting = this.pending.get(data.id);
      if (!waiting) return;
      this.pending.delete(data.id);
      if (data.error !== undefined) waiting.reject(new Error(data.error));
      else waiting.resolve({ lines: data.lines, labels: data.labels });
    };
    worker.onerror = (event) => {
      // The worker failed as a whole (it did not load): every open request fails, and the next
      // one starts a new worker.
      event.preventDefault();
      const error = new Error(`The contour worker failed: ${event.message}`);
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      worker.terminate();
      this.worker = null;
    };
    this.worker = worker;
    return worker;
  }
}
