import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A place the stand-in knows, found by any word of its name. */
export interface StandInPlace {
  name: string;
  latitude: number;
  longitude: number;
  /** The main OSM tag: `natural=peak`, `place=village`, `tourism=alpine_hut`. */
  key: string;
  value: string;
  region: string;
  country: string;
  /** [south, north, west, east], for places with an area. */
  box?: [number, number, number, number];
}

export interface GeocoderStandInRequest {
  /** `/search` (Nominatim) or `/api` (Photon). */
  path: string;
  query: Record<string, string>;
  userAgent: string | undefined;
  acceptLanguage: string | undefined;
  /** When the request arrived (`performance.now()` of the test process), in ms. */
  receivedAt: number;
  status: number;
}

export interface GeocoderStandIn {
  /** `http://127.0.0.1:<port>`: GEOCODER_URL. */
  readonly url: string;
  readonly requests: GeocoderStandInRequest[];
  /** The places it knows; tests may add their own. */
  readonly places: StandInPlace[];
  /**
   * The next `count` searches answer `status` (429 with `Retry-After: retryAfter`, 1 s unless
   * given; 5xx with the upstream's HTML error page).
   */
  failNext(status: number, options?: { count?: number; retryAfter?: string }): void;
  /** The next `count` searches answer 200 with this body, as it is (a garbled answer). */
  garbleNext(body: string, count?: number): void;
  /** The next `count` searches answer after `ms`. */
  slowNext(ms: number, count?: number): void;
  close(): Promise<void>;
}

/** A few real places, positioned as OpenStreetMap has them. */
export const STAND_IN_PLACES: readonly StandInPlace[] = [
  {
    name: 'Ben Nevis',
    latitude: 56.7968611,
    longitude: -5.0035351,
    key: 'natural',
    value: 'peak',
    region: 'Highland',
    country: 'United Kingdom',
  },
  {
    name: 'Fort William',
    latitude: 56.8194,
    longitude: -5.1052,
    key: 'place',
    value: 'town',
    region: 'Highland',
    country: 'United Kingdom',
    box: [56.79, 56.85, -5.15, -5.06],
  },
  {
    name: 'Refuge du Goûter',
    latitude: 45.8505,
    longitude: 6.8321,
    key: 'tourism',
    value: 'alpine_hut',
    region: 'Auvergne-Rhône-Alpes',
    country: 'France',
  },
  {
    name: 'Zermatt',
    latitude: 46.0207,
    longitude: 7.7491,
    key: 'place',
    value: 'village',
    region: 'Valais',
    country: 'Switzerland',
    box: [45.93, 46.09, 7.62, 7.89],
  },
];

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Places whose name holds every word searched (at a word's start). */
const matching = (places: StandInPlace[], query: string): StandInPlace[] => {
  const wanted = words(query);
  return places.filter((place) => {
    const have = words(place.name);
    return wanted.length > 0 && wanted.every((word) => have.some((w) => w.startsWith(word)));
  });
};

// Nominatim's jsonv2 entry: coordinates and the bounding box as strings.
const nominatimEntry = (place: StandInPlace, index: number) => {
  const [south, north, west, east] = place.box ?? [
    place.latitude - 0.05,
    place.latitude + 0.05,
    place.longitude - 0.05,
    place.longitude + 0.05,
  ];
  return {
    place_id: 1000 + index,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'node',
    osm_id: 5000 + index,
    lat: String(place.latitude),
    lon: String(place.longitude),
    category: place.key,
    type: place.value,
    place_rank: 18,
    importance: 0.5 - index / 100,
    addresstype: place.value,
    name: place.name,
    display_name: [place.name, place.region, place.country].join(', '),
    boundingbox: [south, north, west, east].map(String),
  };
};

// Photon's GeoJSON feature: [lon, lat]; the extent, for areas, as [west, north, east, south].
const photonFeature = (place: StandInPlace, index: number) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] },
  properties: {
    osm_type: 'N',
    osm_id: 5000 + index,
    osm_key: place.key,
    osm_value: place.value,
    type: place.key === 'place' ? 'city' : 'other',
    name: place.name,
    state: place.region,
    country: place.country,
    countrycode: 'XX',
    ...(place.box ? { extent: [place.box[2], place.box[1], place.box[3], place.box[0]] } : {}),
  },
});

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
};

/**
 * The two geocoders place search speaks to, on 127.0.0.1:
 *
 *   GET /search?q=...&format=jsonv2&limit=N[&accept-language=...]   Nominatim: a JSON array
 *   GET /api?q=...&limit=N[&lang=en|de|fr]                          Photon: a FeatureCollection
 *
 * As the real ones do, Nominatim refuses a request without a User-Agent of its own (403, its
 * usage policy) and answers 400 with `{ error: { code, message } }` for a missing q or another
 * format; Photon answers 400 `{ message }` for a missing q or a language it lacks. Every request
 * is recorded with when it arrived; 429 (with Retry-After), 5xx, garbled and slow answers on
 * demand.
 */
export async function startGeocoderStandIn(): Promise<GeocoderStandIn> {
  const requests: GeocoderStandInRequest[] = [];
  const places = [...STAND_IN_PLACES];
  const failures: { status: number; retryAfter: string }[] = [];
  const garbled: string[] = [];
  const delays: number[] = [];

  const answer = (request: IncomingMessage, response: ServerResponse, url: URL): number => {
    const query = Object.fromEntries(url.searchParams);
    const userAgent = request.headers['user-agent'];
    const failure = failures.shift();
    if (failure?.status === 429) {
      response.writeHead(429, { 'retry-after': failure.retryAfter, 'content-type': 'text/html' });
      response.end('<html><body><h1>Too Many Requests</h1></body></html>');
      return 429;
    }
    if (failure) {
      response.writeHead(failure.status, { 'content-type': 'text/html' });
      response.end(`<html><body><h1>${failure.status} Server Error</h1></body></html>`);
      return failure.status;
    }
    const garble = garbled.shift();
    if (garble !== undefined) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(garble);
      return 200;
    }
    const limit = Math.min(Number(query.limit ?? 10) || 10, 50);
    if (url.pathname === '/search') {
      if (!userAgent || /^(node|undici|axios|curl)/i.test(userAgent)) {
        response.writeHead(403, { 'content-type': 'text/html' });
        response.end('<html><body>Access blocked: see the usage policy</body></html>');
        return 403;
      }
      if (!query.q || query.format !== 'jsonv2') {
        json(response, 400, { error: { code: 400, message: 'Parameter q or format missing' } });
        return 400;
      }
      json(response, 200, matching(places, query.q).slice(0, limit).map(nominatimEntry));
      return 200;
    }
    if (url.pathname === '/api') {
      if (!query.q) {
        json(response, 400, { message: "missing search term 'q': /?q=berlin" });
        return 400;
      }
      if (query.lang && !['default', 'en', 'de', 'fr'].includes(query.lang)) {
        json(response, 400, { message: `language ${query.lang} is not supported` });
        return 400;
      }
      const features = matching(places, query.q).slice(0, limit).map(photonFeature);
      json(response, 200, { type: 'FeatureCollection', features });
      return 200;
    }
    json(response, 404, { message: 'not found' });
    return 404;
  };

  const server = createServer((request, response) => {
    const receivedAt = performance.now();
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const record = (status: number) =>
      requests.push({
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        userAgent: request.headers['user-agent'],
        acceptLanguage: request.headers['accept-language'],
        receivedAt,
        status,
      });
    const delay = delays.shift() ?? 0;
    const respond = () => record(answer(request, response, url));
    if (delay > 0) setTimeout(respond, delay);
    else respond();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    places,
    failNext(status, { count = 1, retryAfter = '1' } = {}) {
      for (let i = 0; i < count; i += 1) failures.push({ status, retryAfter });
    },
    garbleNext(body, count = 1) {
      for (let i = 0; i < count; i += 1) garbled.push(body);
    },
    slowNext(ms, count = 1) {
      for (let i = 0; i < count; i += 1) delays.push(ms);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
