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
import { mkdir, writeFile } from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumPath } from '../lib/browser.js';
import { formatTable } from '../lib/format.js';
import { CURRENT_USER_KEY, pickScreens, screensOf, seed, startScreensServer } from './screens.js';

/** Each screen's whole Lighthouse report (gitignored), to see what a score is made of. */
const RESULTS = new URL('../results/lighthouse/', import.meta.url);
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
 * Lighthouse's CPU slowdown, 4 by default as Lighthouse has it. Its simulated times are the
 * times measured on this machine multiplied by it, so a slower machine scores lower: Lighthouse's
 * own guide (docs/throttling.md, "CPU Throttling") has the multiplier fitted to the machine's
 * benchmarkIndex, which each report gives (printed below). LIGHTHOUSE_CPU_SLOWDOWN=2 (or 1)
 * shows what a machine twice (or four times) as fast would score.
 */
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 4);

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
      ...(CPU_SLOWDOWN === 4 ? {} : { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } }),
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
  const { upstream, server } = await startScreensServer();
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
    const screens = pickScreens(screensOf(data), wanted);
    const rows = [];
    /** @type {number[]} */
    const benchmarkIndexes = [];
    for (const screen of screens) {
      await setSignedIn(browser, server.baseUrl, screen.signedIn ? data : undefined);
      const lhr = await audit(`${server.baseUrl}${screen.path}`, chrome.port);
      await mkdir(RESULTS, { recursive: true });
      await writeFile(
        new URL(`${screen.name.replaceAll(/[^a-z0-9]+/gi, '-')}.json`, RESULTS),
        JSON.stringify(lhr),
      );
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
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
    const sorted = benchmarkIndexes.toSorted((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
    console.log(
      `\nLighthouse (mobile, simulated throttling, CPU slowed ${CPU_SLOWDOWN}x; this machine's ` +
        `benchmarkIndex ${Math.round(median)}, median of the runs; JS kB as sent, gzipped)\n` +
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
