import { describe, expect, it } from 'vitest';
import { type ElevationGrid } from '@client/components/map/contours/grid';
import { worldPixel } from '@domain/terrarium-sampling';
import { bilinearHeight, sampleCorners, tileBatches, tilesUnder } from './elevation-tiles';

/** A grid whose pixel (i, j) of tile column `x` holds `x * 256 + i` + 1000 * j: a plane. */
const planeTile = (x: number): ElevationGrid => {
  const values = new Float32Array(256 * 256);
  for (let j = 0; j < 256; j += 1) {
    for (let i = 0; i < 256; i += 1) values[j * 256 + i] = x * 256 + i + 1000 * j;
  }
  return { width: 256, height: 256, values };
};

describe('worldPixel', () => {
  it('puts the map’s corners and centre where Web Mercator does', () => {
    expect(worldPixel({ latitude: 0, longitude: 0 }, 0)).toEqual({ px: 128, py: 128 });
    const corner = worldPixel({ latitude: 85.0511287798066, longitude: -180 }, 1);
    expect(corner.px).toBe(0);
    expect(corner.py).toBeCloseTo(0, 6);
    // Beyond Web Mercator's edge the latitude is held at it.
    expect(worldPixel({ latitude: -90, longitude: 180 }, 1).py).toBeCloseTo(512, 6);
  });
});

describe('sampleCorners', () => {
  it('weighs the four pixel centres around a point, the weights adding up to 1', () => {
    const corners = sampleCorners({ latitude: 54.5, longitude: -3.05 }, 13);
    expect(corners).toHaveLength(4);
    expect(corners.reduce((sum, { weight }) => sum + weight, 0)).toBeCloseTo(1, 12);
    // floor((-3.05 + 180) / 360 × 8192) = 4026
    expect(corners[0]?.tile).toMatchObject({ z: 13, x: 4026 });
    expect(corners[0]?.key).toBe(`13/4026/${corners[0]?.tile.y}`);
  });

  it('gives a point on a pixel’s centre that pixel alone', () => {
    // Zoom 0: pixel (10, 20) has its centre at 10.5, 20.5 world pixels.
    const longitude = (10.5 / 256) * 360 - 180;
    const latitude = (Math.atan(Math.sinh(Math.PI - (2 * Math.PI * 20.5) / 256)) * 180) / Math.PI;
    const [first, ...rest] = sampleCorners({ latitude, longitude }, 0);
    expect(first?.pixel).toBe(20 * 256 + 10);
    expect(first?.weight).toBeCloseTo(1, 9);
    for (const corner of rest) expect(corner.weight).toBeCloseTo(0, 9);
  });

  it('reads across a tile’s edge from the tile beside it', () => {
    // At zoom 1 the tiles meet at longitude 0: a point just east of it still blends column 255
    // of the western tile with column 0 of the eastern one.
    const columns = sampleCorners({ latitude: 40, longitude: 0.01 }, 1).map(({ tile, pixel }) => [
      tile.x,
      pixel % 256,
    ]);
    expect(columns).toEqual([
      [0, 255],
      [1, 0],
      [0, 255],
      [1, 0],
    ]);
  });

  it('wraps round the antimeridian and stays on the grid at the poles', () => {
    const wrapped = sampleCorners({ latitude: 0, longitude: 179.99999 }, 2);
    expect(wrapped.map(({ tile }) => tile.x).sort()).toEqual([0, 0, 3, 3]);
    for (const { tile } of sampleCorners({ latitude: 89.9, longitude: 0 }, 3)) {
      expect(tile.y).toBe(0);
    }
    for (const { tile } of sampleCorners({ latitude: -89.9, longitude: 0 }, 3)) {
      expect(tile.y).toBe(7);
    }
  });
});

describe('bilinearHeight', () => {
  it('reads a plane exactly between pixel centres, across tiles', () => {
    const grids = new Map([
      ['1/0/0', planeTile(0)],
      ['1/1/0', planeTile(1)],
    ]);
    // World pixel (255.75, 100.25) at zoom 1 lies between the centres of columns 255 (tile 0)
    // and 256 (tile 1's column 0) and of rows 99 and 100: the plane there is 255.25 + 1000 × 99.75.
    const longitude = (255.75 / 512) * 360 - 180;
    const latitude = (Math.atan(Math.sinh(Math.PI - (2 * Math.PI * 100.25) / 512)) * 180) / Math.PI;
    const height = bilinearHeight(sampleCorners({ latitude, longitude }, 1), (key) =>
      grids.get(key),
    );
    expect(height).toBeCloseTo(255.25 + 1000 * 99.75, 6);
  });

  it('is null when a tile it needs is missing', () => {
    const grids = new Map([['1/0/0', planeTile(0)]]);
    const corners = sampleCorners({ latitude: 40, longitude: 0.01 }, 1);
    expect(bilinearHeight(corners, (key) => grids.get(key))).toBeNull();
  });
});

describe('tilesUnder and tileBatches', () => {
  // Eastwards along 54.5° N, 0.01° a step: zoom 13 tiles are about 0.044° wide.
  const walk = Array.from({ length: 40 }, (_, i) => ({
    latitude: 54.5,
    longitude: -3.2 + i * 0.01,
  }));

  it('names each tile the points need by its key, the columns the walk crosses', () => {
    const tiles = tilesUnder(walk, 13);
    for (const [key, { z, x, y }] of tiles) expect(key).toBe(`${z}/${x}/${y}`);
    // From -3.2° to -2.81°: columns 4023 to 4032 of zoom 13 (0.044° each).
    expect([...new Set([...tiles.values()].map(({ x }) => x))].sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => 4023 + i),
    );
  });

  it('splits the points in order into runs of at most so many tiles', () => {
    const batches = tileBatches(walk, 13, 4);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.flatMap(({ indices }) => indices)).toEqual(walk.map((_, i) => i));
    for (const { indices, points, tiles } of batches) {
      expect(tiles.size).toBeLessThanOrEqual(4);
      expect(points).toEqual(indices.map((i) => walk[i]));
      expect([...tilesUnder(points, 13).keys()].sort()).toEqual([...tiles.keys()].sort());
    }
    expect(tileBatches(walk, 13, 1000)).toHaveLength(1);
    expect(tileBatches([], 13, 8)).toEqual([]);
  });

  it('refuses runs too small for one point', () => {
    expect(() => tileBatches(walk, 13, 3)).toThrow(RangeError);
  });
});
