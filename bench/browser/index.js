import { formatTable, kB, ms } from '../lib/format.js';
import { launchChromium } from '../lib/browser.js';
import { seedHiker, seedLargePack } from '../lib/seed-hiker.js';
import { seedSearchers } from '../lib/seed-searcher.js';
import { seedTracker, TRACKER_ACTIVITIES } from '../lib/seed-tracker.js';
import { measureKeystrokes } from './gear-keystroke.js';
import { measureGearOpen } from './gear-open.js';
import { measureLargePack } from './pack-large.js';
import { measureScreensJs } from './screens-js.js';
import { measureSearchKeystrokes } from './search-keystroke.js';
import { measureTrackOpen } from './track-open.js';

/**
 * The figures a browser gives (bench/README.md, "Browser"): opening /gear at 5,000 items, a
 * search keystroke there, the JavaScript of each screen's first view, a pack of 5,000 lines,
 * opening /track at 2,000 activities, and a query typed into /search to its results on screen.
 *
 * @typedef {object} BrowserFigures
 * @property {import('./gear-open.js').GearOpen} gearOpen
 * @property {import('./gear-keystroke.js').Keystrokes} keystrokes
 * @property {import('./screens-js.js').ScreenJs[]} screens
 * @property {import('./pack-large.js').LargePackFigures} largePack
 * @property {import('./track-open.js').TrackOpen} trackOpen
 * @property {import('./search-keystroke.js').SearchKeystrokes} search
 */

/** The most lines a pack may hold (server/domain/pack-limits.ts). */
const LARGE_PACK_LINES = 5_000;

/**
 * LighterPack's whole app, gzipped, as measured beside Packtrail in issue 10 (same machine, same
 * data): the reference the screens' JavaScript is given as a ratio to.
 */
export const LIGHTERPACK_JS_BYTES = 102_000;

/**
 * The pack's first line (its name, as the page shows it, and id) and its last line's id.
 *
 * @param {string} baseUrl
 * @param {{ cookie: string, packId: string }} hiker
 */
async function endLines(baseUrl, { cookie, packId }) {
  const response = await fetch(`${baseUrl}/api/packs/${packId}`, { headers: { cookie } });
  /** @type {{ categories: { lines: { id: string, item: { name: string } }[] }[] }} */
  const pack = await response.json();
  const lines = pack.categories.flatMap((category) => category.lines);
  return {
    firstLine: lines[0]?.item.name ?? '',
    firstLineId: lines[0]?.id ?? '',
    lastLineId: lines.at(-1)?.id ?? '',
  };
}

/**
 * @param {{ context: import('../scenarios/types.js').ScenarioContext, clientDir: string,
 *   progress: (message: string) => void }} options
 * @returns {Promise<BrowserFigures>}
 */
export async function runBrowserFigures({ context, clientDir, progress }) {
  progress('bench: browser: seeding (or reusing) the 5,000-item user');
  const hiker = await seedHiker(context);
  const user = { cookie: hiker.cookie, user: hiker.user };
  const browser = await launchChromium();
  try {
    progress('bench: browser: opening /gear');
    const gearOpen = await measureGearOpen(browser, context.baseUrl, user);
    progress('bench: browser: search keystrokes on /gear');
    const keystrokes = await measureKeystrokes(browser, context.baseUrl, user);
    progress('bench: browser: JavaScript per screen');
    const screens = await measureScreensJs({
      browser,
      baseUrl: context.baseUrl,
      clientDir,
      user,
      packId: hiker.packId,
    });
    progress(`bench: browser: seeding a ${LARGE_PACK_LINES}-line pack, then opening it`);
    const large = await seedLargePack(context.baseUrl, LARGE_PACK_LINES);
    const largePack = await measureLargePack(
      browser,
      context.baseUrl,
      { cookie: large.cookie, user: large.user },
      {
        packId: large.packId,
        lines: LARGE_PACK_LINES,
        ...(await endLines(context.baseUrl, large)),
      },
    );
    progress(
      `bench: browser: seeding (or reusing) the ${TRACKER_ACTIVITIES}-activity user, then /track`,
    );
    const tracker = await seedTracker(context);
    const trackOpen = await measureTrackOpen(browser, context.baseUrl, {
      cookie: tracker.cookie,
      user: tracker.user,
    });
    progress('bench: browser: seeding (or reusing) the search users, then typing into /search');
    const { large: searcher } = await seedSearchers(context);
    const search = await measureSearchKeystrokes(browser, context.baseUrl, {
      cookie: searcher.cookie,
      user: searcher.user,
    });
    return { gearOpen, keystrokes, screens, largePack, trackOpen, search };
  } finally {
    await browser.close();
  }
}

/** @param {BrowserFigures} figures */
export function printBrowserFigures({
  gearOpen,
  keystrokes,
  screens,
  largePack,
  trackOpen,
  search,
}) {
  console.log('Browser: headless Chromium, 1280 × 800, empty cache, the 5,000-item user');
  console.log(
    `Open /gear: ${gearOpen.requests} requests, ${kB(gearOpen.transferredBytes)} kB transferred, ` +
      `network idle after ${ms(gearOpen.loadedMs)} ms`,
  );
  console.log(
    `  GET /api/gear/items: ${gearOpen.itemRequests} requests (offsets ` +
      `${gearOpen.itemOffsets.join(', ')}), ${kB(gearOpen.itemTransferredBytes)} kB transferred, ` +
      `${kB(gearOpen.itemJsonBytes)} kB of JSON`,
  );
  console.log(
    `Search keystroke to settled list (${keystrokes.keys.length} keys): median ` +
      `${ms(keystrokes.medianMs)} ms, max ${ms(keystrokes.maxMs)} ms; list redraws per key: ` +
      `${keystrokes.keys.map((key) => key.redraws).join(', ')}`,
  );
  const list = (/** @type {number[]} */ times) => times.map((time) => `${ms(time)} ms`).join(', ');
  console.log(
    `Pack of ${largePack.lines.toLocaleString('en-US')} lines: open to first line ` +
      `${ms(largePack.openMs)} ms; scroll to the last line ${ms(largePack.lastLineMs)} ms; ` +
      `Worn toggle to paint ${list(largePack.togglePaintMs)}; to settled (server answered, ` +
      `page drawn) ${list(largePack.toggleSettledMs)}`,
  );
  printTrackOpen(trackOpen);
  printSearchKeystrokes(search);
  console.log('');
  console.log(
    `JavaScript per screen (first view: scripts loaded until the network is idle, gzip level 6; ` +
      `ratio to LighterPack's whole app, ${kB(LIGHTERPACK_JS_BYTES)} kB)`,
  );
  console.log(
    formatTable(
      [
        { header: 'screen' },
        { header: 'path' },
        { header: 'files', align: 'right' },
        { header: 'kB', align: 'right' },
        { header: 'gzip kB', align: 'right' },
        { header: 'x LighterPack', align: 'right' },
      ],
      screens.map((screen) => [
        screen.name,
        screen.path,
        String(screen.files.length),
        kB(screen.bytes),
        kB(screen.gzipBytes),
        (screen.gzipBytes / LIGHTERPACK_JS_BYTES).toFixed(2),
      ]),
    ),
  );
}

/** @param {import('./track-open.js').TrackOpen} figures */
function printTrackOpen(figures) {
  /** @param {import('./track-open.js').RequestGroup} group */
  const api = (group) =>
    `${group.count} (${kB(group.transferredBytes)} kB transferred, ${kB(group.jsonBytes)} kB of JSON)`;
  console.log(
    `Open /track (${TRACKER_ACTIVITIES.toLocaleString('en-US')} activities): ${figures.requests} ` +
      `requests, ${kB(figures.transferredBytes)} kB transferred, network idle after ` +
      `${ms(figures.loadedMs)} ms, ${figures.cards} activity cards`,
  );
  console.log(
    `  GET /api/activities: ${api(figures.list)}; GET /api/activities/overview: ` +
      `${api(figures.overview)}; other API: ${figures.otherApi.join(', ') || 'none'}; ` +
      `scripts: ${figures.scripts} (${kB(figures.scriptBytes)} kB transferred)`,
  );
}

/** @param {import('./search-keystroke.js').SearchKeystrokes} figures */
export function printSearchKeystrokes(figures) {
  console.log(
    `Search on /search (the search users' big one), a query typed to its results painted: ` +
      `last key to paint median ${ms(figures.medianKeyToPaintMs)} ms, max ` +
      `${ms(figures.maxKeyToPaintMs)} ms (the page waits 120 ms after a key); answer to paint ` +
      `median ${ms(figures.medianAnswerToPaintMs)} ms, max ${ms(figures.maxAnswerToPaintMs)} ms ` +
      `(a frame: 16.7 ms)`,
  );
  console.log(
    formatTable(
      [
        { header: '  query' },
        { header: 'key to paint ms', align: 'right' },
        { header: 'key to request ms', align: 'right' },
        { header: 'request ms', align: 'right' },
        { header: 'answer to paint ms', align: 'right' },
        { header: 'requests', align: 'right' },
      ],
      figures.queries.map((q) => [
        `  "${q.query}"`,
        ms(q.keyToPaintMs),
        ms(q.keyToRequestMs),
        ms(q.requestMs),
        ms(q.answerToPaintMs),
        String(q.requests),
      ]),
    ),
  );
}
