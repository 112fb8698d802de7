import { describe, expect, it } from 'vitest';
import { encodePng, terrariumColour } from '@test/support/stand-ins/tile-images.js';
import { terrariumMetres } from '@server/domain/terrarium-sampling.js';
import { decodeTerrarium } from './terrarium.js';

const SIZE = 256;

/** A Terrarium PNG whose pixel (i, j) holds `metres(i, j)`, as RGB or RGBA. */
function tile(metres: (i: number, j: number) => number, size = SIZE): Buffer {
  const rgb = new Uint8Array(size * size * 3);
  for (let j = 0; j < size; j += 1) {
    for (let i = 0; i < size; i += 1) rgb.set(terrariumColour(metres(i, j)), (j * size + i) * 3);
  }
  return encodePng(rgb, size, size);
}

describe('terrariumMetres', () => {
  it('reads R × 256 + G + B / 256 − 32768', () => {
    expect(terrariumMetres(128, 0, 0)).toBe(0);
    expect(terrariumMetres(131, 232, 128)).toBe(1000.5);
    expect(terrariumMetres(0, 0, 0)).toBe(-32768);
  });
});

describe('decodeTerrarium', () => {
  it('decodes every pixel of an RGB tile to its height, to 1/256 m', () => {
    const grid = decodeTerrarium(tile((i, j) => 100.25 + i - j * 0.5));
    expect(grid.size).toBe(256);
    expect(grid.heights[0]).toBe(100.25);
    expect(grid.heights[255]).toBe(355.25);
    expect(grid.heights[256 * 10 + 3]).toBe(98.25);
    expect(grid.heights[256 * 256 - 1]).toBeCloseTo(100.25 + 255 - 127.5, 2);
  });

  it('refuses a PNG that is not a 256-pixel tile, from its header', () => {
    expect(() => decodeTerrarium(tile(() => 0, 16))).toThrow('not a 256 × 256 PNG');
    expect(() => decodeTerrarium(Buffer.from('not a png at all, and long enough'))).toThrow();
  });
});
