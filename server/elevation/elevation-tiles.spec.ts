import { describe, expect, it } from 'vitest';
import { chooseZoom, corners, tilesFor } from './elevation-tiles.js';

describe('corners', () => {
  it('weighs the four pixel centres around a point, the weights adding up to 1', () => {
    const found = corners(46.5, 7.5, 13);
    expect(found).toHaveLength(4);
    expect(found.reduce((sum, corner) => sum + corner.weight, 0)).toBeCloseTo(1, 12);
    // At zoom 13, longitude 7.5 lies in tile column floor((7.5 + 180) / 360 × 8192) = 4266.
    expect(found[0]?.tile).toMatchObject({ z: 13, x: 4266 });
  });

  it('wraps round the antimeridian instead of leaving the grid', () => {
    const found = corners(0, 179.99999, 2);
    expect(found.map(({ tile }) => tile.x).sort()).toEqual([0, 0, 3, 3]);
  });

  it('stays on the grid at the poles', () => {
    for (const { tile } of corners(89.9, 0, 3)) expect(tile.y).toBe(0);
    for (const { tile } of corners(-89.9, 0, 3)) expect(tile.y).toBe(7);
  });
});

describe('chooseZoom', () => {
  it('reads a short walk at zoom 13 from a few tiles', () => {
    const walk = Array.from({ length: 200 }, (_, i) => ({
      latitude: 46.5 + i * 1e-4,
      longitude: 7.5 + i * 1e-4,
    }));
    const { z, tiles } = chooseZoom(walk, 13, 64);
    expect(z).toBe(13);
    expect(tiles.size).toBeLessThanOrEqual(4);
  });

  it('reads a 2,000 km trail at a lower zoom, never from more than 64 tiles', () => {
    const trail = Array.from({ length: 20_000 }, (_, i) => ({
      latitude: 32.6 + i * 9e-4,
      longitude: -116.5 - i * 2e-4,
    }));
    const { z, tiles } = chooseZoom(trail, 13, 64);
    expect(z).toBeLessThan(13);
    expect(tiles.size).toBeLessThanOrEqual(64);
    expect(tilesFor(trail, z + 1).size).toBeGreaterThan(64);
  });
});
