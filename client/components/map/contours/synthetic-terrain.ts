import { type ElevationGrid } from './grid';
import { type Neighbours, type TileId, neighbourTiles } from './stitch';

/*
 * Made-up terrain for the tests: a height for every pixel of one zoom's world, `heightAt(X, Y)`
 * with X and Y counted in pixels from the world's north-west corner, cut into tiles the way an
 * elevation server would.
 */

export type WorldHeight = (X: number, Y: number) => number;

export function tileGrid(
  heightAt: WorldHeight,
  tile: Omit<TileId, 'z'>,
  size = 256,
): ElevationGrid {
  const values = new Float32Array(size * size);
  for (let j = 0; j < size; j += 1) {
    for (let i = 0; i < size; i += 1) {
      values[j * size + i] = heightAt(tile.x * size + i, tile.y * size + j);
    }
  }
  return { width: size, height: size, values };
}

export function neighbourGrids(heightAt: WorldHeight, tile: TileId, size = 256) {
  const grids: Neighbours<ElevationGrid> = {};
  for (const [direction, around] of Object.entries(neighbourTiles(tile))) {
    grids[direction as keyof typeof grids] = tileGrid(heightAt, around, size);
  }
  return grids;
}

/** A cone: `peak` metres at (X, Y) = centre, falling `slope` metres a pixel. */
export const cone =
  (centreX: number, centreY: number, peak: number, slope: number): WorldHeight =>
  (X, Y) =>
    peak - slope * Math.hypot(X + 0.5 - centreX, Y + 0.5 - centreY);
