import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { colourTile, terrariumTile, type Rgb } from './tile-images.js';

/**
 * Tile servers on 127.0.0.1 for the map: the three sources the app proxies, each at the path
 * its real counterpart uses, with that server's caching headers and conditional requests.
 *
 *   GET /standard/{z}/{x}/{y}.png              OpenStreetMap: a light green PNG
 *   GET /satellite/tile/{z}/{y}/{x}            Esri World Imagery (row before column): dark blue
 *   GET /elevation/terrarium/{z}/{x}/{y}.png   Terrarium heights of `elevation(lon, lat)`
 *
 * Every answer carries an ETag (of its bytes), Last-Modified and Cache-Control (one day, unless
 * changed with `respondWith`); a request whose If-None-Match names the current ETag, or whose
 * If-Modified-Since is not before Last-Modified, answers 304. A coordinate outside the zoom's
 * grid answers 404, as the real servers do.
 */

export interface TileStandInOptions {
  /** Metres above sea level at a point; the default is a plane rising eastwards. */
  elevation?: (lon: number, lat: number) => number;
  /** Milliseconds before each answer, as a distant server takes. */
  latencyMs?: number;
  /** Pads every tile to about this many bytes more (a PNG text chunk): for size caps. */
  padBytes?: number;
}

export interface ReceivedTileRequest {
  method: string;
  /** The path and query, as asked (`/standard/12/2013/1300.png`). */
  path: string;
  headers: IncomingHttpHeaders;
  /** What the stand-in answered. */
  status: number;
}

/** How the stand-in answers from now on (each unset field keeps its normal behaviour). */
export interface TileStandInBehaviour {
  /** Answer every request with this status and a short text body (an outage). */
  status?: number;
  /** Drop the connection without an answer (a network failure). */
  hangUp?: boolean;
  /** Headers to send instead of (or besides) the normal ones: Cache-Control, Content-Type... */
  headers?: Record<string, string>;
  /** Milliseconds before each answer, instead of the `latencyMs` the stand-in started with. */
  latencyMs?: number;
  /**
   * Sources whose requests are never answered (a server that has stopped answering), while the
   * others answer as usual from the same host. They are recorded with status 0 as they arrive.
   */
  stalled?: TileSourceName[];
}

export interface TileStandIn {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** The app's TILES_*_URL variables, pointing here. */
  readonly env: Record<
    'TILES_STANDARD_URL' | 'TILES_SATELLITE_URL' | 'TILES_ELEVATION_URL',
    string
  >;
  /** Every request received, in order. */
  readonly requests: ReceivedTileRequest[];
  /** Changes how the following requests are answered; `respondWith({})` restores the normal. */
  respondWith(behaviour: TileStandInBehaviour): void;
  /** Forgets the requests received (and restores the normal answers). */
  reset(): void;
  close(): Promise<void>;
}

/** The default height field: 1000 m at longitude -3, rising 100 m every 0.01° eastwards. */
export const DEFAULT_ELEVATION = (lon: number): number => 1000 + (lon + 3) * 10_000;

export const STANDARD_COLOUR: Rgb = [170, 211, 160];
export const SATELLITE_COLOUR: Rgb = [28, 52, 92];

// When every tile was "made": fixed, so Last-Modified and ETags do not change between runs.
const LAST_MODIFIED = new Date(Date.UTC(2024, 0, 1)).toUTCString();
const ONE_DAY = 'max-age=86400';
const MAX_ZOOM = 24;

export type TileSourceName = 'standard' | 'satellite' | 'elevation';

const ROUTES: { source: TileSourceName; pattern: RegExp }[] = [
  { source: 'standard', pattern: /^\/standard\/(?<z>\d+)\/(?<x>\d+)\/(?<y>\d+)\.png$/ },
  { source: 'satellite', pattern: /^\/satellite\/tile\/(?<z>\d+)\/(?<y>\d+)\/(?<x>\d+)$/ },
  {
    source: 'elevation',
    pattern: /^\/elevation\/terrarium\/(?<z>\d+)\/(?<x>\d+)\/(?<y>\d+)\.png$/,
  },
];

const sourceOf = (path: string): TileSourceName | undefined =>
  ROUTES.find(({ pattern }) => pattern.test(path))?.source;

const etagOf = (bytes: Buffer): string =>
  `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 20)}"`;

function notModified(headers: IncomingHttpHeaders, etag: string): boolean {
  const match = headers['if-none-match'];
  if (match !== undefined) return match.split(',').some((tag) => tag.trim() === etag);
  const since = headers['if-modified-since'];
  return since !== undefined && Date.parse(since) >= Date.parse(LAST_MODIFIED);
}

export async function startTileStandIn(options: TileStandInOptions = {}): Promise<TileStandIn> {
  const elevation = options.elevation ?? DEFAULT_ELEVATION;
  const padBytes = options.padBytes ?? 0;
  const requests: ReceivedTileRequest[] = [];
  let behaviour: TileStandInBehaviour = {};
  // Terrarium tiles take a few milliseconds to compute; the same one is asked for often.
  const made = new Map<string, Buffer>();

  const tileBytes = (source: string, z: number, x: number, y: number): Buffer => {
    const key = `${source}/${z}/${x}/${y}`;
    let bytes = made.get(key);
    if (!bytes) {
      bytes =
        source === 'elevation'
          ? terrariumTile(z, x, y, elevation, padBytes)
          : colourTile(source === 'standard' ? STANDARD_COLOUR : SATELLITE_COLOUR, x, y, padBytes);
      made.set(key, bytes);
    }
    return bytes;
  };

  const answer = (response: ServerResponse, status: number, headers = {}, body?: Buffer) => {
    response.writeHead(status, { ...headers, ...behaviour.headers }).end(body);
    return status;
  };

  const respond = (
    method: string,
    path: string,
    headers: IncomingHttpHeaders,
    response: ServerResponse,
  ): number => {
    if (behaviour.status !== undefined) {
      return answer(
        response,
        behaviour.status,
        { 'content-type': 'text/plain' },
        Buffer.from('outage'),
      );
    }
    if (method !== 'GET') return answer(response, 405);
    const route = ROUTES.map(({ source, pattern }) => ({ source, match: pattern.exec(path) })).find(
      ({ match }) => match,
    );
    const groups = route?.match?.groups;
    if (!route || !groups) return answer(response, 404, { 'content-type': 'text/plain' });
    const [z, x, y] = [groups.z, groups.x, groups.y].map(Number) as [number, number, number];
    if (z > MAX_ZOOM || x >= 2 ** z || y >= 2 ** z) {
      return answer(response, 404, { 'content-type': 'text/plain' }, Buffer.from('no such tile'));
    }
    const bytes = tileBytes(route.source, z, x, y);
    const etag = etagOf(bytes);
    const caching = { etag, 'last-modified': LAST_MODIFIED, 'cache-control': ONE_DAY };
    if (notModified(headers, etag)) return answer(response, 304, caching);
    return answer(response, 200, { ...caching, 'content-type': 'image/png' }, bytes);
  };

  const server = createServer((request, response) => {
    const record = (status: number) =>
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        status,
      });
    const source = sourceOf(request.url ?? '');
    if (source && behaviour.stalled?.includes(source)) {
      record(0);
      return;
    }
    const reply = () => {
      if (behaviour.hangUp) {
        record(0);
        request.socket.destroy();
        return;
      }
      record(respond(request.method ?? '', request.url ?? '', request.headers, response));
    };
    const latencyMs = behaviour.latencyMs ?? options.latencyMs ?? 0;
    if (latencyMs > 0) setTimeout(reply, latencyMs);
    else reply();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    env: {
      TILES_STANDARD_URL: `${url}/standard/{z}/{x}/{y}.png`,
      TILES_SATELLITE_URL: `${url}/satellite/tile/{z}/{y}/{x}`,
      TILES_ELEVATION_URL: `${url}/elevation/terrarium/{z}/{x}/{y}.png`,
    },
    requests,
    respondWith(next) {
      behaviour = next;
    },
    reset() {
      requests.length = 0;
      behaviour = {};
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
