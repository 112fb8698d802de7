import { ELEVATION_M_MAX, ELEVATION_M_MIN } from '@domain/trip-limits';
import { decodeWithBitmap, type DecodePng } from '@client/components/map/contours/decode-png';
import { type ElevationGrid } from '@client/components/map/contours/grid';
import { type ElevationPng } from '@client/components/map/contours/png-job';
import { decodeTerrarium } from '@client/components/map/contours/terrarium';
import { LruCache } from '@client/components/map/lru';
import { type WorkerReply } from '@client/components/map/worker-channel';
import { TERRARIUM_TILE_SIZE } from '@domain/terrarium-sampling';
import { bilinearHeight, type LatLon, sampleCorners } from './elevation-tiles';

/**
 * What the page asks the elevation worker: the heights of `points` read at zoom `z`, from the
 * PNGs of the tiles they need that the page could fetch (a missing one leaves its points null).
 */
export interface ElevationRequest {
  id: number;
  z: number;
  points: LatLon[];
  tiles: ElevationPng[];
}

export interface ElevationAnswer {
  /** In the order of the request's points; null where no height could be read. */
  heights: (number | null)[];
}

export type ElevationReply = WorkerReply<ElevationAnswer>;

// 256 KB of heights a tile: a few screens of drawing (4 MB).
const DECODED_TILES = 16;

/** A height as the server keeps one: to the centimetre, null outside the plausible range. */
function plausible(height: number | null): number | null {
  // A tile's "no data" colour (black) reads -32768 m.
  if (height === null || height < ELEVATION_M_MIN || height > ELEVATION_M_MAX) return null;
  // Terrarium heights come in 1/256 m steps: centimetres say all there is.
  return Math.round(height * 100) / 100;
}

/**
 * Answers elevation requests, decoding each tile's PNG (with the contour worker's decoder) into
 * heights once while it stays among the DECODED_TILES newest.
 */
export function elevationJob(decode: DecodePng = decodeWithBitmap) {
  const decoded = new LruCache<string, Promise<ElevationGrid>>(DECODED_TILES);
  const gridOnce = ({ key, png }: ElevationPng): Promise<ElevationGrid> => {
    const cached = decoded.get(key);
    if (cached) return cached;
    const pending = decode(png).then(({ size, rgba }) => {
      if (size !== TERRARIUM_TILE_SIZE) {
        throw new RangeError(`An elevation tile of ${size} pixels, not ${TERRARIUM_TILE_SIZE}`);
      }
      return decodeTerrarium(rgba, size, size);
    });
    decoded.set(key, pending);
    pending.catch(() => decoded.delete(key));
    return pending;
  };

  return async ({ z, points, tiles }: ElevationRequest): Promise<ElevationAnswer> => {
    // Held for this request whatever the cache drops meanwhile.
    const grids = new Map<string, ElevationGrid>();
    await Promise.all(
      tiles.map(async (tile) => {
        try {
          grids.set(tile.key, await gridOnce(tile));
        } catch {
          // A tile that does not decode is as good as missing: its points stay null.
        }
      }),
    );
    const heights = points.map((point) =>
      plausible(bilinearHeight(sampleCorners(point, z), (key) => grids.get(key))),
    );
    return { heights };
  };
}
