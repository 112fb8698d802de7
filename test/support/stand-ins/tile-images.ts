import { crc32, deflateSync } from 'node:zlib';

/**
 * The images the tile stand-in serves: real PNGs (8-bit RGB), encoded here with node:zlib so
 * that thousands of tiles cost a few milliseconds each.
 */

export const TILE_SIZE = 256;

const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A PNG of `width` × `height` RGB pixels (3 bytes each, rows top to bottom). `padBytes` adds a
 * tEXt chunk of that many bytes, which decoders skip: a tile of a chosen size, for the cache's
 * size cap.
 */
export function encodePng(rgb: Uint8Array, width: number, height: number, padBytes = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  const rowBytes = width * 3;
  const raw = Buffer.alloc((rowBytes + 1) * height);
  for (let row = 0; row < height; row += 1) {
    // Filter type 0 (none) leads each row.
    raw.set(rgb.subarray(row * rowBytes, (row + 1) * rowBytes), row * (rowBytes + 1) + 1);
  }
  const padding =
    padBytes > 0 ? [chunk('tEXt', Buffer.from(`Comment\0${'.'.repeat(padBytes)}`, 'latin1'))] : [];
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    ...padding,
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A tile's pixel centre on the globe (Web Mercator, `TILE_SIZE` pixels a tile). */
export function pixelCentre(
  z: number,
  x: number,
  y: number,
  i: number,
  j: number,
): { lon: number; lat: number } {
  const worldPixels = TILE_SIZE * 2 ** z;
  const px = x * TILE_SIZE + i + 0.5;
  const py = y * TILE_SIZE + j + 0.5;
  const lon = (px / worldPixels) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * py) / worldPixels))) * 180) / Math.PI;
  return { lon, lat };
}

export type Rgb = readonly [number, number, number];

/**
 * The colour a Terrarium tile gives a height, rounded to 1/256 m: metres = R * 256 + G + B / 256
 * - 32768. (The client's decoder, client/components/map/contours/terrarium.ts, reads it back;
 * its extension-less imports keep it out of the server's TypeScript project, so it is not
 * imported here.)
 */
export function terrariumColour(metres: number): Rgb {
  const scaled = Math.round((metres + 32768) * 256);
  const clamped = Math.min(0xffffff, Math.max(0, scaled));
  return [clamped >> 16, (clamped >> 8) & 0xff, clamped & 0xff];
}

/**
 * A base-map tile in `colour`, its (x + y) chequer a little darker and a one-pixel darker
 * border, so a screenshot shows which source it came from and where the tiles meet.
 */
export function colourTile(colour: Rgb, x: number, y: number, padBytes = 0): Buffer {
  const rgb = new Uint8Array(TILE_SIZE * TILE_SIZE * 3);
  const shade = (x + y) % 2 === 0 ? 1 : 0.92;
  for (let j = 0; j < TILE_SIZE; j += 1) {
    for (let i = 0; i < TILE_SIZE; i += 1) {
      const edge = i === 0 || j === 0 ? 0.8 : 1;
      const at = (j * TILE_SIZE + i) * 3;
      for (let c = 0; c < 3; c += 1) rgb[at + c] = Math.round((colour[c] ?? 0) * shade * edge);
    }
  }
  return encodePng(rgb, TILE_SIZE, TILE_SIZE, padBytes);
}

/** A Terrarium tile of the height field, sampled at each pixel's centre. */
export function terrariumTile(
  z: number,
  x: number,
  y: number,
  elevation: (lon: number, lat: number) => number,
  padBytes = 0,
): Buffer {
  const rgb = new Uint8Array(TILE_SIZE * TILE_SIZE * 3);
  for (let j = 0; j < TILE_SIZE; j += 1) {
    for (let i = 0; i < TILE_SIZE; i += 1) {
      const { lon, lat } = pixelCentre(z, x, y, i, j);
      rgb.set(terrariumColour(elevation(lon, lat)), (j * TILE_SIZE + i) * 3);
    }
  }
  return encodePng(rgb, TILE_SIZE, TILE_SIZE, padBytes);
}
