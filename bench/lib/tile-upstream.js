import { createServer } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';

/**
 * A tile server on 127.0.0.1 for the tile bench: every `GET /{z}/{x}/{y}.png` answers the same
 * 256 × 256 PNG after `latencyMs`, with a day's Cache-Control and an ETag, as OpenStreetMap's
 * servers do. The image is 4 × 4-pixel blocks of pseudo-random colours, so it compresses to
 * about the size of a real map tile (tens of kB), not to the few hundred bytes of a flat colour.
 *
 * @typedef {{ url: string, tile: Buffer, requests: () => number, close: () => Promise<void> }}
 *   TileUpstream
 */

/**
 * @param {string} type
 * @param {Buffer} data
 */
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The bench's tile: a real PNG of 8-bit RGB. */
export function benchTile() {
  const size = 256;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((size * 3 + 1) * size);
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed >> 16;
  };
  const blocks = Array.from({ length: (size / 4) ** 2 }, () => [random(), random(), random()]);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const colour = blocks[Math.floor(y / 4) * (size / 4) + Math.floor(x / 4)] ?? [0, 0, 0];
      raw.set(
        colour.map((c) => c & 0xf0),
        y * (size * 3 + 1) + 1 + x * 3,
      );
    }
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * @param {{ latencyMs: number }} options
 * @returns {Promise<TileUpstream>}
 */
export async function startTileUpstream({ latencyMs }) {
  const tile = benchTile();
  let requests = 0;
  const server = createServer((request, response) => {
    requests += 1;
    setTimeout(() => {
      if (!/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
        response.writeHead(404).end();
        return;
      }
      response
        .writeHead(200, {
          'content-type': 'image/png',
          'content-length': tile.length,
          'cache-control': 'max-age=86400',
          etag: '"bench-tile"',
        })
        .end(tile);
    }, latencyMs);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    tile,
    requests: () => requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
