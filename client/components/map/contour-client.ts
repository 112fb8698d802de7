import {
  type ElevationSource,
  elevationTileFor,
  neighbourTiles,
  type Neighbours,
  type TileContours,
  type TileId,
} from './contours';
import { type ElevationPng, type PngContourRequest } from './contours/png-job';
import { type ElevationUrl, TileFetcher, tileKey as keyOf } from './tile-fetcher';
import { WorkerChannel } from './worker-channel';

export type { ElevationUrl } from './tile-fetcher';

// PNGs are a few kilobytes each; enough for a few screens of tiles and their neighbours.
const FETCHED_TILES = 96;

/**
 * The page's side of the contours: fetches each elevation tile once (a tile and its eight
 * neighbours are asked for by up to nine drawn tiles), and asks the one shared contour worker to
 * decode and trace them, matching replies to requests by id.
 */
export class ContourClient {
  private readonly tiles: TileFetcher;
  private readonly worker = new WorkerChannel<PngContourRequest, TileContours>(
    'contour',
    () =>
      new Worker(new URL('./contours/contour-worker.ts', import.meta.url), {
        type: 'module',
        name: 'contours',
      }),
  );

  constructor(urlOf: ElevationUrl) {
    this.tiles = new TileFetcher(urlOf, FETCHED_TILES);
  }

  /** The contours of drawn tile z/x/y (any zoom: deeper ones are over-zoomed from zoom 13). */
  async contours(z: number, x: number, y: number): Promise<TileContours> {
    const source: ElevationSource = elevationTileFor(z, x, y);
    const centre = await this.tiles.png(source.tile);
    if (!centre) throw new Error(`No elevation tile ${keyOf(source.tile)}`);
    const around = Object.entries(neighbourTiles(source.tile)) as [
      keyof Neighbours<TileId>,
      TileId,
    ][];
    const neighbours: Neighbours<ElevationPng> = {};
    await Promise.all(
      around.map(async ([direction, tile]) => {
        // A neighbour that cannot be had leaves its seam to repeat the tile's edge.
        const png = await this.tiles.png(tile);
        if (png) neighbours[direction] = { key: keyOf(tile), png };
      }),
    );
    return this.worker.ask({
      id: 0,
      z,
      x,
      y,
      centre: { key: keyOf(source.tile), png: centre },
      neighbours,
    });
  }
}
