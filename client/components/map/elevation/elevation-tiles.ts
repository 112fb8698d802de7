import { type ElevationGrid } from '@client/components/map/contours/grid';
import { type TileId } from '@client/components/map/contours/stitch';
import { tileKey } from '@client/components/map/tile-fetcher';

/*
 * Where on the Terrarium elevation tiles a point's height is read: Web Mercator pixels at a
 * zoom, the four pixel centres around the point and their bilinear weights (the server's
 * server/elevation reads route heights the same way). Pure arithmetic, no I/O.
 */

/** Terrarium tiles are 256 pixels square. */
export const TERRARIUM_TILE_SIZE = 256;

/**
 * Heights are read at zoom 13 (pixels of about 19 m at the equator, 11 m at 54° N), the zoom the
 * contour lines read and the server fills routes at; never deeper, where the tiles only repeat
 * the same survey.
 */
export const LOOKUP_ZOOM = 13;

/** Web Mercator stops short of the poles. */
const MAX_LATITUDE = 85.0511287798066;

export interface LatLon {
  latitude: number;
  longitude: number;
}

/** One of the four pixels a height is blended from: its tile, its index in the tile, its weight. */
export interface SampleCorner {
  tile: TileId;
  key: string;
  /** Row by row from the tile's north-west pixel: `j * size + i`. */
  pixel: number;
  weight: number;
}

/** The point in pixels from the world's north-west corner at zoom `z` (tiles of `size` pixels). */
export function worldPixel(
  { latitude, longitude }: LatLon,
  z: number,
  size = TERRARIUM_TILE_SIZE,
): { px: number; py: number } {
  const world = size * 2 ** z;
  const lat = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude)) * Math.PI) / 180;
  return {
    px: ((longitude + 180) / 360) * world,
    py: ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * world,
  };
}

/** The four pixels (with their tiles) whose centres surround the point at zoom `z`. */
export function sampleCorners(
  point: LatLon,
  z: number,
  size = TERRARIUM_TILE_SIZE,
): SampleCorner[] {
  const world = size * 2 ** z;
  const { px, py } = worldPixel(point, z, size);
  // A pixel's value stands for its centre, half a pixel in: the centres around the point.
  const fx = px - 0.5;
  const fy = py - 0.5;
  const i0 = Math.floor(fx);
  const j0 = Math.floor(fy);
  const tx = fx - i0;
  const ty = fy - j0;
  const corners: SampleCorner[] = [];
  for (const [di, dj, weight] of [
    [0, 0, (1 - tx) * (1 - ty)],
    [1, 0, tx * (1 - ty)],
    [0, 1, (1 - tx) * ty],
    [1, 1, tx * ty],
  ] as const) {
    // Columns wrap round the antimeridian; rows stop at the map's top and bottom edges.
    const i = (((i0 + di) % world) + world) % world;
    const j = Math.max(0, Math.min(world - 1, j0 + dj));
    const tile = { z, x: Math.floor(i / size), y: Math.floor(j / size) };
    corners.push({ tile, key: tileKey(tile), pixel: (j % size) * size + (i % size), weight });
  }
  return corners;
}

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
export function bilinearHeight(
  corners: readonly SampleCorner[],
  gridOf: (key: string) => ElevationGrid | undefined,
): number | null {
  let height = 0;
  for (const { key, pixel, weight } of corners) {
    const grid = gridOf(key);
    const value = grid?.values[pixel];
    if (value === undefined) return null;
    height += weight * value;
  }
  return height;
}

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
