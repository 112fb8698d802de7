/**
 * Lighthouse on every screen of the built app, as Lighthouse runs by default: a mobile device
 * (Moto G Power, 412 px), simulated throttling (slow 4G, 4x CPU), an empty HTTP cache. Prints each
 * screen's four category scores and the figures the performance score is made of.
 *
 * Lighthouse is big (176 MB installed), so it has a package of its own here, installed on first
 * use, and the app's `npm ci` stays lean. Run `npm run bench:lighthouse` (builds first) or
 * `node bench/lighthouse/run.js [screen ...]` against the current build.
 *
 * The data: one user with 5,000 gear items and a 500-line pack (the bench's seeded hiker), a
 * trip with a 15 km route (korita-zbevnica.gpx), both public under a username, and tiles from a
 * stand-in upstream on 127.0.0.1 (nothing leaves the machine).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumPath } from '../lib/browser.js';
import { formatTable } from '../lib/format.js';
import { HttpClient } from '../lib/http-client.js';
import { seedHiker } from '../lib/seed-hiker.js';
import { launchServer } from '../lib/server.js';
import { startTileUpstream } from '../lib/tile-upstream.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Each screen's whole Lighthouse report (gitignored), to see what a score is made of. */
const RESULTS = new URL('../results/lighthouse/', import.meta.url);
const ROUTE_FILE = new URL('../../test/fixtures/gpx/korita-zbevnica.gpx', import.meta.url);
/** client/lib/current-user.ts: where the app keeps the signed-in user. */
const CURRENT_USER_KEY = 'pack.auth.user';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The figures behind the performance score, in Lighthouse's audit ids. */
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};

/**
 * @typedef {{ name: string, path: string, signedIn: boolean }} Screen
 */

/** @param {{ packId: string, tripId: string, username: string, packSlug: string }} data */
function screensOf({ packId, tripId, username, packSlug }) {
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
async function seed(context) {
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
 * Signs the browser in (the session cookie and the stored user) or out.
 *
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} baseUrl
 * @param {{ cookie: string, user: unknown } | undefined} account
 */
async function setSignedIn(browser, baseUrl, account) {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/api/health`);
  const { hostname } = new URL(baseUrl);
  const existing = await page.cookies();
  if (existing.length > 0) await page.deleteCookie(...existing);
  if (account) {
    const cookies = account.cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/' };
    });
    await page.setCookie(...cookies);
  }
  await page.evaluate(
    (key, value) => (value === null ? localStorage.clear() : localStorage.setItem(key, value)),
    CURRENT_USER_KEY,
    account ? JSON.stringify(account.user) : null,
  );
  await page.close();
}

/**
 * One Lighthouse run, again once if its trace came out unusable (NO_NAVSTART and the like,
 * which Lighthouse itself says to retry).
 *
 * @param {string} url
 * @param {number} port
 */
async function audit(url, port) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError || attempt === 2) return result.lhr;
    console.error(`${url}: ${result.lhr.runtimeError.code}, once more`);
  }
}

/** @param {number} score */
const asPercent = (score) => (score === null ? '—' : String(Math.round(score * 100)));

async function main() {
  const wanted = process.argv.slice(2);
  const upstream = await startTileUpstream({ latencyMs: 20 });
  const tileUrl = `${upstream.url}/{z}/{x}/{y}.png`;
  const server = await launchServer({
    root: ROOT,
    env: {
      TILES_STANDARD_URL: tileUrl,
      TILES_SATELLITE_URL: tileUrl,
      TILES_ELEVATION_URL: tileUrl,
      TILE_RATE_LIMIT_PER_MINUTE: '0',
    },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    await server.ready(60_000);
    const data = await seed({ baseUrl: server.baseUrl, server });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const screens = screensOf(data).filter(
      (screen) => wanted.length === 0 || wanted.some((name) => screen.name.startsWith(name)),
    );
    const rows = [];
    for (const screen of screens) {
      await setSignedIn(browser, server.baseUrl, screen.signedIn ? data : undefined);
      const lhr = await audit(`${server.baseUrl}${screen.path}`, chrome.port);
      await mkdir(RESULTS, { recursive: true });
      await writeFile(
        new URL(`${screen.name.replaceAll(/[^a-z0-9]+/gi, '-')}.json`, RESULTS),
        JSON.stringify(lhr),
      );
      const audits = lhr.audits;
      const metric = (/** @type {string} */ id) => audits[id]?.numericValue ?? NaN;
      const domSize = audits['dom-size-insight']?.numericValue;
      const scripts = (audits['resource-summary']?.details?.items ?? []).find(
        (/** @type {{ resourceType: string }} */ item) => item.resourceType === 'script',
      );
      const failing = CATEGORIES.flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
          .map((ref) => `${id}:${ref.id}`),
      );
      rows.push([
        screen.name,
        ...CATEGORIES.map((id) => asPercent(lhr.categories[id]?.score ?? null)),
        `${(metric(METRICS.FCP) / 1000).toFixed(1)} s`,
        `${(metric(METRICS.LCP) / 1000).toFixed(1)} s`,
        `${Math.round(metric(METRICS.TBT))} ms`,
        metric(METRICS.CLS).toFixed(3),
        `${(metric(METRICS.SI) / 1000).toFixed(1)} s`,
        domSize === undefined ? '—' : String(domSize),
        scripts ? (scripts.transferSize / 1000).toFixed(1) : '—',
        scripts ? String(scripts.requestCount) : '—',
      ]);
      if (failing.length > 0) console.error(`${screen.name}: below 90: ${failing.join(', ')}`);
    }
    await browser.disconnect();
    const headers = ['screen', ...CATEGORIES, ...Object.keys(METRICS), 'DOM', 'JS kB', 'JS files'];
    console.log(
      '\nLighthouse (mobile, simulated throttling; JS kB as sent, gzipped)\n' +
        formatTable(
          headers.map((header, i) => ({ header, align: i === 0 ? 'left' : 'right' })),
          rows,
        ),
    );
  } finally {
    chrome.kill();
    await server.stop();
    await upstream.close();
  }
}

await main();
