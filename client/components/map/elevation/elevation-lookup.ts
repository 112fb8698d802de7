import { type ElevationPng } from '@client/components/map/contours/png-job';
import { type TileId } from '@client/components/map/contours/stitch';
import { type ElevationUrl, type LoadPng, TileFetcher } from '@client/components/map/tile-fetcher';
import { WorkerChannel, type WorkerLike } from '@client/components/map/worker-channel';
import { type ElevationAnswer, type ElevationRequest } from './elevation-job';
import { type LatLon, LOOKUP_ZOOM, tileBatches } from './elevation-tiles';

/**
 * The heights of points, in their order: null where none could be read (a tile that did not
 * load or decode, an outage). Never rejects.
 */
export type LookupElevations = (points: readonly LatLon[]) => Promise<(number | null)[]>;

export interface ElevationLookupOptions {
  /** The zoom the tiles are read at: LOOKUP_ZOOM, or the source's deepest if less. */
  zoom?: number;
  /** The most tiles one request to the worker holds. */
  maxTiles?: number;
  load?: LoadPng;
  createWorker?: () => WorkerLike;
}

// Terrarium PNGs are some tens of kilobytes: enough for the tiles around a day's drawing.
const FETCHED_TILES = 32;
const MAX_TILES = 8;

const elevationWorker = (): WorkerLike =>
  new Worker(new URL('./elevation-worker.ts', import.meta.url), {
    type: 'module',
    name: 'elevation',
  });

/**
 * Heights of points from the Terrarium elevation tiles the contour lines use, fetched through
 * the app's tile proxy (each once while it stays cached) and decoded and sampled bilinearly in a
 * worker of its own (which keeps the decoded tiles), a few tiles at a time.
 */
export class ElevationLookup {
  private readonly tiles: TileFetcher;
  private readonly worker: WorkerChannel<ElevationRequest, ElevationAnswer>;
  private readonly zoom: number;
  private readonly maxTiles: number;

  constructor(urlOf: ElevationUrl, options: ElevationLookupOptions = {}) {
    this.zoom = Math.min(LOOKUP_ZOOM, options.zoom ?? LOOKUP_ZOOM);
    this.maxTiles = options.maxTiles ?? MAX_TILES;
    this.tiles = new TileFetcher(urlOf, FETCHED_TILES, options.load);
    this.worker = new WorkerChannel('elevation', options.createWorker ?? elevationWorker);
  }

  readonly lookup: LookupElevations = async (points) => {
    const heights: (number | null)[] = points.map(() => null);
    for (const batch of tileBatches(points, this.zoom, this.maxTiles)) {
      try {
        const found = await this.read(batch.points, [...batch.tiles]);
        batch.indices.forEach((index, at) => {
          heights[index] = found[at] ?? null;
        });
      } catch {
        // The worker failed: this run's points stay null, and the next run starts a new worker.
      }
    }
    return heights;
  };

  private async read(
    points: readonly LatLon[],
    tiles: [string, TileId][],
  ): Promise<(number | null)[]> {
    const pngs = await Promise.all(
      tiles.map(async ([key, tile]): Promise<ElevationPng | null> => {
        const png = await this.tiles.png(tile);
        return png && { key, png };
      }),
    );
    const loaded = pngs.filter((png) => png !== null);
    if (loaded.length === 0) return points.map(() => null);
    const { heights } = await this.worker.ask({
      id: 0,
      z: this.zoom,
      // Plain positions: whatever else the caller's objects carry stays on the page.
      points: points.map(({ latitude, longitude }) => ({ latitude, longitude })),
      tiles: loaded,
    });
    return heights;
  }
}
