import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Locator, type Page, type Response } from 'playwright-core';
import { expect, inject, onTestFinished } from 'vitest';
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
}

interface Watch {
  foreignRequests: string[];
  pageErrors: Error[];
  consoleErrors: string[];
  /** Same-origin requests that have neither finished nor failed yet, for failure reports. */
  pending: Set<string>;
  failedRequests: string[];
  visitedPaths: Set<string>;
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
 * A fresh context (its own storage, viewport and colour scheme) and a page in it, on the one
 * shared browser. Requests to any other origin are recorded and aborted; when the test finishes
 * the page is checked with `assertClean` and the connection is closed.
 */
export async function openPage(options: OpenPageOptions = {}): Promise<Page> {
  const origin = appOrigin();
  const browser = await connectBrowser();
  const watch: Watch = {
    foreignRequests: [],
    pageErrors: [],
    consoleErrors: [],
    pending: new Set(),
    failedRequests: [],
    visitedPaths: new Set(),
    axeCheckedPaths: new Set(),
    options,
  };
  let page: Page | undefined;
  onTestFinished(async ({ task }) => {
    try {
      const failed = task.result?.state === 'fail';
      if (page && failed) await reportFailure(page, task.name);
      // A test that already failed may not have reached its axe checks; that is no news.
      if (page) assertClean(page, { axeCoverage: !failed });
    } finally {
      await browser.close();
    }
  });

  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
    hasTouch: options.hasTouch ?? false,
    locale: 'en-GB',
    serviceWorkers: 'block',
  });
  // Well inside the test's 30 s, so a stuck step fails with Playwright's own account of it.
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(15_000);
  const isForeign = (url: URL): boolean =>
    !IGNORED_PROTOCOLS.has(url.protocol) && url.origin !== origin;
  await context.route(isForeign, (route) => route.abort('blockedbyclient'));
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (isForeign(url)) watch.foreignRequests.push(`${request.method()} ${request.url()}`);
    else watch.pending.add(request.url());
  });
  context.on('requestfinished', (request) => watch.pending.delete(request.url()));
  context.on('requestfailed', (request) => {
    watch.pending.delete(request.url());
    watch.failedRequests.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
  });

  page = await context.newPage();
  watches.set(page, watch);
  const opened = page;
  opened.on('pageerror', (error) => watch.pageErrors.push(error));
  opened.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    watch.consoleErrors.push(`${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  opened.on('framenavigated', (frame) => {
    if (frame !== opened.mainFrame()) return;
    const url = new URL(frame.url());
    if (url.origin === origin) watch.visitedPaths.add(url.pathname);
  });
  return opened;
}

/** Prints what the page looked like when a test failed, to tell a slow page from a broken one. */
async function reportFailure(page: Page, testName: string): Promise<void> {
  const watch = watchOf(page);
  let text = '(page closed)';
  if (!page.isClosed()) {
    // An evaluate waits while a navigation is pending; the report must not hang on that.
    const read = page
      .evaluate<string>('document.body ? document.body.innerText : "(no body yet)"')
      .catch((error: unknown) => `(could not read the page: ${String(error)})`);
    const timeout = new Promise<string>((resolve) => {
      setTimeout(() => resolve('(the page did not answer within 2 s)'), 2_000).unref();
    });
    text = await Promise.race([read, timeout]);
  }
  const lines = [
    `Page state after "${testName}" failed:`,
    `  url: ${page.isClosed() ? '(closed)' : page.url()}`,
    `  text: ${text.replace(/\s+/g, ' ').slice(0, 400)}`,
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
  const unchecked = [...watch.visitedPaths].filter((path) => !watch.axeCheckedPaths.has(path));
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
  // Only violations are read, so axe need not describe every passing node.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
  watch.axeCheckedPaths.add(new URL(page.url()).pathname);
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
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

/** Waits until the selector shows, then for one more frame so the commit is drawn. */
export async function settle(page: Page, selector = 'main h1'): Promise<void> {
  await page.locator(selector).first().waitFor({ state: 'visible' });
  await nextFrame(page);
}

/** Resolves after the page has drawn another frame. */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => resolve(null)))');
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The element's box once it stops moving (two frames in a row alike), for animated elements. */
export async function stableBox(page: Page, locator: Locator): Promise<Box> {
  await locator.waitFor({ state: 'visible' });
  let previous: Box | null = null;
  for (let frame = 0; frame < 120; frame += 1) {
    const box = await locator.boundingBox();
    if (
      box &&
      previous &&
      box.x === previous.x &&
      box.y === previous.y &&
      box.width === previous.width &&
      box.height === previous.height
    ) {
      return box;
    }
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
