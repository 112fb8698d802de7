import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * A headless Chromium (playwright-core) driving the built app, for the figures only a browser
 * can give: requests and bytes to open a screen, time from a keystroke to a settled screen, the
 * JavaScript each screen loads.
 */

/** Where the machine's Chromium is; BENCH_CHROMIUM (or CHROMIUM_PATH, as the tests) overrides. */
export const chromiumPath = () =>
  process.env.BENCH_CHROMIUM ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Quiet flags: nothing but the page talks to the network, no first-run work. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** client/lib/current-user.ts: where the app keeps the signed-in user. */
const CURRENT_USER_KEY = 'pack.auth.user';

/** @returns {Promise<import('playwright-core').Browser>} */
export async function launchChromium() {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(`No Chromium at ${executablePath} (set BENCH_CHROMIUM to use another one)`);
  }
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

/**
 * A signed-in user as a browser holds one: the session cookie and the stored user.
 *
 * @typedef {{ cookie: string, user: unknown }} BrowserUser
 */

/**
 * A fresh context (empty HTTP cache, its own storage) at 1280 × 800, signed in as `user` when
 * given, and a page in it.
 *
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {BrowserUser} [user]
 * @returns {Promise<import('playwright-core').Page>}
 */
export async function openAppPage(browser, baseUrl, user) {
  const origin = new URL(baseUrl).origin;
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    serviceWorkers: 'block',
    storageState: user
      ? {
          cookies: cookiesOf(user.cookie, origin),
          origins: [
            {
              origin,
              localStorage: [{ name: CURRENT_USER_KEY, value: JSON.stringify(user.user) }],
            },
          ],
        }
      : undefined,
  });
  context.setDefaultTimeout(60_000);
  return context.newPage();
}

/**
 * @param {string} header A Cookie header, `a=1; b=2`.
 * @param {string} origin
 */
function cookiesOf(header, origin) {
  const { hostname } = new URL(origin);
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const separator = pair.indexOf('=');
      return {
        name: pair.slice(0, separator),
        value: pair.slice(separator + 1),
        domain: hostname,
        path: '/',
        httpOnly: true,
        secure: false,
        sameSite: /** @type {const} */ ('Lax'),
        expires: -1,
      };
    });
}

/**
 * One request the page made, as the bench reports it.
 *
 * @typedef {object} SeenRequest
 * @property {string} url
 * @property {string} method
 * @property {string} resourceType
 * @property {number} status 0 when it failed.
 * @property {number} transferredBytes Response headers and (encoded) body, as on the wire.
 * @property {number} bodyBytes The decoded body.
 */

/**
 * Records every request the page makes from now until `stop()`, with its sizes once finished.
 *
 * @param {import('playwright-core').Page} page
 * @returns {{ stop: () => Promise<SeenRequest[]> }}
 */
export function recordRequests(page) {
  /** @type {Promise<SeenRequest>[]} */
  const seen = [];
  /** @param {import('playwright-core').Request} request */
  const onFinished = (request) => {
    seen.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes().catch(() => undefined);
        const body = response ? await response.body().catch(() => undefined) : undefined;
        return {
          url: request.url(),
          method: request.method(),
          resourceType: request.resourceType(),
          status: response?.status() ?? 0,
          transferredBytes: sizes ? sizes.responseHeadersSize + sizes.responseBodySize : 0,
          bodyBytes: body?.length ?? 0,
        };
      })(),
    );
  };
  /** @param {import('playwright-core').Request} request */
  const onFailed = (request) => {
    seen.push(
      Promise.resolve({
        url: request.url(),
        method: request.method(),
        resourceType: request.resourceType(),
        status: 0,
        transferredBytes: 0,
        bodyBytes: 0,
      }),
    );
  };
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onFailed);
  return {
    stop: async () => {
      page.off('requestfinished', onFinished);
      page.off('requestfailed', onFailed);
      return Promise.all(seen);
    },
  };
}
