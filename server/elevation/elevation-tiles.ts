import type { TileCoordinates } from '@server/tiles/tile-coordinates.js';
import { TERRARIUM_TILE_SIZE, type HeightGrid } from './terrarium.js';

/**
 * Where on the Terrarium tiles a point's height is read: Web Mercator pixels at a zoom, the
 * four pixel centres around the point and their bilinear weights. Pure arithmetic, no I/O.
 */

/** Web Mercator stops short of the poles. */
const MAX_LATITUDE = 85.0511287798066;

export const tileId = ({ z, x, y }: TileCoordinates): string => `${z}/${x}/${y}`;

/** One of the four pixels a height is read from: its tile, its index in the tile, its weight. */
interface Corner {
  tile: TileCoordinates;
  pixel: number;
  weight: number;
}

/** The four pixels (with their tiles) whose centres surround the point at zoom `z`. */
export function corners(latitude: number, longitude: number, z: number): Corner[] {
  const size = TERRARIUM_TILE_SIZE;
  const world = size * 2 ** z;
  const lat = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude)) * Math.PI) / 180;
  const px = ((longitude + 180) / 360) * world;
  const py = ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * world;
  // Pixel centres sit at half pixels: the four centres around the point, and how far between.
  const fx = px - 0.5;
  const fy = py - 0.5;
  const i0 = Math.floor(fx);
  const j0 = Math.floor(fy);
  const tx = fx - i0;
  const ty = fy - j0;
  const result: Corner[] = [];
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
    result.push({ tile, pixel: (j % size) * size + (i % size), weight });
  }
  return result;
}

/** The tiles the points' heights are read from at zoom `z`, by id. */
export function tilesFor(
  points: readonly { latitude: number; longitude: number }[],
  z: number,
): Map<string, TileCoordinates> {
  const tiles = new Map<string, TileCoordinates>();
  for (const { latitude, longitude } of points) {
    for (const { tile } of corners(latitude, longitude, z)) tiles.set(tileId(tile), tile);
  }
  return tiles;
}

/**
 * The deepest zoom, from `maxZoom` down, at which the points need at most `maxTiles` tiles: a
 * short walk reads 30 m pixels at zoom 13 from a handful of tiles, a 1,000 km trail reads
 * coarser ones, never more than `maxTiles` fetches.
 */
export function chooseZoom(
  points: readonly { latitude: number; longitude: number }[],
  maxZoom: number,
  maxTiles: number,
): { z: number; tiles: Map<string, TileCoordinates> } {
  for (let z = maxZoom; z > 0; z -= 1) {
    const tiles = tilesFor(points, z);
    if (tiles.size <= maxTiles) return { z, tiles };
  }
  return { z: 0, tiles: tilesFor(points, 0) };
}

/** The bilinear height at a point from the decoded tiles, or null if one of its tiles is missing. */
export function heightAt(
  latitude: number,
  longitude: number,
  z: number,
  grids: ReadonlyMap<string, HeightGrid>,
): number | null {
  let height = 0;
  for (const { tile, pixel, weight } of corners(latitude, longitude, z)) {
    const grid = grids.get(tileId(tile));
    if (!grid) return null;
    height += weight * (grid.heights[pixel] ?? 0);
  }
  return height;
}
