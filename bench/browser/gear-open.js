import { openAppPage, recordRequests } from '../lib/browser.js';

/**
 * What opening /gear costs a browser with an empty cache, for the seeded 5,000-item library:
 * every request from the navigation until the network has been idle for 500 ms (Playwright's
 * `networkidle`, which the list's page-after-page loading never leaves before it is done).
 *
 * @typedef {object} GearOpen
 * @property {number} requests Every request the page made.
 * @property {number} transferredBytes On the wire: headers and (compressed) bodies.
 * @property {number} itemRequests GET /api/gear/items requests.
 * @property {string[]} itemOffsets Their `offset`s, in the order asked (a page asked twice shows).
 * @property {number} itemTransferredBytes
 * @property {number} itemJsonBytes The items' JSON once decompressed.
 * @property {number} loadedMs From the navigation until the network went idle.
 */

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {import('../lib/browser.js').BrowserUser} user
 * @returns {Promise<GearOpen>}
 */
export async function measureGearOpen(browser, baseUrl, user) {
  const page = await openAppPage(browser, baseUrl, user);
  try {
    const recording = recordRequests(page);
    const started = performance.now();
    await page.goto('/gear');
    await page.waitForLoadState('networkidle');
    const loadedMs = performance.now() - started;
    const seen = await recording.stop();
    const items = seen.filter(
      (request) => request.method === 'GET' && new URL(request.url).pathname === '/api/gear/items',
    );
    /** @param {import('../lib/browser.js').SeenRequest[]} list @param {'transferredBytes' | 'bodyBytes'} key */
    const sum = (list, key) => list.reduce((total, request) => total + request[key], 0);
    return {
      requests: seen.length,
      transferredBytes: sum(seen, 'transferredBytes'),
      itemRequests: items.length,
      itemOffsets: items.map((request) => new URL(request.url).searchParams.get('offset') ?? ''),
      itemTransferredBytes: sum(items, 'transferredBytes'),
      itemJsonBytes: sum(items, 'bodyBytes'),
      loadedMs,
    };
  } finally {
    await page.context().close();
  }
}
