/**
 * The screens the Lighthouse bench audits (run.js) and profiles (long-tasks.js), and the data
 * they show: one user with 5,000 gear items and a 500-line pack (the bench's seeded hiker), a
 * trip with a 15 km route (korita-zbevnica.gpx), both public under a username.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { HttpClient } from '../lib/http-client.js';
import { seedHiker } from '../lib/seed-hiker.js';
import { launchServer } from '../lib/server.js';
import { startTileUpstream } from '../lib/tile-upstream.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ROUTE_FILE = new URL('../../test/fixtures/gpx/korita-zbevnica.gpx', import.meta.url);
/** client/lib/current-user.ts: where the app keeps the signed-in user. */
export const CURRENT_USER_KEY = 'pack.auth.user';

/**
 * @typedef {{ name: string, path: string, signedIn: boolean }} Screen
 */

/** @param {{ packId: string, tripId: string, username: string, packSlug: string }} data */
export function screensOf({ packId, tripId, username, packSlug }) {
  /** @type {Screen[]} */
  const screens = [
    { name: 'landing', path: '/', signedIn: false },
    { name: 'marketing', path: '/marketing', signedIn: false },
    { name: 'login', path: '/login', signedIn: false },
    { name: 'public profile', path: `/u/${username}`, signedIn: false },
    { name: 'public pack 500', path: `/u/${username}/pack/${packSlug}`, signedIn: false },
    { name: 'public trip 15 km', path: `/u/${username}/trip/${tripId}`, signedIn: false },
    { name: 'gear 5,000', path: '/gear', signedIn: true },
    { name: 'bundles', path: '/bundles', signedIn: true },
    { name: 'packs', path: '/packs', signedIn: true },
    { name: 'pack 500', path: `/packs/${packId}`, signedIn: true },
    { name: 'checklist 500', path: `/packs/${packId}/checklist`, signedIn: true },
    { name: 'trips', path: '/trips', signedIn: true },
    { name: 'trip 15 km', path: `/trips/${tripId}`, signedIn: true },
    { name: 'map', path: '/map', signedIn: true },
    { name: 'account', path: '/account', signedIn: true },
    { name: 'track', path: '/track', signedIn: true },
    { name: 'search', path: '/search', signedIn: true },
  ];
  return screens;
}

/**
 * The hiker's pack and a 15 km trip, both public under a username.
 *
 * @param {{ baseUrl: string, server: object }} context
 */
export async function seed(context) {
  const hiker = await seedHiker(context);
  // The hiker's session, for the writes below.
  const client = new HttpClient(context.baseUrl);
  for (const pair of hiker.cookie.split('; ')) {
    const at = pair.indexOf('=');
    client.cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  const username = `lighthouse${Date.now().toString(36)}`;
  await client.json('PATCH', '/api/account', { username, profilePublic: true });
  /** @type {{ slug: string }} */
  const pack = await client.json('PATCH', `/api/packs/${hiker.packId}`, { isPublic: true });
  const form = new FormData();
  form.set('file', new Blob([await readFile(ROUTE_FILE)]), 'korita-zbevnica.gpx');
  const response = await client.fetch('/api/trips/import', { method: 'POST', body: form });
  if (response.status !== 201) throw new Error(`The trip import answered ${response.status}`);
  /** @type {{ id: string }} */
  const trip = await response.json();
  await client.json('PATCH', `/api/trips/${trip.id}`, { isPublic: true });
  const user = await client.json('GET', '/api/auth/me');
  return {
    cookie: hiker.cookie,
    user,
    packId: hiker.packId,
    tripId: trip.id,
    username,
    packSlug: pack.slug,
  };
}

/**
 * The screens whose names start with one of `wanted` (all when it is empty).
 *
 * @param {Screen[]} screens
 * @param {string[]} wanted
 */
export const pickScreens = (screens, wanted) =>
  screens.filter(
    (screen) => wanted.length === 0 || wanted.some((name) => screen.name.startsWith(name)),
  );

/**
 * With LIGHTHOUSE_TILES=unreachable, the tile servers refuse every connection, as on a machine
 * with no way out (the map says so, and draws no tiles): what a firewalled self-hoster's phone
 * would score.
 */
const TILES_UNREACHABLE = process.env.LIGHTHOUSE_TILES === 'unreachable';
/** A port on 127.0.0.1 nothing listens on (the discard service's, unused here). */
const REFUSING_TILE_URL = 'http://127.0.0.1:9/{z}/{x}/{y}.png';

/**
 * The built server, its map tiles from a stand-in upstream on 127.0.0.1 (nothing leaves the
 * machine) with the per-address tile limit off: the screens ask for many.
 */
export async function startScreensServer() {
  const upstream = await startTileUpstream({ latencyMs: 20 });
  const tileUrl = TILES_UNREACHABLE ? REFUSING_TILE_URL : `${upstream.url}/{z}/{x}/{y}.png`;
  const server = await launchServer({
    root: ROOT,
    env: {
      TILES_STANDARD_URL: tileUrl,
      TILES_SATELLITE_URL: tileUrl,
      TILES_ELEVATION_URL: tileUrl,
      TILE_RATE_LIMIT_PER_MINUTE: '0',
    },
  });
  return { upstream, server };
}
