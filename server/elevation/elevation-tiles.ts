import type { TileCoordinates } from '@server/tiles/tile-coordinates.js';
import { blendCorners, pixelCorners, type PixelCorner } from '@server/domain/terrarium-sampling.js';
import type { HeightGrid } from './terrarium.js';

/**
 * Which Terrarium tiles a route's heights are read from, at which zoom, and the height at a point
 * from the decoded tiles (the pixel maths is the domain's terrarium-sampling.ts, which the
 * browser shares). Pure arithmetic, no I/O.
 */

export const tileId = ({ z, x, y }: TileCoordinates): string => `${z}/${x}/${y}`;

/** The four pixels (with their tiles) whose centres surround the point at zoom `z`. */
export const corners = (latitude: number, longitude: number, z: number): PixelCorner[] =>
  pixelCorners({ latitude, longitude }, z);

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
  return blendCorners(corners(latitude, longitude, z), ({ tile, pixel }) => {
    const grid = grids.get(tileId(tile));
    return grid ? (grid.heights[pixel] ?? 0) : undefined;
  });
}
