import { openAppPage, recordRequests } from '../lib/browser.js';

/**
 * What opening /track costs a browser with an empty cache, for the user with 2,000 activities:
 * every request from the navigation until the Activities list shows its cards and the network
 * has been idle for 500 ms (Playwright's `networkidle`), with the API's requests apart: the
 * list's pages and the overview.
 *
 * @typedef {{ count: number, transferredBytes: number, jsonBytes: number }} RequestGroup
 *
 * @typedef {object} TrackOpen
 * @property {number} requests Every request the page made.
 * @property {number} transferredBytes On the wire: headers and (compressed) bodies.
 * @property {RequestGroup} list GET /api/activities (each page asked).
 * @property {RequestGroup} overview GET /api/activities/overview
 * @property {string[]} otherApi Any other API request, as `METHOD /path`.
 * @property {number} scripts Scripts fetched from /assets/.
 * @property {number} scriptBytes Their bytes on the wire.
 * @property {number} cards Activity cards on screen.
 * @property {number} loadedMs From the navigation until the network went idle.
 */

/** @param {import('../lib/browser.js').SeenRequest[]} list */
const group = (list) => ({
  count: list.length,
  transferredBytes: list.reduce((total, request) => total + request.transferredBytes, 0),
  jsonBytes: list.reduce((total, request) => total + request.bodyBytes, 0),
});

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {import('../lib/browser.js').BrowserUser} user
 * @returns {Promise<TrackOpen>}
 */
export async function measureTrackOpen(browser, baseUrl, user) {
  const page = await openAppPage(browser, baseUrl, user);
  try {
    const recording = recordRequests(page);
    const started = performance.now();
    await page.goto('/track');
    await page.locator('.activity-cards > li').first().waitFor();
    await page.waitForLoadState('networkidle');
    const loadedMs = performance.now() - started;
    const cards = await page.locator('.activity-cards > li').count();
    const seen = await recording.stop();
    const path = (/** @type {import('../lib/browser.js').SeenRequest} */ request) =>
      new URL(request.url).pathname;
    const api = seen.filter((request) => path(request).startsWith('/api/'));
    const scripts = seen.filter((request) => /^\/assets\/.+\.js$/.test(path(request)));
    return {
      requests: seen.length,
      transferredBytes: seen.reduce((total, request) => total + request.transferredBytes, 0),
      list: group(api.filter((request) => path(request) === '/api/activities')),
      overview: group(api.filter((request) => path(request) === '/api/activities/overview')),
      otherApi: api
        .filter(
          (request) => !['/api/activities', '/api/activities/overview'].includes(path(request)),
        )
        .map((request) => `${request.method} ${path(request)}`),
      scripts: scripts.length,
      scriptBytes: scripts.reduce((total, request) => total + request.transferredBytes, 0),
      cards,
      loadedMs,
    };
  } finally {
    await page.context().close();
  }
}
