import { openAppPage } from '../lib/browser.js';

/**
 * From the last key of a query typed into /search to its results on screen, for the search
 * scenario's big user (issue 24, item 5: "results on screen within one frame of the answer").
 *
 * Each query is typed into the emptied box at TYPING_DELAY_MS a key, as a person types. In the
 * page, a capture listener notes each keydown; a MutationObserver on the answer's region
 * (`.search-answer`) notes every batch of DOM changes, and for each the moment after the next
 * frame was painted (a requestAnimationFrame callback, then a message posted from it, which runs
 * once the frame is drawn). After the query the bench waits until the region has been still for
 * QUIET_MS and MIN_WAIT_MS have passed since the last key (longer than the page's 120 ms
 * typing pause), then reads: the last key to the paint after the last change, and the search
 * request's response end (Resource Timing, the same clock) to that paint.
 *
 * @typedef {object} SearchKeystroke
 * @property {string} query
 * @property {number} keyToPaintMs The query's last keydown to its results painted.
 * @property {number} answerToPaintMs The answer's last byte to its results painted.
 * @property {number} keyToRequestMs The last keydown to the search request's start (the page's
 *   typing pause, then the address and the request).
 * @property {number} requestMs The search request's own time (start to response end).
 * @property {number} requests GET /api/search requests made while it was typed.
 *
 * @typedef {{ queries: SearchKeystroke[], medianKeyToPaintMs: number, maxKeyToPaintMs: number,
 *   medianAnswerToPaintMs: number, maxAnswerToPaintMs: number }} SearchKeystrokes
 */

/** Typed into an emptied box, each new to the page (nothing comes from its cache). */
const QUERIES = ['tnet', 'hulle', 'zpacks', 'cairng', 'titanium pot', 'triglav', 'headlmap'];
const TYPING_DELAY_MS = 60;
const QUIET_MS = 500;
const MIN_WAIT_MS = 1_000;
const SETTLE_TIMEOUT_MS = 30_000;
const ANSWER = '.search-answer';

const WATCH_SCRIPT = `(() => {
  const region = document.querySelector(${JSON.stringify(ANSWER)});
  if (!region) throw new Error('No search answer region on the page');
  const watch = { keyAt: 0, changes: [], paintedAt: 0 };
  window.__benchSearch = watch;
  document.addEventListener('keydown', () => {
    watch.keyAt = performance.now();
    watch.changes = [];
    watch.paintedAt = 0;
  }, true);
  const channel = new MessageChannel();
  let pending = [];
  channel.port1.onmessage = () => {
    const at = performance.now();
    for (const change of pending.splice(0)) {
      if (watch.changes.at(-1) === change) watch.paintedAt = at;
    }
  };
  new MutationObserver(() => {
    const at = performance.now();
    watch.changes.push(at);
    watch.paintedAt = 0;
    requestAnimationFrame(() => {
      pending.push(at);
      channel.port2.postMessage(null);
    });
  }).observe(region, { subtree: true, childList: true, attributes: true, characterData: true });
})()`;

const SETTLED_SCRIPT = `new Promise((resolve, reject) => {
  const watch = window.__benchSearch;
  const deadline = performance.now() + ${SETTLE_TIMEOUT_MS};
  const check = () => {
    const now = performance.now();
    const last = watch.changes.at(-1) ?? watch.keyAt;
    const drawn = watch.changes.length > 0 && watch.paintedAt > 0;
    if (drawn && now - last >= ${QUIET_MS} && now - watch.keyAt >= ${MIN_WAIT_MS}) {
      const searches = performance.getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/search?'));
      resolve({ keyAt: watch.keyAt, paintedAt: watch.paintedAt,
        searches: searches.map((entry) => ({ name: entry.name, startTime: entry.startTime,
          responseEnd: entry.responseEnd })) });
    } else if (now > deadline) {
      reject(new Error('The search results did not settle'));
    } else {
      setTimeout(check, 50);
    }
  };
  check();
})`;

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 === 0
    ? ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
    : (sorted[Math.floor(middle)] ?? 0);
};

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {import('../lib/browser.js').BrowserUser} user
 * @returns {Promise<SearchKeystrokes>}
 */
export async function measureSearchKeystrokes(browser, baseUrl, user) {
  const page = await openAppPage(browser, baseUrl, user);
  try {
    await page.goto('/search');
    await page.waitForLoadState('networkidle');
    await page.locator(ANSWER).waitFor();
    await page.evaluate(WATCH_SCRIPT);
    const box = page.getByRole('searchbox', { name: 'Search everything' });
    /** @type {SearchKeystroke[]} */
    const queries = [];
    let seen = 0;
    for (const query of QUERIES) {
      await box.fill('');
      await page.waitForTimeout(MIN_WAIT_MS);
      await box.focus();
      await page.keyboard.type(query, { delay: TYPING_DELAY_MS });
      /** @type {{ keyAt: number, paintedAt: number, searches: { name: string, startTime: number, responseEnd: number }[] }} */
      const settled = await page.evaluate(SETTLED_SCRIPT);
      const mine = settled.searches.slice(seen);
      seen = settled.searches.length;
      const wanted = `q=${new URLSearchParams({ q: query }).toString().slice(2)}&`;
      const answer = mine.filter((entry) => entry.name.includes(wanted)).at(-1);
      if (!answer) throw new Error(`No GET /api/search for "${query}" was seen`);
      queries.push({
        query,
        keyToPaintMs: settled.paintedAt - settled.keyAt,
        answerToPaintMs: settled.paintedAt - answer.responseEnd,
        keyToRequestMs: answer.startTime - settled.keyAt,
        requestMs: answer.responseEnd - answer.startTime,
        requests: mine.length,
      });
    }
    const keyToPaint = queries.map((q) => q.keyToPaintMs);
    const answerToPaint = queries.map((q) => q.answerToPaintMs);
    return {
      queries,
      medianKeyToPaintMs: median(keyToPaint),
      maxKeyToPaintMs: Math.max(...keyToPaint),
      medianAnswerToPaintMs: median(answerToPaint),
      maxAnswerToPaintMs: Math.max(...answerToPaint),
    };
  } finally {
    await page.context().close();
  }
}
