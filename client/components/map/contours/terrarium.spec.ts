import { describe, expect, it } from 'vitest';
import {
  decodeTerrarium,
  encodeTerrarium,
  encodeTerrariumPixels,
  terrariumHeight,
} from './terrarium';

describe('Terrarium heights', () => {
  it('reads R 128, G 0, B 0 as sea level', () => {
    expect(terrariumHeight(128, 0, 0)).toBe(0);
  });

  it('reads 1000 m and -50 m from their colours', () => {
    // 1000 + 32768 = 33768 = 131 * 256 + 232; 32718 = 127 * 256 + 206.
    expect(terrariumHeight(131, 232, 0)).toBe(1000);
    expect(terrariumHeight(127, 206, 0)).toBe(-50);
  });

  it('reads fractions of a metre from blue', () => {
    expect(terrariumHeight(128, 10, 128)).toBe(10.5);
    expect(terrariumHeight(0, 0, 0)).toBe(-32768);
  });

  it('encodes heights to the colours it reads back', () => {
    expect(encodeTerrarium(0)).toEqual([128, 0, 0]);
    expect(encodeTerrarium(1000)).toEqual([131, 232, 0]);
    expect(encodeTerrarium(-50)).toEqual([127, 206, 0]);
    for (const metres of [-432.25, 0.5, 978.75, 8848.5]) {
      expect(terrariumHeight(...encodeTerrarium(metres))).toBe(metres);
    }
  });

  it('decodes RGBA pixels row by row into a grid, ignoring alpha', () => {
    const rgba = new Uint8ClampedArray([
      128, 0, 0, 255, 131, 232, 0, 0, 127, 206, 0, 255, 128, 1, 64, 255,
    ]);
    const grid = decodeTerrarium(rgba, 2, 2);
    expect(grid.width).toBe(2);
    expect(grid.height).toBe(2);
    expect(Array.from(grid.values)).toEqual([0, 1000, -50, 1.25]);
  });

  it('decodes a tile made from a height field back to its heights', () => {
    const grid = decodeTerrarium(
      encodeTerrariumPixels(4, 3, (i, j) => i * 10 - j),
      4,
      3,
    );
    expect(grid.values[2 * 4 + 3]).toBe(28);
  });

  it('refuses pixels that do not fill the size given', () => {
    expect(() => decodeTerrarium(new Uint8Array(12), 2, 2)).toThrow(RangeError);
  });
});
