import { LruCache } from '@client/components/map/lru';
import { contoursForTile } from './contour-job';
import { decodeWithBitmap, type DecodedTile, type DecodePng } from './decode-png';
import { type TileContours } from './isolines';
import { type Direction, type Neighbours } from './stitch';

/** An elevation tile's PNG as the page fetched it, under a key naming the tile (`z/x/y`). */
export interface ElevationPng {
  key: string;
  png: Blob;
}

/**
 * What the map asks the worker for: the contours of tile z/x/y from the PNGs of its elevation
 * tile and of those neighbours that loaded. The worker decodes them (off the page's thread)
 * and keeps the decoded pixels, so the next tile's neighbours are not decoded again.
 */
export interface PngContourRequest {
  id: number;
  z: number;
  x: number;
  y: number;
  centre: ElevationPng;
  neighbours: Neighbours<ElevationPng>;
}

// About 6 MB of pixels: a screenful of tiles at one zoom with their neighbours.
const DECODED_TILES = 24;

/** Answers PNG contour requests, decoding each elevation tile once while it stays cached. */
export function pngContourJob(decode: DecodePng = decodeWithBitmap) {
  const decoded = new LruCache<string, Promise<DecodedTile>>(DECODED_TILES);
  const decodeOnce = ({ key, png }: ElevationPng): Promise<DecodedTile> => {
    const cached = decoded.get(key);
    if (cached) return cached;
    const pending = decode(png);
    decoded.set(key, pending);
    pending.catch(() => decoded.delete(key));
    return pending;
  };

  return async (request: PngContourRequest): Promise<TileContours> => {
    const centre = await decodeOnce(request.centre);
    const entries = Object.entries(request.neighbours) as [Direction, ElevationPng][];
    const neighbours: Neighbours<Uint8ClampedArray> = {};
    await Promise.all(
      entries.map(async ([direction, tile]) => {
        try {
          const pixels = await decodeOnce(tile);
          // A neighbour of another size cannot be stitched; its edge is left to repeat.
          if (pixels.size === centre.size) neighbours[direction] = pixels.rgba;
        } catch {
          // A neighbour that does not decode is as good as missing.
        }
      }),
    );
    const { id, z, x, y } = request;
    return contoursForTile({ id, z, x, y, size: centre.size, centre: centre.rgba, neighbours });
  };
}

export const isPngRequest = (data: unknown): data is PngContourRequest =>
  typeof data === 'object' && data !== null && 'centre' in data && !ArrayBuffer.isView(data.centre);
