import { type ElevationGrid } from '@client/components/map/contours/grid';
import { type TileId } from '@client/components/map/contours/stitch';
import { tileKey } from '@client/components/map/tile-fetcher';
import {
  blendCorners,
  pixelCorners,
  TERRARIUM_TILE_SIZE,
  type PixelCorner,
} from '@domain/terrarium-sampling';

/*
 * Which Terrarium tiles the browser reads drawn points' heights from, in batches, and the blend
 * from decoded tiles; the pixel maths is the domain's terrarium-sampling.ts, which the server's
 * server/elevation shares. Pure arithmetic, no I/O.
 */

/**
 * Heights are read at zoom 13 (pixels of about 19 m at the equator, 11 m at 54° N), the zoom the
 * contour lines read and the server fills routes at; never deeper, where the tiles only repeat
 * the same survey.
 */
export const LOOKUP_ZOOM = 13;

export interface LatLon {
  latitude: number;
  longitude: number;
}

/** One of the four pixels a height is blended from, with its tile's key. */
export interface SampleCorner extends PixelCorner {
  tile: TileId;
  key: string;
}

/** The four pixels (with their tiles) whose centres surround the point at zoom `z`. */
export const sampleCorners = (
  point: LatLon,
  z: number,
  size = TERRARIUM_TILE_SIZE,
): SampleCorner[] =>
  pixelCorners(point, z, size).map((corner) => ({ ...corner, key: tileKey(corner.tile) }));

/** The tiles the points' heights are read from at zoom `z`, by key. */
export function tilesUnder(
  points: readonly LatLon[],
  z: number,
  size = TERRARIUM_TILE_SIZE,
): Map<string, TileId> {
  const tiles = new Map<string, TileId>();
  for (const point of points) {
    for (const { tile, key } of sampleCorners(point, z, size)) tiles.set(key, tile);
  }
  return tiles;
}

/**
 * The point's height blended from the four pixels around it (bilinear), or null when a tile it
 * needs is missing. `gridOf` gives a decoded tile's heights by key.
 */
export const bilinearHeight = (
  corners: readonly SampleCorner[],
  gridOf: (key: string) => ElevationGrid | undefined,
): number | null => blendCorners(corners, ({ key, pixel }) => gridOf(key)?.values[pixel]);

/** Points read together, with their indices in the whole list, and the tiles they need. */
export interface TileBatch<T extends LatLon = LatLon> {
  indices: number[];
  points: T[];
  tiles: Map<string, TileId>;
}

/**
 * The points split, in order, into runs that each need at most `maxTiles` tiles (4 or more: one
 * point may need four): a long route is read a few tiles at a time, so no request to the worker
 * holds more decoded tiles than that. A drawn route's neighbouring points share tiles, so runs
 * stay long.
 */
export function tileBatches<T extends LatLon>(
  points: readonly T[],
  z: number,
  maxTiles: number,
  size = TERRARIUM_TILE_SIZE,
): TileBatch<T>[] {
  if (maxTiles < 4) throw new RangeError('A point may need four tiles: batches hold at least 4');
  const batches: TileBatch<T>[] = [];
  let current: TileBatch<T> = { indices: [], points: [], tiles: new Map() };
  for (const [index, point] of points.entries()) {
    const needed = tilesUnder([point], z, size);
    const added = [...needed.keys()].filter((key) => !current.tiles.has(key)).length;
    if (current.tiles.size + added > maxTiles) {
      batches.push(current);
      current = { indices: [], points: [], tiles: new Map() };
    }
    current.indices.push(index);
    current.points.push(point);
    for (const [key, tile] of needed) current.tiles.set(key, tile);
  }
  if (current.indices.length > 0) batches.push(current);
  return batches;
}
