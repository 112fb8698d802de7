import { type ElevationGrid } from './grid';

/*
 * Terrarium elevation tiles (the AWS open-data "elevation-tiles-prod" set) carry each pixel's
 * height in its colour: metres = R * 256 + G + B / 256 - 32768. Alpha is ignored.
 */

const OFFSET = 32768;

export const terrariumHeight = (r: number, g: number, b: number): number =>
  r * 256 + g + b / 256 - OFFSET;

/** The RGBA pixels of a tile (4 bytes a pixel, as canvas ImageData holds them) as heights. */
export function decodeTerrarium(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
): ElevationGrid {
  const count = width * height;
  if (rgba.length !== count * 4) {
    throw new RangeError(
      `Expected ${count * 4} bytes for ${width}×${height} pixels, got ${rgba.length}`,
    );
  }
  const values = new Float32Array(count);
  for (let pixel = 0, byte = 0; pixel < count; pixel += 1, byte += 4) {
    values[pixel] = terrariumHeight(rgba[byte] ?? 0, rgba[byte + 1] ?? 0, rgba[byte + 2] ?? 0);
  }
  return { width, height, values };
}

/** The colour Terrarium gives a height (rounded to 1/256 m): for test tiles and stand-ins. */
export function encodeTerrarium(metres: number): [r: number, g: number, b: number] {
  const scaled = Math.round((metres + OFFSET) * 256);
  const clamped = Math.min(0xffffff, Math.max(0, scaled));
  return [clamped >> 16, (clamped >> 8) & 0xff, clamped & 0xff];
}

/** RGBA pixels (opaque) for a height field: what a Terrarium tile of these heights decodes to. */
export function encodeTerrariumPixels(
  width: number,
  height: number,
  metresAt: (i: number, j: number) => number,
): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let j = 0; j < height; j += 1) {
    for (let i = 0; i < width; i += 1) {
      const byte = (j * width + i) * 4;
      rgba.set([...encodeTerrarium(metresAt(i, j)), 255], byte);
    }
  }
  return rgba;
}
