/**
 * Where a screen's main-thread time goes while it loads, task by task: what Lighthouse's total
 * blocking time is made of. Each screen is opened once in a phone-sized page with the CPU slowed
 * 4x (as Lighthouse simulates), traced, and every task over 50 ms is printed with what it spent
 * its time on (the script it ran, style, layout, paint, HTML parsing, garbage collection).
 *
 *   node bench/lighthouse/long-tasks.js "trip 15 km" map     # after `npm run build`
 *
 * Screen names as bench/lighthouse/run.js prints them. Observed times, not simulated ones: on a
 * busy machine they grow; compare tasks within one run rather than runs.
 */
import { chromium } from 'playwright-core';
import { chromiumPath } from '../lib/browser.js';
import { formatTable } from '../lib/format.js';
import { CURRENT_USER_KEY, pickScreens, screensOf, seed, startScreensServer } from './screens.js';

const LONG_TASK_US = 50_000;
const SETTLE_MS = 1_500;
/** The trace events a task's time is put down to, by name: Chromium's own names. */
const KINDS = {
  script: ['v8.evaluateModule', 'EvaluateScript', 'FunctionCall', 'RunMicrotasks', 'TimerFire'],
  'style+layout': ['UpdateLayoutTree', 'Layout'],
  paint: ['Paint', 'PrePaint', 'Layerize', 'Commit'],
  'parse HTML': ['ParseHTML'],
  gc: ['MinorGC', 'MajorGC'],
};

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number,
 *   args?: { data?: { url?: string }, beginData?: { url?: string } } }} TraceEvent
 */

/**
 * The page's main thread: the one that parsed the screen's HTML.
 *
 * @param {TraceEvent[]} events
 * @param {string} origin
 */
function mainThread(events, origin) {
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(origin),
  );
  return parse ? { pid: parse.pid, tid: parse.tid } : undefined;
}

/**
 * The top-level events inside a task (those no other event inside it contains), so nested
 * events are not counted twice.
 *
 * @param {TraceEvent} task
 * @param {TraceEvent[]} events sorted by start
 */
function topLevelInside(task, events) {
  const end = task.ts + (task.dur ?? 0);
  const inside = events.filter(
    (event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end,
  );
  /** @type {TraceEvent[]} */
  const top = [];
  let coveredUntil = -Infinity;
  for (const event of inside) {
    if (event.ts >= coveredUntil) {
      top.push(event);
      coveredUntil = event.ts + (event.dur ?? 0);
    }
  }
  return { top, inside };
}

/** @param {string | undefined} url */
const fileOf = (url) => (url ? (url.split('/').pop() ?? url) : '');

/**
 * @param {TraceEvent} task
 * @param {TraceEvent[]} events
 */
function describeTask(task, events) {
  const { top, inside } = topLevelInside(task, events);
  /** @type {Map<string, number>} */
  const byCause = new Map();
  for (const event of top) {
    const file = fileOf(event.args?.data?.url);
    const cause = file ? `${event.name} ${file}` : event.name;
    byCause.set(cause, (byCause.get(cause) ?? 0) + (event.dur ?? 0) / 1000);
  }
  const kinds = Object.entries(KINDS).map(([kind, names]) => {
    const ms = inside
      .filter((event) => names.includes(event.name))
      .reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0);
    return `${kind} ${Math.round(ms)}`;
  });
  const causes = [...byCause]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([cause, ms]) => `${cause} ${Math.round(ms)}`);
  return { causes: causes.join(', '), kinds: kinds.join(', ') };
}

async function main() {
  const wanted = process.argv.slice(2);
  const { upstream, server } = await startScreensServer();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await server.ready(60_000);
    const data = await seed({ baseUrl: server.baseUrl, server });
    const { hostname } = new URL(server.baseUrl);
    for (const screen of pickScreens(screensOf(data), wanted)) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 2.625,
        isMobile: true,
        hasTouch: true,
      });
      if (screen.signedIn) {
        await context.addCookies(
          data.cookie.split('; ').map((pair) => {
            const at = pair.indexOf('=');
            return {
              name: pair.slice(0, at),
              value: pair.slice(at + 1),
              domain: hostname,
              path: '/',
            };
          }),
        );
        await context.addInitScript(
          ([key, value]) => localStorage.setItem(key, value),
          [CURRENT_USER_KEY, JSON.stringify(data.user)],
        );
      }
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
      });
      await page.goto(`${server.baseUrl}${screen.path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(SETTLE_MS);
      const landedOn = new URL(page.url()).pathname;
      /** @type {{ traceEvents: TraceEvent[] }} */
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
      await context.close();

      const thread = mainThread(trace.traceEvents, server.baseUrl);
      const events = trace.traceEvents
        .filter(
          (event) => event.ph === 'X' && event.pid === thread?.pid && event.tid === thread?.tid,
        )
        .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
      const tasks = events.filter(
        (event) => event.name === 'RunTask' && (event.dur ?? 0) > LONG_TASK_US,
      );
      const start = events[0]?.ts ?? 0;
      const blocking = tasks.reduce((sum, task) => sum + (task.dur ?? 0) / 1000 - 50, 0);
      const rows = tasks.map((task) => {
        const { causes, kinds } = describeTask(task, events);
        return [
          `${Math.round((task.ts - start) / 1000)}`,
          `${Math.round((task.dur ?? 0) / 1000)}`,
          causes,
          kinds,
        ];
      });
      console.log(
        `\n${screen.name} (${landedOn}): ${tasks.length} tasks over 50 ms, ${Math.round(blocking)} ms blocking (4x CPU, observed)\n` +
          formatTable(
            [
              { header: 'at ms', align: 'right' },
              { header: 'ms', align: 'right' },
              { header: 'mostly', align: 'left' },
              { header: 'by kind (ms)', align: 'left' },
            ],
            rows,
          ),
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    await upstream.close();
  }
}

await main();
