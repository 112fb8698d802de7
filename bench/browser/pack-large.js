/* global window, document -- the waitForFunction callback runs in the page */
import { openAppPage } from '../lib/browser.js';

/**
 * A pack of the most lines the API allows (5,000), opened in the browser: how long until its
 * first lines show, how long until its last line is on screen once scrolled to, and how long a
 * click on a line's Worn toggle takes to show (the frame after the button changes), twice (set,
 * then unset), with the time until the page is quiet again after each (the server's answer
 * and the pack read again).
 *
 * @typedef {object} LargePackFigures
 * @property {number} lines
 * @property {number} openMs Navigation to the first line on screen.
 * @property {number} lastLineMs From there, scrolling to the end until the last line shows.
 * @property {number[]} togglePaintMs Click to the frame that shows the new state, per click.
 * @property {number[]} toggleSettledMs Click to the page quiet again (network idle), per click.
 */

const TIMEOUT_MS = 180_000;

const TOGGLE_SCRIPT = `(label) => new Promise((resolve, reject) => {
  const find = () => document.querySelector('button[aria-label="' + label + '"]');
  const button = find();
  if (!button) return reject(new Error('No button ' + label));
  const before = button.getAttribute('aria-pressed');
  const start = performance.now();
  const check = () => {
    const now = find();
    if (now && now.getAttribute('aria-pressed') !== before) {
      requestAnimationFrame(() => resolve(performance.now() - start));
    } else if (performance.now() - start > ${TIMEOUT_MS}) {
      reject(new Error('The toggle never changed'));
    } else {
      requestAnimationFrame(check);
    }
  };
  button.click();
  requestAnimationFrame(check);
})`;

/**
 * Follows the page's API requests: `settled(since)` waits until none has been under way for
 * QUIET_MS and answers when the page drew its first frame after the last one ended (a frame
 * is asked for as each ends, so a long render after an answer counts).
 *
 * @param {import('playwright-core').Page} page
 */
function watchApi(page) {
  let inFlight = 0;
  let lastChange = performance.now();
  /** @type {Promise<number>[]} */
  let frames = [];
  const isApi = (/** @type {import('playwright-core').Request} */ request) =>
    new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (!isApi(request)) return;
    inFlight += 1;
    lastChange = performance.now();
  });
  const ended = (/** @type {import('playwright-core').Request} */ request) => {
    if (!isApi(request)) return;
    inFlight -= 1;
    lastChange = performance.now();
    frames.push(
      page.evaluate('new Promise((resolve) => requestAnimationFrame(() => resolve(0)))').then(
        () => performance.now(),
        () => performance.now(),
      ),
    );
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    /** @param {number} since */
    async settled(since) {
      while (inFlight > 0 || performance.now() - lastChange < QUIET_MS) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const times = await Promise.all(frames);
      frames = [];
      return Math.max(since, ...times);
    },
  };
}

const QUIET_MS = 500;

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {import('../lib/browser.js').BrowserUser} user
 * @param {{ packId: string, lines: number, firstLine: string, firstLineId: string,
 *   lastLineId: string }} pack
 * @returns {Promise<LargePackFigures>}
 */
export async function measureLargePack(browser, baseUrl, user, pack) {
  const page = await openAppPage(browser, baseUrl, user);
  page.setDefaultTimeout(TIMEOUT_MS);
  try {
    const started = performance.now();
    await page.goto(`/packs/${pack.packId}`);
    // Found by id (each line's quantity field has one): asking for a text would make the
    // browser search thousands of rows, again and again, while it draws them.
    const first = page.locator(`#quantity-${pack.firstLineId}`);
    await first.waitFor();
    const openMs = performance.now() - started;

    const scrolled = performance.now();
    const last = page.locator(`#quantity-${pack.lastLineId}`);
    await page.waitForFunction(
      (id) => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const field = document.getElementById(id);
        if (!field) return false;
        const box = field.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      },
      `quantity-${pack.lastLineId}`,
      { polling: 'raf', timeout: TIMEOUT_MS },
    );
    const lastLineMs = performance.now() - scrolled;
    await last.waitFor();

    await page.evaluate('window.scrollTo(0, 0)');
    await first.waitFor();
    const quiet = watchApi(page);
    await quiet.settled(performance.now());
    const label = `Worn: ${pack.firstLine}`;
    /** @type {number[]} */
    const togglePaintMs = [];
    /** @type {number[]} */
    const toggleSettledMs = [];
    for (let click = 0; click < 2; click += 1) {
      const clicked = performance.now();
      togglePaintMs.push(await page.evaluate(`(${TOGGLE_SCRIPT})(${JSON.stringify(label)})`));
      toggleSettledMs.push((await quiet.settled(clicked)) - clicked);
    }
    return { lines: pack.lines, openMs, lastLineMs, togglePaintMs, toggleSettledMs };
  } finally {
    await page.context().close();
  }
}
