import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import './provided.js';

/**
 * The pages of a worker's test files, kept between their tests. A new page costs Chromium a window and a
 * renderer process, and the app's first load in it compiles the app again: together about
 * 1.3 s of a 2-core machine's time in every test, a third of the browser suite.
 *
 * A test checks a page out (`checkOutPage`) with the context options it wants and has it, and
 * its context, alone, as it would have new ones: the cookies and local storage of the
 * `storageState` asked for and nothing else, no session storage, no permissions, an empty
 * history, an empty HTTP cache (so the app loads from the network as on a first visit), no
 * routes and no listeners but the harness's own. After a test that passed, the page comes back
 * (`checkInPage`) onto a document of the app's origin with no script (`/api/health`); after a
 * failure, or a test that changed what cannot be put back (the page's clock, init scripts,
 * emulated media, extra headers, geolocation, offline), or closed or opened pages, the context
 * is closed and never reused.
 */

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export interface Pooled {
  context: BrowserContext;
  page: Page;
}

/** Calls on these change a page or context in ways `resetPage` cannot undo. */
const LASTING_PAGE_CALLS = [
  'addInitScript',
  'emulateMedia',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'setViewportSize',
  'routeFromHAR',
  'routeWebSocket',
];
const LASTING_CONTEXT_CALLS = [
  ...LASTING_PAGE_CALLS,
  'setGeolocation',
  'setOffline',
  'setHTTPCredentials',
];

let connection: Promise<Browser> | undefined;
/**
 * Pages kept between tests, the least recently used first. An open page costs Chromium's
 * browser process some work even when idle, so only a few are kept: a file's tests mostly ask
 * for one or two kinds of page (a viewport, a colour scheme).
 */
const idle: { key: string; pooled: Pooled }[] = [];
const MAX_IDLE_PAGES = 3;

/** The most recently used idle page with `key`, taken out of the pool. */
function takeIdle(key: string): Pooled | undefined {
  const index = idle.findLastIndex((entry) => entry.key === key);
  return index < 0 ? undefined : idle.splice(index, 1)[0]?.pooled;
}
const keys = new WeakMap<BrowserContext, string>();
const spoilt = new WeakSet<BrowserContext>();
const devtools = new WeakMap<Page, Promise<CDPSession>>();
/** Listeners the harness put on each page and context, kept when a test's own are removed. */
const harnessListeners = new WeakMap<object, Set<unknown>>();

/**
 * One connection to the suite's Chromium for the worker, whose files share this module (the
 * browser project does not isolate them); it closes, with its contexts, when the worker exits.
 */
function workerBrowser(): Promise<Browser> {
  connection ??= chromium.connect(inject('wsEndpoint'));
  return connection;
}

/** Contexts differ by everything but their storage, which is set for each test. */
const keyOf = ({ storageState: _storage, ...options }: BrowserContextOptions): string =>
  JSON.stringify(options);

/** Marks the context as not reusable as soon as any of `calls` is made on `target`. */
function spoilOn(target: object, calls: readonly string[], context: BrowserContext): void {
  for (const name of calls) {
    const original: unknown = Reflect.get(target, name);
    if (typeof original !== 'function') continue;
    Object.defineProperty(target, name, {
      configurable: true,
      value: (...args: unknown[]): unknown => {
        spoilt.add(context);
        return Reflect.apply(original, target, args);
      },
    });
  }
}

/** A page's and its context's clock is one object; any call on it installs a fake clock. */
function spoilOnClock(context: BrowserContext): void {
  const { clock } = context;
  const calls = Object.getOwnPropertyNames(Object.getPrototypeOf(clock)).filter(
    (name) => name !== 'constructor',
  );
  spoilOn(clock, calls, context);
}

/** Playwright's pages and contexts are event emitters with Node's API, though not so typed. */
interface Emitter {
  eventNames(): (string | symbol)[];
  listeners(event: string | symbol): unknown[];
  removeListener(event: string | symbol, listener: unknown): unknown;
}

/** Remembers the listeners `target` has now as the harness's own. */
function keepListeners(of: Page | BrowserContext): void {
  const target = of as unknown as Emitter;
  const kept = new Set<unknown>();
  for (const event of target.eventNames()) {
    for (const listener of target.listeners(event)) kept.add(listener);
  }
  harnessListeners.set(target, kept);
}

function removeTestListeners(of: Page | BrowserContext): void {
  const target = of as unknown as Emitter;
  const kept = harnessListeners.get(target) ?? new Set();
  for (const event of target.eventNames()) {
    for (const listener of target.listeners(event)) {
      if (!kept.has(listener)) target.removeListener(event, listener);
    }
  }
}

/**
 * A page with `options` for the running test: one the file used before, reset to what
 * `options.storageState` holds, or a new one made by `create`. The listeners a new page and
 * context have when they come back from `create` are the harness's, kept on them for good.
 */
export async function checkOutPage(
  options: BrowserContextOptions,
  {
    fresh,
    create,
  }: {
    fresh: boolean;
    create: (browser: Browser, options: BrowserContextOptions) => Promise<Pooled>;
  },
): Promise<Pooled> {
  const key = keyOf(options);
  const state = typeof options.storageState === 'object' ? options.storageState : undefined;
  for (let reused = fresh ? undefined : takeIdle(key); reused; reused = takeIdle(key)) {
    try {
      await resetPage(reused.page, state);
      return reused;
    } catch {
      await reused.context.close().catch(() => undefined);
    }
  }
  const created = await create(await workerBrowser(), options);
  const { context, page } = created;
  context.once('close', () => spoilt.add(context));
  page.once('close', () => spoilt.add(context));
  spoilOn(page, LASTING_PAGE_CALLS, context);
  spoilOn(context, LASTING_CONTEXT_CALLS, context);
  spoilOnClock(context);
  keepListeners(context);
  keepListeners(page);
  keys.set(context, key);
  // A fresh page is the test's alone, then closed: the pool never hands it on.
  if (fresh) spoilt.add(context);
  return created;
}

/** Gives the page back after its test: kept for the next one, or closed (`reusable` false). */
export async function checkInPage({ context, page }: Pooled, reusable: boolean): Promise<void> {
  const key = keys.get(context);
  try {
    if (key === undefined || !reusable || spoilt.has(context) || context.pages().length !== 1) {
      throw new Error('not reusable');
    }
    removeTestListeners(page);
    removeTestListeners(context);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    // No hover left where the last test's pointer was, and no app left running.
    await page.mouse.move(0, 0);
    await page.goto(`${inject('baseURL')}/api/health`);
  } catch {
    await context.close().catch(() => undefined);
    return;
  }
  idle.push({ key, pooled: { context, page } });
  const evicted = idle.length > MAX_IDLE_PAGES ? idle.shift() : undefined;
  await evicted?.pooled.context.close().catch(() => undefined);
}

/**
 * Storage as a new context with `state` has it: its cookies and no other, its local storage on
 * the app's origin and nothing else there, no session storage or permissions; no history and
 * no HTTP cache. The page is on the app's origin (`checkInPage` left it there).
 */
async function resetPage(page: Page, state: StorageState | undefined): Promise<void> {
  const origin = inject('baseURL');
  const context = page.context();
  await context.clearCookies();
  await context.clearPermissions();
  const items = state?.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
  const seed = JSON.stringify(items.map(({ name, value }) => [name, value]));
  await page.evaluate(`(() => {
    localStorage.clear();
    sessionStorage.clear();
    for (const [name, value] of ${seed}) localStorage.setItem(name, value);
  })()`);
  if (state?.cookies.length) await context.addCookies(state.cookies);
  let session = devtools.get(page);
  if (!session) {
    session = context.newCDPSession(page);
    devtools.set(page, session);
  }
  await (await session).send('Page.resetNavigationHistory');
  await (await session).send('Network.clearBrowserCache');
  await refreshRequestConnection(context, origin);
}

/**
 * `page.request` keeps its connections to the app alive, and the server closes one idle for
 * 5 s (Node's keep-alive timeout): a request sent on it just then fails with ECONNRESET. A
 * context kept between tests idles for about that long, so it sends one request first, again
 * on a new connection if the old one was closing; the test's own then go on a fresh one.
 */
async function refreshRequestConnection(context: BrowserContext, origin: string): Promise<void> {
  try {
    await context.request.get(`${origin}/api/health`);
  } catch {
    await context.request.get(`${origin}/api/health`);
  }
}
