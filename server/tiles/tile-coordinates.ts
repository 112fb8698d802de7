import { invalidField } from '@server/common/errors.js';

/** A tile's address in the Web Mercator grid of its zoom: z, then column x and row y. */
export interface TileCoordinates {
  z: number;
  x: number;
  y: number;
}

/**
 * Throws a 400 naming the field when the tile is outside the source's grid: z deeper than the
 * source goes, x or y outside 0..2^z-1 (the DTO already made them non-negative integers).
 */
export function assertTileInGrid({ z, x, y }: TileCoordinates, maxZoom: number): void {
  if (z > maxZoom) throw invalidField('z', `z must be at most ${maxZoom} for this source`);
  const last = 2 ** z - 1;
  if (x > last) throw invalidField('x', `x must be between 0 and ${last} at zoom ${z}`);
  if (y > last) throw invalidField('y', `y must be between 0 and ${last} at zoom ${z}`);
}
