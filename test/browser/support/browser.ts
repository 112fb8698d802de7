import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Request,
  type Response,
} from 'playwright-core';
import { expect, inject, onTestFinished } from 'vitest';
import { AXE_INIT_SCRIPT, BLOCKING_IMPACTS, runAxe } from './axe.js';
import { checkInPage, checkOutPage } from './page-pool.js';
import './provided.js';

/** The running app's origin, e.g. `http://127.0.0.1:41234`. */
export const appOrigin = (): string => inject('baseURL');

/** An absolute address on the app for a path such as `/gear?x=1`. */
export const appUrl = (path: string): string => new URL(path, appOrigin()).href;

/** A pattern matching one route chunk of the build, e.g. `routeChunk('gear-route')`. */
export const routeChunk = (name: string): RegExp =>
  new RegExp(`/assets/${name.replace(/[^\w-]/g, '')}-[\\w-]+\\.js$`);

/** Attaches to the Chromium the global setup launched (one browser for the whole suite). */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('wsEndpoint'));
}

export interface OpenPageOptions {
  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark';
  reducedMotion?: 'reduce' | 'no-preference';
  hasTouch?: boolean;
  /** Uncaught page errors matching this are expected by the test; any other still fails it. */
  allowPageErrors?: RegExp;
  /** Cookies and local storage to start with, e.g. a signed-in user's (see `auth.ts`). */
  storageState?: BrowserContextOptions['storageState'];
  /** A page never used before, in a new context (for tests of what a first visit caches). */
  fresh?: boolean;
  /** The browser's time zone (IANA); the machine's unless named. */
  timezoneId?: string;
}

interface Watch {
  foreignRequests: string[];
  pageErrors: Error[];
  consoleErrors: string[];
  /** Same-origin requests that have neither finished nor failed yet, for failure reports. */
  pending: Set<string>;
  /** The app's user checks (GET /api/auth/me) still waiting for their answer. */
  userChecks: Set<Request>;
  failedRequests: string[];
  visitedPaths: Set<string>;
  /** Visited paths that only redirected onwards; see `passedThrough`. */
  passedPaths: Set<string>;
  axeCheckedPaths: Set<string>;
  options: OpenPageOptions;
}

const watches = new WeakMap<Page, Watch>();

function watchOf(page: Page): Watch {
  const watch = watches.get(page);
  if (!watch) throw new Error('This page was not opened with openPage()');
  return watch;
}

const IGNORED_PROTOCOLS = new Set(['data:', 'blob:', 'about:']);

/** Console errors the page logged so far (text and where), e.g. to look for CSP reports. */
export const consoleErrors = (page: Page): readonly string[] => watchOf(page).consoleErrors;

/**
 * A page with the given viewport, colour scheme and storage, watched: requests to any other
 * origin are recorded (and fail: the browser sends them to a proxy that is not there, see
 * global-setup.ts); when the test finishes the page is checked with `assertClean`.
 *
 * The page and its context are the test's own while it runs, but later tests reuse them
 * afterwards unless `fresh` is asked for: a new page, and the app's first load in it, cost the
 * browser more than most tests do. A page goes back to the worker's pool only after a test that
 * passed, and comes out of it as a new one would (page-pool.ts).
 */
export async function openPage(options: OpenPageOptions = {}): Promise<Page> {
  const pooled = await checkOutPage(contextOptions(options), {
    fresh: options.fresh ?? false,
    create: async (browser, contextOptions) => {
      const context = await newWatchedContext(browser, contextOptions);
      return { context, page: await watchNewPage(context) };
    },
  });
  const { context, page } = pooled;
  watchFor(context, page, options);
  onTestFinished(async ({ task }) => {
    let clean = false;
    try {
      const failed = task.result?.state === 'fail';
      if (failed) await reportFailure(page, task.name);
      // A test that already failed may not have reached its axe checks; that is no news.
      assertClean(page, { axeCoverage: !failed });
      clean = !failed;
    } finally {
      contextWatches.delete(context);
      watches.delete(page);
      await checkInPage(pooled, clean);
    }
  });
  return page;
}

/**
 * What `openPage` does on a browser the caller holds and closes, without tying the page to the
 * running test: for set-up outside a test (a `beforeAll`). The caller runs `assertClean` itself.
 */
export async function openWatchedPage(
  browser: Browser,
  options: OpenPageOptions = {},
): Promise<Page> {
  const context = await newWatchedContext(browser, contextOptions(options));
  const page = await watchNewPage(context);
  watchFor(context, page, options);
  return page;
}

/** Starts a new watch for the test that now uses `page` and its context. */
function watchFor(context: BrowserContext, page: Page, options: OpenPageOptions): void {
  const watch: Watch = {
    foreignRequests: [],
    pageErrors: [],
    consoleErrors: [],
    pending: new Set(),
    userChecks: new Set(),
    failedRequests: [],
    visitedPaths: new Set(),
    passedPaths: new Set(),
    axeCheckedPaths: new Set(),
    options,
  };
  contextWatches.set(context, watch);
  watches.set(page, watch);
}

const contextOptions = (options: OpenPageOptions): BrowserContextOptions => ({
  baseURL: appOrigin(),
  viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
  colorScheme: options.colorScheme ?? 'light',
  reducedMotion: options.reducedMotion ?? 'reduce',
  hasTouch: options.hasTouch ?? false,
  locale: 'en-GB',
  serviceWorkers: 'block',
  storageState: options.storageState,
  ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
});

/** The watch of the test using each context: its requests are recorded there. */
const contextWatches = new WeakMap<BrowserContext, Watch>();

/** A new context whose requests go to the watch of whoever uses it (`contextWatches`). */
export async function newWatchedContext(
  browser: Browser,
  options: BrowserContextOptions,
): Promise<BrowserContext> {
  const origin = appOrigin();
  const context = await browser.newContext(options);
  await context.addInitScript({ content: AXE_INIT_SCRIPT });
  // As long as a poll may wait (vitest.config.ts), well inside the test's 60 s, so a stuck step
  // fails with Playwright's own account of it; a loaded 2-core machine answers slowly.
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(30_000);
  const isForeign = (url: URL): boolean =>
    !IGNORED_PROTOCOLS.has(url.protocol) && url.origin !== origin;
  context.on('request', (request) => {
    const watch = contextWatches.get(context);
    if (!watch) return;
    const url = new URL(request.url());
    if (isForeign(url)) watch.foreignRequests.push(`${request.method()} ${request.url()}`);
    else watch.pending.add(request.url());
    if (isUserCheck(request)) watch.userChecks.add(request);
  });
  context.on('requestfinished', (request) => {
    const watch = contextWatches.get(context);
    watch?.pending.delete(request.url());
    watch?.userChecks.delete(request);
  });
  context.on('requestfailed', (request) => {
    const watch = contextWatches.get(context);
    watch?.pending.delete(request.url());
    watch?.userChecks.delete(request);
    watch?.failedRequests.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
  });
  return context;
}

/** A new page whose errors go to the watch of whoever uses it (`watches`). */
async function watchNewPage(context: BrowserContext): Promise<Page> {
  const origin = appOrigin();
  const page = await context.newPage();
  page.on('pageerror', (error) => watches.get(page)?.pageErrors.push(error));
  page.on('console', (message) => {
    const watch = watches.get(page);
    if (!watch || message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    watch.consoleErrors.push(`${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  // Same-document navigations (the router's pushState and replaceState) are reported too.
  page.on('framenavigated', (frame) => {
    const watch = watches.get(page);
    if (!watch || frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    if (url.origin === origin) watch.visitedPaths.add(url.pathname);
  });
  return page;
}

/**
 * Paths the page only passed through on its way elsewhere (a guard's redirect, the sign-in
 * screen handing over to the provider, the callback): nothing stayed on screen there to check,
 * so `assertClean` does not ask for their axe check.
 */
export function passedThrough(page: Page, ...paths: string[]): void {
  const watch = watchOf(page);
  for (const path of paths) watch.passedPaths.add(new URL(path, appOrigin()).pathname);
}

/** Prints what the page looked like when a test failed, to tell a slow page from a broken one. */
/**
 * Read in the page for a failure report: where the focus is, what the filled-in fields hold
 * (a lost keystroke shows there), and the page's text.
 */
const PAGE_STATE_SCRIPT = `(() => {
  if (!document.body) return 'text: (no body yet)';
  const name = (el) => el.getAttribute('aria-label') || (el.labels && el.labels[0] ? el.labels[0].innerText : '') || el.name || el.id;
  const active = document.activeElement;
  const focused = active && active !== document.body ? active.tagName.toLowerCase() + ' "' + name(active) + '"' : 'body';
  const fields = [...document.querySelectorAll('input, textarea, select')]
    .filter((el) => el.type !== 'checkbox' && el.type !== 'radio' && el.type !== 'hidden' && el.value !== '')
    .slice(0, 12)
    .map((el) => name(el) + '=' + JSON.stringify(el.value));
  return 'focus: ' + focused + ' | fields: ' + fields.join(', ') + ' | text: ' + document.body.innerText;
})()`;

export async function reportFailure(page: Page, testName: string): Promise<void> {
  const watch = watchOf(page);
  let text = '(page closed)';
  if (!page.isClosed()) {
    // An evaluate waits while a navigation is pending; the report must not hang on that.
    const read = page
      .evaluate<string>(PAGE_STATE_SCRIPT)
      .catch((error: unknown) => `(could not read the page: ${String(error)})`);
    const timeout = new Promise<string>((resolve) => {
      setTimeout(() => resolve('(the page did not answer within 2 s)'), 2_000).unref();
    });
    text = await Promise.race([read, timeout]);
  }
  const lines = [
    `Page state after "${testName}" failed:`,
    `  url: ${page.isClosed() ? '(closed)' : page.url()}`,
    `  ${text.replace(/\s+/g, ' ').slice(0, 1_500)}`,
    `  console errors: ${JSON.stringify(watch.consoleErrors)}`,
    `  failed requests: ${JSON.stringify(watch.failedRequests)}`,
    `  unfinished requests: ${JSON.stringify([...watch.pending])}`,
    `  page errors: ${JSON.stringify(watch.pageErrors.map((error) => error.message))}`,
  ];
  process.stderr.write(`${lines.join('\n')}\n`);
}

/**
 * Fails unless the page stayed on its own origin, threw no uncaught error (beyond those the
 * test allowed), broke no Content-Security-Policy rule, and had axe run on every path it showed.
 * `openPage` runs this when the test finishes; a test may call it earlier too.
 */
export function assertClean(page: Page, { axeCoverage = true } = {}): void {
  const watch = watchOf(page);
  expect(watch.foreignRequests, 'requests to other origins (aborted by the harness)').toEqual([]);
  const allowed = watch.options.allowPageErrors;
  const pageErrors = watch.pageErrors
    .filter((error) => !allowed?.test(error.message))
    .map((error) => error.stack ?? error.message);
  expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  const cspViolations = watch.consoleErrors.filter((text) =>
    /Content[ -]Security[ -]Policy/i.test(text),
  );
  expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
  if (!axeCoverage) return;
  const unchecked = [...watch.visitedPaths].filter(
    (path) => !watch.axeCheckedPaths.has(path) && !watch.passedPaths.has(path),
  );
  expect(unchecked, 'paths shown without an axe check (use visit() or checkAxe())').toEqual([]);
}

/** Forgets what the page recorded so far; only for the harness's own tests of `assertClean`. */
export function forgetRecords(page: Page): void {
  const watch = watchOf(page);
  watch.foreignRequests.length = 0;
  watch.pageErrors.length = 0;
  watch.consoleErrors.length = 0;
}

export interface AxeOptions {
  /** axe rule ids to leave out, only for third-party markup the app does not own. */
  disableRules?: string[];
}

/** Runs axe-core on the page as it is now; fails on any serious or critical violation. */
export async function checkAxe(page: Page, options: AxeOptions = {}): Promise<void> {
  const watch = watchOf(page);
  const results = await runAxe(page, options.disableRules);
  watch.axeCheckedPaths.add(new URL(page.url()).pathname);
  const blocking = results.violations.filter((violation) =>
    (BLOCKING_IMPACTS as readonly unknown[]).includes(violation.impact),
  );
  if (blocking.length === 0) return;
  const report = blocking
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => {
          const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
          return `    ${node.target.join(' ')}\n      ${summary}`;
        })
        .join('\n');
      return `- ${violation.id} (${violation.impact}): ${violation.help}\n${nodes}`;
    })
    .join('\n');
  throw new Error(
    `axe found ${blocking.length} serious/critical violation(s) on ${page.url()} ` +
      `(${results.testEngine.version}):\n${report}`,
  );
}

export interface VisitOptions extends AxeOptions {
  /** What shows once the page has settled; `main h1` unless told. */
  waitFor?: string;
  /** The HTTP status the document must answer with; 200 unless told. */
  status?: number;
  /** Leave out the axe check (the caller runs `checkAxe` itself later). */
  axe?: boolean;
}

/** Loads a path, waits for the page to settle, and checks it with axe. */
export async function visit(
  page: Page,
  path: string,
  options: VisitOptions = {},
): Promise<Response> {
  const response = await page.goto(path);
  if (!response) throw new Error(`No response for ${path}`);
  expect(response.status(), `status of ${path}`).toBe(options.status ?? 200);
  await settle(page, options.waitFor);
  if (options.axe !== false) await checkAxe(page, options);
  return response;
}

/** The app's check of the signed-in user (client/app/user-refresh.tsx). */
export const isUserCheck = (request: Request): boolean =>
  request.method() === 'GET' && new URL(request.url()).pathname === '/api/auth/me';

/**
 * Waits until no user check of the page is waiting for its answer. A check cut off by a reload
 * or a navigation makes the app forget the user (see the user-check tests), so a test waits for
 * it before it moves on.
 */
export function userChecksAnswered(page: Page, timeoutMs = 10_000): Promise<void> {
  const watch = watchOf(page);
  const context = page.context();
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      clearTimeout(timer);
      context.off('requestfinished', check);
      context.off('requestfailed', check);
      if (error) reject(error);
      else resolve();
    };
    // The watch's own listeners came first, so the set is up to date when this one runs.
    const check = () => {
      if (watch.userChecks.size === 0) done();
    };
    const timer = setTimeout(
      () => done(new Error(`GET /api/auth/me had no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    context.on('requestfinished', check);
    context.on('requestfailed', check);
    check();
  });
}

/**
 * Waits until the selector shows and the page's user check (if it makes one) has answered, then
 * for one more frame so the commit is drawn.
 */
export async function settle(page: Page, selector = 'main h1'): Promise<void> {
  await page.locator(selector).first().waitFor({ state: 'visible' });
  await nextFrame(page);
  await userChecksAnswered(page);
}

/**
 * Lets each further document request for `path` (a reload) through only once the documents
 * before it have had their user checks answered. A reload that cuts a check off makes the app
 * forget the user (an app bug, tested with the user check); tests about something else, such as
 * the automatic reload after a missing chunk, use this to stay clear of it.
 */
export async function reloadOnlyAfterUserCheck(page: Page, path: string): Promise<void> {
  let answered = 0;
  const count = (request: Request) => {
    if (isUserCheck(request)) answered += 1;
  };
  page.on('requestfinished', count);
  page.on('requestfailed', count);
  let documents = 0;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (!route.request().isNavigationRequest()) return route.fallback();
      documents += 1;
      const earlierDocuments = documents - 1;
      await expect
        .poll(() => answered, { timeout: 10_000, interval: 20 })
        .toBeGreaterThanOrEqual(earlierDocuments);
      return route.fallback();
    },
  );
}

/**
 * The toast with this text, once it has come in: mounted, and the page's transitions over (axe
 * would otherwise measure the contrast of text still fading in).
 */
export async function shownToast(page: Page, text: string): Promise<Locator> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  // The toast comes after the server's answer, which a loaded machine may take long to give.
  await toast.waitFor({ state: 'visible', timeout: 30_000 });
  await expect.poll(() => toast.getAttribute('data-mounted')).toBe('true');
  // A transition starts with the style update after the frame's callbacks: two frames on, it has.
  await nextFrame(page);
  await nextFrame(page);
  await page.evaluate(`Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished),
  )`);
  return toast;
}

/** Resolves after the page has drawn another frame. */
/**
 * The aria-labels of what `locator` matches, in page order, each without `prefix` (e.g. the
 * item names of "Select Tent" checkboxes). Read in one round trip, so a poll over it stays
 * quick on a loaded machine.
 */
export function labelsOf(locator: Locator, prefix: string): Promise<string[]> {
  return locator.evaluateAll(
    // Runs in the page; the test code has no DOM types, so the one method used is named here.
    (elements: { getAttribute(name: string): string | null }[], start: string) =>
      elements.map((element) => {
        const label = element.getAttribute('aria-label') ?? '';
        return label.startsWith(start) ? label.slice(start.length) : label;
      }),
    prefix,
  );
}

/**
 * Waits for a screen-reader announcement, e.g. a keyboard drag's "Pot is now at position 1 of
 * 2.": the sign that the app has handled the key before the next one is pressed.
 */
export async function announced(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).waitFor({ state: 'attached' });
}

/**
 * Waits for dnd-kit's "Picked up" announcement and then for one timer turn: its keyboard sensor
 * starts listening for the arrow keys in a setTimeout queued at pick-up, which a busy machine
 * can run after the announcement has rendered, so an arrow pressed at once would be lost.
 */
export async function pickedUp(page: Page, text: string): Promise<void> {
  await announced(page, text);
  await page.evaluate('new Promise((resolve) => setTimeout(resolve))');
}

export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => resolve(null)))');
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const sameBox = (a: Box, b: Box): boolean =>
  a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/** The element's box once it stops moving (two frames in a row alike), for animated elements. */
export async function stableBox(page: Page, locator: Locator): Promise<Box> {
  await locator.waitFor({ state: 'visible' });
  let previous: Box | null = null;
  for (let frame = 0; frame < 120; frame += 1) {
    const box = await locator.boundingBox();
    if (box && previous && sameBox(box, previous)) return box;
    previous = box;
    await nextFrame(page);
  }
  throw new Error('The element kept moving for 120 frames');
}

/** Counts the main frame's document requests (first load, reloads, full navigations). */
export function countDocumentRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) count += 1;
  });
  return () => count;
}

/** The page's path and search on the app, e.g. `/packs/abc?tab=list`. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/**
 * Every address the main frame shows from now on, as path and search on the app or as the full
 * URL elsewhere, redirects by the router (pushState, replaceState) included.
 */
export function recordAddresses(page: Page): string[] {
  const addresses: string[] = [];
  const origin = appOrigin();
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    const address = url.origin === origin ? `${url.pathname}${url.search}` : url.href;
    // A document load is reported more than once; one entry per address shown is enough.
    if (addresses.at(-1) !== address) addresses.push(address);
  });
  return addresses;
}

/** The next response to `method` on a path equal to `path` (a string) or matching it. */
export function answered(page: Page, method: string, path: string | RegExp): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    const matches = typeof path === 'string' ? url.pathname === path : path.test(url.pathname);
    return response.request().method() === method && matches;
  });
}
