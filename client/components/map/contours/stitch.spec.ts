import { describe, expect, it } from 'vitest';
import { type ElevationGrid } from './grid';
import { elevationTileFor, neighbourTiles, overzoomGrid, stitchGrid } from './stitch';
import { neighbourGrids, tileGrid } from './synthetic-terrain';

const at = (grid: ElevationGrid, i: number, j: number) => grid.values[j * grid.width + i];

describe('elevationTileFor', () => {
  it('takes a tile at zoom 13 or shallower as it is', () => {
    expect(elevationTileFor(13, 4000, 2600)).toEqual({
      tile: { z: 13, x: 4000, y: 2600 },
      factor: 1,
      column: 0,
      row: 0,
    });
    expect(elevationTileFor(5, 3, 7).tile).toEqual({ z: 5, x: 3, y: 7 });
  });

  it.each([
    [14, 8001, 5200, 4000, 2600, 2, 1, 0],
    [15, 16003, 10402, 4000, 2600, 4, 3, 2],
    [16, 32005, 20807, 4000, 2600, 8, 5, 7],
    [17, 64015, 41600, 4000, 2600, 16, 15, 0],
    [17, 64016, 41615, 4001, 2600, 16, 0, 15],
  ])(
    'maps %i/%i/%i to 13/%i/%i and its square %i × %i at column %i, row %i',
    (z, x, y, parentX, parentY, factor, column, row) => {
      expect(elevationTileFor(z, x, y)).toEqual({
        tile: { z: 13, x: parentX, y: parentY },
        factor,
        column,
        row,
      });
    },
  );
});

describe('neighbourTiles', () => {
  it('names the eight tiles around one', () => {
    expect(neighbourTiles({ z: 13, x: 10, y: 20 })).toEqual({
      nw: { z: 13, x: 9, y: 19 },
      n: { z: 13, x: 10, y: 19 },
      ne: { z: 13, x: 11, y: 19 },
      w: { z: 13, x: 9, y: 20 },
      e: { z: 13, x: 11, y: 20 },
      sw: { z: 13, x: 9, y: 21 },
      s: { z: 13, x: 10, y: 21 },
      se: { z: 13, x: 11, y: 21 },
    });
  });

  it('wraps round the antimeridian and stops at the poles', () => {
    const around = neighbourTiles({ z: 2, x: 3, y: 0 });
    expect(around.e).toEqual({ z: 2, x: 0, y: 0 });
    expect(around.sw).toEqual({ z: 2, x: 2, y: 1 });
    expect(around.n).toBeUndefined();
    expect(around.nw).toBeUndefined();
    expect(around.ne).toBeUndefined();
  });
});

describe('stitchGrid', () => {
  // Each pixel's height says where it is in the world: 1000 X + Y.
  const world = (X: number, Y: number) => X * 1000 + Y;
  const size = 4;
  const centre = tileGrid(world, { x: 5, y: 5 }, size);

  it('puts the neighbours’ edge pixels round the tile', () => {
    const grid = stitchGrid(centre, neighbourGrids(world, { z: 10, x: 5, y: 5 }, size), 1);
    expect(grid.width).toBe(6);
    expect(grid.height).toBe(6);
    for (let j = -1; j <= size; j += 1) {
      for (let i = -1; i <= size; i += 1) {
        expect(at(grid, i + 1, j + 1)).toBe(world(5 * size + i, 5 * size + j));
      }
    }
  });

  it('takes a wider border when asked', () => {
    const grid = stitchGrid(centre, neighbourGrids(world, { z: 10, x: 5, y: 5 }, size), 3);
    expect(grid.width).toBe(10);
    expect(at(grid, 0, 0)).toBe(world(5 * size - 3, 5 * size - 3));
    expect(at(grid, 9, 4)).toBe(world(6 * size + 2, 5 * size + 1));
  });

  it('repeats the tile’s own edge where a neighbour is missing', () => {
    const { n, e, ...rest } = neighbourGrids(world, { z: 10, x: 5, y: 5 }, size);
    expect(n && e).toBeTruthy();
    const grid = stitchGrid(centre, rest, 1);
    // North row: the centre's top row (the corners too, whose neighbours are there).
    expect(at(grid, 2, 0)).toBe(world(5 * size + 1, 5 * size));
    expect(at(grid, 0, 0)).toBe(world(5 * size - 1, 5 * size - 1));
    expect(at(grid, 5, 0)).toBe(world(6 * size, 5 * size - 1));
    // East column: the centre's right-hand column.
    expect(at(grid, 5, 3)).toBe(world(6 * size - 1, 5 * size + 2));
    // West and south come from the neighbours.
    expect(at(grid, 0, 3)).toBe(world(5 * size - 1, 5 * size + 2));
    expect(at(grid, 3, 5)).toBe(world(5 * size + 2, 6 * size));
  });

  it('repeats the edge all round a tile with no neighbours', () => {
    const grid = stitchGrid(centre, {}, 1);
    expect(at(grid, 0, 0)).toBe(at(centre, 0, 0));
    expect(at(grid, 5, 5)).toBe(at(centre, 3, 3));
    expect(at(grid, 0, 2)).toBe(at(centre, 0, 1));
  });
});

describe('overzoomGrid', () => {
  // A plane is reproduced exactly by bilinear sampling, so every value is known.
  const plane = (X: number, Y: number) => 3 * X + 5 * Y;
  const size = 8;
  const parent = { z: 13, x: 2, y: 3 };
  const stitched = stitchGrid(
    tileGrid(plane, parent, size),
    neighbourGrids(plane, parent, size),
    1,
  );
  // The height at a point of the parent's world, X and Y in parent pixels from its corner.
  const planeAt = (X: number, Y: number) => 3 * (X - 0.5) + 5 * (Y - 0.5);

  it.each([
    [2, 1, 0],
    [4, 3, 2],
    [8, 5, 7],
    [16, 15, 15],
  ])('samples square %i × %i at column %i, row %i of the parent', (factor, column, row) => {
    const grid = overzoomGrid(stitched, 1, { factor, column, row }, 1);
    expect(grid.width).toBe(size + 2);
    for (let j = -1; j <= size; j += 1) {
      for (let i = -1; i <= size; i += 1) {
        const X = parent.x * size + (column * size + i + 0.5) / factor;
        const Y = parent.y * size + (row * size + j + 0.5) / factor;
        expect(at(grid, i + 1, j + 1)).toBeCloseTo(planeAt(X, Y), 3);
      }
    }
  });

  it('blends the four nearest parent pixels', () => {
    const parentGrid: ElevationGrid = {
      width: 4,
      height: 4,
      values: Float32Array.from([0, 0, 0, 0, 0, 100, 200, 0, 0, 300, 400, 0, 0, 0, 0, 0]),
    };
    // Parent pixels 0..1 inside a 1-pixel border; the child at factor 2, square (0, 0).
    const grid = overzoomGrid(parentGrid, 1, { factor: 2, column: 0, row: 0 }, 0);
    expect(grid.width).toBe(2);
    // Child pixel (1, 1) sits at parent (0.75, 0.75) – 0.5 = 0.25 of the way from pixel 0 to 1.
    expect(at(grid, 1, 1)).toBeCloseTo(100 * 0.5625 + 200 * 0.1875 + 300 * 0.1875 + 400 * 0.0625);
    // Child pixel (0, 0) sits a quarter pixel before parent pixel 0: toward the border's zeros.
    expect(at(grid, 0, 0)).toBeCloseTo(100 * 0.5625);
  });
});
