import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { createDeflate, crc32 } from 'node:zlib';
import { Jimp } from 'jimp';

/**
 * Files the memory bench uploads, made here (no binary fixtures): typical ones for the load and
 * hostile ones that the cheap checks let through to the workers.
 */

/**
 * A GPX 1.1 track of `points` points, each with elevation and time, as a GPS watch writes it
 * (about 100 bytes a point): elevations included, so no elevation tile is asked for.
 *
 * @param {number} points
 * @param {string} name
 */
export function trackGpx(points, name) {
  const lines = Array.from({ length: points }, (_, i) => {
    const lat = (46 + i * 0.00002).toFixed(6);
    const lon = (7 + Math.sin(i / 300) * 0.01 + i * 0.00001).toFixed(6);
    const time = new Date(Date.UTC(2026, 7, 14, 6) + i * 5000).toISOString();
    return `<trkpt lat="${lat}" lon="${lon}"><ele>${(1200 + (i % 700)).toFixed(1)}</ele><time>${time}</time></trkpt>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<gpx version="1.1" creator="bench" xmlns="http://www.topografix.com/GPX/1/1">' +
    `<metadata><name>${name}</name></metadata><trk><name>${name}</name><trkseg>\n` +
    `${lines.join('\n')}\n</trkseg></trk></gpx>\n`
  );
}

/**
 * Just under 10 MB (the upload limit) of bare track points: a million elements less a few, so
 * it passes the reader's first pass (at most 1,000,000 elements, 64 deep) and reaches the XML
 * parser, whose DOM of it needs more than a gigabyte.
 */
export function hostileGpx() {
  const points = 999_000;
  return (
    '<?xml version="1.0"?>\n<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">' +
    `<trk><trkseg>${'<trkpt/>'.repeat(points)}</trkseg></trk></gpx>\n`
  );
}

/**
 * A phone photo's size in pixels (12 megapixels, 4000 × 3000) as a JPEG: a gradient with some
 * noise, so it compresses as a photo does (a few MB) rather than to nothing.
 */
export async function phonePhotoJpeg() {
  const width = 4000;
  const height = 3000;
  const image = new Jimp({ width, height, color: 0x000000ff });
  const data = image.bitmap.data;
  let seed = 7;
  for (let i = 0; i < data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const x = (i / 4) % width;
    const y = Math.floor(i / 4 / width);
    data[i] = (x * 255) / width + (seed & 15);
    data[i + 1] = (y * 255) / height + ((seed >> 4) & 15);
    data[i + 2] = 128 + ((seed >> 8) & 31);
  }
  return Buffer.from(await image.getBuffer('image/jpeg', { quality: 85 }));
}

/** @param {string} type @param {Buffer} data */
function pngChunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** @param {number} width @param {number} height */
function pngHeader(width, height) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter, no interlace
  return pngChunk('IHDR', header);
}

const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

/**
 * A PNG of `width` × `height` pixels in one colour (RGBA): a decompression bomb, a few hundred
 * kB that decode to 4 bytes a pixel. Its rows are deflated as they are made, so making it costs
 * the bench no decoded image of its own.
 *
 * @param {number} width
 * @param {number} height
 */
export async function solidPng(width, height) {
  const row = Buffer.alloc(1 + width * 4);
  for (let x = 0; x < width; x += 1) row.set([47, 133, 90, 255], 1 + x * 4);
  const rows = Readable.from(
    (function* () {
      for (let y = 0; y < height; y += 1) yield row;
    })(),
  );
  const data = await buffer(rows.pipe(createDeflate({ level: 9 })));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(width, height),
    pngChunk('IDAT', data),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A PNG whose header claims `width` × `height` pixels around the data of a 1 × 1 image: what a
 * decompression bomb past the pixel limit looks like to the server's first check.
 *
 * @param {number} width
 * @param {number} height
 */
export async function pngClaiming(width, height) {
  const small = await solidPng(1, 1);
  const header = pngHeader(width, height);
  return Buffer.concat([
    PNG_SIGNATURE,
    header,
    small.subarray(PNG_SIGNATURE.length + header.length),
  ]);
}
