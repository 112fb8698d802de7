import { openAppPage } from '../lib/browser.js';

/**
 * From a key press in /gear's search box to the list's last change on screen, for the seeded
 * 5,000-item library: the time, and how many times the list was redrawn for the key.
 *
 * In the page, a capture listener notes each keydown and a MutationObserver on the list notes
 * every batch of DOM changes (attributes included) and the frame that follows it. After each
 * key the bench waits until the list has been still for QUIET_MS and at least MIN_WAIT_MS have
 * passed since the key (longer than any debounce a screen might use), then reads the figures.
 *
 * @typedef {object} Keystroke
 * @property {string} key
 * @property {number} settledMs Key press to the frame after the list's last change.
 * @property {number} redraws Batches of DOM changes to the list after the key.
 *
 * @typedef {{ keys: Keystroke[], medianMs: number, maxMs: number, maxRedraws: number }} Keystrokes
 */

/** Each one changes which items match ("1", "12", "123", then back). */
const KEYS = ['1', '2', '3', 'Backspace', 'Backspace', 'Backspace'];
const QUIET_MS = 500;
const MIN_WAIT_MS = 1_000;
const SETTLE_TIMEOUT_MS = 30_000;
/** The table on a desktop, the list of cards on a phone: both are named so. */
const LIST = '[aria-label="Gear library"]';

const WATCH_SCRIPT = `(() => {
  const list = document.querySelector(${JSON.stringify(LIST)});
  if (!list) throw new Error('No gear list on the page');
  const watch = { keyAt: 0, changes: [], lastFrameAt: 0 };
  window.__benchKeystroke = watch;
  document.addEventListener('keydown', () => {
    watch.keyAt = performance.now();
    watch.changes = [];
    watch.lastFrameAt = 0;
  }, true);
  new MutationObserver(() => {
    const at = performance.now();
    watch.changes.push(at);
    watch.lastFrameAt = 0;
    requestAnimationFrame(() => {
      if (watch.changes.at(-1) === at) watch.lastFrameAt = performance.now();
    });
  }).observe(list, { subtree: true, childList: true, attributes: true, characterData: true });
})()`;

const SETTLED_SCRIPT = `new Promise((resolve, reject) => {
  const watch = window.__benchKeystroke;
  const deadline = performance.now() + ${SETTLE_TIMEOUT_MS};
  const check = () => {
    const now = performance.now();
    const last = watch.changes.at(-1) ?? watch.keyAt;
    const drawn = watch.changes.length === 0 || watch.lastFrameAt > 0;
    if (drawn && now - last >= ${QUIET_MS} && now - watch.keyAt >= ${MIN_WAIT_MS}) {
      resolve({
        settledMs: watch.changes.length === 0 ? 0 : watch.lastFrameAt - watch.keyAt,
        redraws: watch.changes.length,
      });
    } else if (now > deadline) {
      reject(new Error('The list did not settle'));
    } else {
      setTimeout(check, 50);
    }
  };
  check();
})`;

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {import('../lib/browser.js').BrowserUser} user
 * @returns {Promise<Keystrokes>}
 */
export async function measureKeystrokes(browser, baseUrl, user) {
  const page = await openAppPage(browser, baseUrl, user);
  try {
    await page.goto('/gear');
    await page.waitForLoadState('networkidle');
    await page.locator(LIST).waitFor();
    await page.evaluate(WATCH_SCRIPT);
    await page.getByRole('searchbox', { name: 'Search gear' }).focus();
    /** @type {Keystroke[]} */
    const keys = [];
    for (const key of KEYS) {
      await page.keyboard.press(key);
      const { settledMs, redraws } = /** @type {{ settledMs: number, redraws: number }} */ (
        await page.evaluate(SETTLED_SCRIPT)
      );
      keys.push({ key, settledMs, redraws });
    }
    const times = keys.map((key) => key.settledMs).sort((a, b) => a - b);
    const middle = times.length / 2;
    const medianMs =
      times.length % 2 === 0
        ? ((times[middle - 1] ?? 0) + (times[middle] ?? 0)) / 2
        : (times[Math.floor(middle)] ?? 0);
    return {
      keys,
      medianMs,
      maxMs: times.at(-1) ?? 0,
      maxRedraws: Math.max(0, ...keys.map((key) => key.redraws)),
    };
  } finally {
    await page.context().close();
  }
}
