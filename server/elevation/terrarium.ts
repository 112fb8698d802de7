import { convertIndexedToRgb, decode } from 'fast-png';
import { TERRARIUM_TILE_SIZE, terrariumMetres } from '@server/domain/terrarium-sampling.js';

/** A Terrarium tile's heights in metres, row by row from the north-west corner. */
export interface HeightGrid {
  size: number;
  heights: Float32Array;
}

/** The width and height a PNG's header declares (IHDR), read before any pixel is inflated. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * Decodes a Terrarium PNG (8-bit truecolour, with or without alpha, or indexed) into heights,
 * in pure JavaScript (fast-png). Throws on anything that is not a 256 × 256 8-bit PNG: its size
 * is checked from the header first, so a hostile upstream cannot make it inflate gigabytes.
 */
export function decodeTerrarium(bytes: Uint8Array): HeightGrid {
  const declared = pngSize(bytes);
  if (declared?.width !== TERRARIUM_TILE_SIZE || declared.height !== TERRARIUM_TILE_SIZE) {
    throw new Error('not a 256 × 256 PNG');
  }
  const png = decode(bytes);
  if (png.depth !== 8) throw new Error(`a ${png.depth}-bit PNG, not 8-bit`);
  const rgb = png.palette ? convertIndexedToRgb(png) : png.data;
  const channels = png.palette ? (png.palette[0]?.length ?? 3) : png.channels;
  if (channels < 3) throw new Error('a grey PNG, not RGB');
  const heights = new Float32Array(TERRARIUM_TILE_SIZE * TERRARIUM_TILE_SIZE);
  for (let pixel = 0; pixel < heights.length; pixel += 1) {
    const at = pixel * channels;
    heights[pixel] = terrariumMetres(rgb[at] ?? 0, rgb[at + 1] ?? 0, rgb[at + 2] ?? 0);
  }
  return { size: TERRARIUM_TILE_SIZE, heights };
}
