import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';
import decodeWebp, { init as initWebpDecoder } from '@jsquash/webp/decode.js';
import { Jimp } from 'jimp';

/**
 * Images built by the tests themselves (small and deterministic, no binary fixtures), hostile
 * ones among them, and a decoder for what the server sends back.
 */

export type JimpImage = Awaited<ReturnType<typeof Jimp.read>>;

const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

/** An image in one colour (opaque unless the colour's alpha says otherwise). */
export const solidImage = (width: number, height: number, color = 0x2f855aff): JimpImage =>
  new Jimp({ width, height, color }) as JimpImage;

/** An image whose left half is red and right half blue: shows which way it was turned. */
export function redLeftBlueRight(width: number, height: number): JimpImage {
  const image = solidImage(width, height, 0x0000ffff);
  image.scan(0, 0, Math.floor(width / 2), height, (_x, _y, index) => {
    image.bitmap.data.writeUInt32BE(0xff0000ff, index);
  });
  return image;
}

export const pngOf = (width: number, height: number, color?: number): Promise<Buffer> =>
  solidImage(width, height, color).getBuffer('image/png');

/** A PNG whose IHDR claims `width` × `height` (checksum fixed), with a 2 × 2 image's data. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngOf(2, 2));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  // The CRC covers the chunk type and data: bytes 12 to 29.
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The signature and the IHDR chunk, nothing more: 33 bytes whose header reads as a PNG. */
export const pngHeaderOnly = async (width = 64, height = 48): Promise<Buffer> =>
  (await pngClaiming(width, height)).subarray(0, PNG_SIGNATURE.length + 25);

export interface ExifTags {
  /** EXIF orientation, 1 to 8 (6: the camera was turned a quarter clockwise). */
  orientation: number;
  /** Degrees, minutes and hundredths of seconds, north and east. */
  latitude: [number, number, number];
  longitude: [number, number, number];
}

/** A little-endian TIFF block: IFD0 (orientation, GPS pointer), the GPS IFD, its rationals. */
function exifBlock({ orientation, latitude, longitude }: ExifTags): Buffer {
  const tiff = Buffer.alloc(140);
  tiff.write('II', 0, 'ascii');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    if (type === 3) tiff.writeUInt16LE(value, at + 8);
    else tiff.writeUInt32LE(value, at + 8);
  };
  const [SHORT, LONG, ASCII, RATIONAL] = [3, 4, 2, 5];
  tiff.writeUInt16LE(2, 8);
  entry(10, 0x0112, SHORT, 1, orientation);
  entry(22, 0x8825, LONG, 1, 38); // the GPS IFD's offset
  tiff.writeUInt32LE(0, 34);
  tiff.writeUInt16LE(4, 38);
  entry(40, 0x0001, ASCII, 2, 0);
  tiff.write('N', 48, 'ascii');
  entry(52, 0x0002, RATIONAL, 3, 92);
  entry(64, 0x0003, ASCII, 2, 0);
  tiff.write('E', 72, 'ascii');
  entry(76, 0x0004, RATIONAL, 3, 116);
  tiff.writeUInt32LE(0, 88);
  [...latitude, ...longitude].forEach((value, i) => {
    tiff.writeUInt32LE(value, 92 + i * 8);
    tiff.writeUInt32LE(i % 3 === 2 ? 100 : 1, 96 + i * 8);
  });
  return tiff;
}

/** The GPS latitude as it is written in the EXIF block: found in a file, it leaks the place. */
export const gpsLatitudeBytes = (tags: ExifTags): Buffer => exifBlock(tags).subarray(92, 116);

/** A JPEG of `image` with an EXIF APP1 segment (orientation and GPS position) after its SOI. */
export async function jpegWithExif(image: JimpImage, tags: ExifTags): Promise<Buffer> {
  const jpeg = Buffer.from(await image.getBuffer('image/jpeg', { quality: 95 }));
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'ascii'), exifBlock(tags)]);
  const marker = Buffer.from([0xff, 0xe1, 0, 0]);
  marker.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), marker, payload, jpeg.subarray(2)]);
}

let webpDecoderReady: Promise<unknown> | undefined;

/** Decodes a JPEG, PNG or WebP (Jimp reads no WebP; the server's own decoder does). */
export async function decodeImage(bytes: Buffer): Promise<JimpImage> {
  if (bytes.subarray(8, 12).toString('ascii') !== 'WEBP') return Jimp.read(bytes);
  webpDecoderReady ??= readFile(
    createRequire(import.meta.url).resolve('@jsquash/webp/codec/dec/webp_dec.wasm'),
  ).then((wasm) =>
    initWebpDecoder({ wasmBinary: new Uint8Array(wasm).buffer } as Parameters<
      typeof initWebpDecoder
    >[0]),
  );
  await webpDecoderReady;
  const own = new Uint8Array(bytes).buffer;
  const { data, width, height } = (await decodeWebp(own)) as {
    data: Uint8ClampedArray;
    width: number;
    height: number;
  };
  return Jimp.fromBitmap({ data: Buffer.from(data.buffer), width, height }) as JimpImage;
}

/**
 * A phone-sized JPEG: `width` × `height` pixels of noise in its top `noisyShare` of rows (noise
 * does not compress, so the share sets the file size) over a flat colour.
 */
export async function largeJpeg(
  width: number,
  height: number,
  noisyShare: number,
): Promise<Buffer> {
  const image = solidImage(width, height, 0x4a7c59ff);
  const data = image.bitmap.data;
  const noisyBytes = Math.floor(height * noisyShare) * width * 4;
  let seed = 1;
  for (let at = 0; at < noisyBytes; at += 4) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    data[at] = seed >>> 24;
    data[at + 1] = (seed >>> 16) & 255;
    data[at + 2] = (seed >>> 8) & 255;
  }
  return Buffer.from(await image.getBuffer('image/jpeg', { quality: 90 }));
}
