/**
 * The screenshots of the landing and marketing pages, made from the real app: the production
 * build (dist/) on a fresh temporary data directory (embedded database), one hiker's account
 * seeded through the API (a gear library and two packs imported as LighterPack CSV, a trip from
 * a real GPX with a pack attached, a few activities from real FIT and GPX files), then each
 * screen captured by Chromium in the light and the dark theme.
 *
 * Writes client/public/screenshots/{name}-{theme}.webp (full size) and {name}-{theme}-small.webp
 * (half), and client/features/marketing/utils/screenshots.json (one entry per screen, in display
 * order, with an alt text made from the seeded figures). Both are committed.
 *
 *   npm run screenshots      (builds first; `node scripts/marketing-screenshots.js` reuses dist/)
 *
 * SHOTS_PNG_DIR=/some/dir also writes a PNG copy of each full-size image there, to look at.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { imageSize } from 'image-size';
import { launchChromium, openAppPage } from '../bench/lib/browser.js';
import { signUp } from '../bench/lib/http-client.js';
import { launchServer } from '../bench/lib/server.js';
import { csv } from '../bench/lib/seed-hiker.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const IMAGES_DIR = join(ROOT, 'client', 'public', 'screenshots');
const DATA_FILE = join(ROOT, 'client', 'features', 'marketing', 'utils', 'screenshots.json');
const PNG_DIR = process.env.SHOTS_PNG_DIR;

const THEMES = /** @type {const} */ (['light', 'dark']);
/** WebP quality of Chromium's encoder (0-100). */
const QUALITY = 78;
const PHONE = { width: 390, height: 844, deviceScaleFactor: 2 };
const SERVER_START_TIMEOUT_MS = 60_000;
/** How long the page must have made no request, and the DOM not changed, to count as settled. */
const QUIET_MS = 700;
const SETTLE_TIMEOUT_MS = 30_000;

/**
 * The hiker's gear library: real products, with the weights their makers give (grams) and
 * prices in euros.
 *
 * @typedef {{ brand?: string, name: string, category: string, description?: string, grams: number,
 *   price?: number }} GearItem
 * @type {GearItem[]}
 */
const LIBRARY = [
  {
    brand: 'Durston',
    name: 'X-Mid 1',
    category: 'Shelter',
    description: 'Single-wall, pitched with trekking poles',
    grams: 816,
    price: 290,
  },
  { brand: 'MSR', name: 'Groundhog Mini stake', category: 'Shelter', grams: 10, price: 3.5 },
  { name: 'Polycryo groundsheet', category: 'Shelter', grams: 45, price: 12 },
  {
    brand: 'Black Diamond',
    name: 'Distance Carbon Z poles',
    category: 'Shelter',
    description: 'Pair, 120 cm',
    grams: 290,
    price: 170,
  },
  {
    brand: 'Enlightened Equipment',
    name: 'Revelation quilt',
    category: 'Sleep',
    description: '20°F / -7°C, 850 fill, regular',
    grams: 624,
    price: 330,
  },
  {
    brand: 'Therm-a-Rest',
    name: 'NeoAir XLite NXT',
    category: 'Sleep',
    description: 'Regular',
    grams: 354,
    price: 210,
  },
  { brand: 'Sea to Summit', name: 'Aeros UL pillow', category: 'Sleep', grams: 60, price: 45 },
  { brand: 'Sea to Summit', name: 'Silk liner', category: 'Sleep', grams: 140, price: 70 },
  {
    brand: 'Nemo',
    name: 'Tensor Insulated pad',
    category: 'Sleep',
    description: 'Regular wide, for shoulder seasons',
    grams: 425,
    price: 190,
  },
  {
    brand: 'Gossamer Gear',
    name: 'Mariposa 60',
    category: 'Pack',
    description: 'Medium torso',
    grams: 865,
    price: 285,
  },
  { name: 'Pack liner', category: 'Pack', description: 'Trash compactor bag', grams: 60, price: 2 },
  { brand: 'Zpacks', name: 'Food bag', category: 'Pack', grams: 30, price: 25 },
  {
    brand: 'Osprey',
    name: 'Talon 22',
    category: 'Pack',
    description: 'Day pack',
    grams: 880,
    price: 120,
  },
  { brand: 'BRS', name: '3000T stove', category: 'Kitchen', grams: 25, price: 18 },
  { brand: 'Toaks', name: '750 ml titanium pot', category: 'Kitchen', grams: 103, price: 35 },
  { brand: 'Toaks', name: 'Long-handled spoon', category: 'Kitchen', grams: 18, price: 12 },
  { name: 'Mini lighter', category: 'Kitchen', grams: 11, price: 1.5 },
  {
    brand: 'MSR',
    name: 'IsoPro 110 g canister',
    category: 'Kitchen',
    description: 'Full',
    grams: 200,
    price: 6,
  },
  { name: 'Cold-soak jar', category: 'Kitchen', grams: 45 },
  { brand: 'Sawyer', name: 'Squeeze filter', category: 'Water', grams: 85, price: 40 },
  { brand: 'Smartwater', name: 'Bottle 1 L', category: 'Water', grams: 38, price: 2 },
  { brand: 'CNOC', name: 'Vecto 2 L bladder', category: 'Water', grams: 68, price: 25 },
  { name: 'Water', category: 'Water', description: 'One litre', grams: 1000 },
  { brand: 'Patagonia', name: 'Nano Puff jacket', category: 'Clothing', grams: 337, price: 230 },
  {
    brand: 'Montbell',
    name: 'Versalite rain jacket',
    category: 'Clothing',
    grams: 184,
    price: 250,
  },
  { brand: 'Montbell', name: 'Versalite rain pants', category: 'Clothing', grams: 102, price: 150 },
  {
    brand: 'Icebreaker',
    name: '150 merino top',
    category: 'Clothing',
    description: 'Sleep layer',
    grams: 155,
    price: 80,
  },
  { name: 'Fleece beanie', category: 'Clothing', grams: 35, price: 20 },
  {
    brand: 'Outdoor Research',
    name: 'Echo sun hoody',
    category: 'Clothing',
    grams: 170,
    price: 75,
  },
  { name: 'Hiking shorts', category: 'Clothing', grams: 120, price: 60 },
  {
    brand: 'Altra',
    name: 'Lone Peak 8 trail runners',
    category: 'Clothing',
    description: 'Pair, EU 42',
    grams: 640,
    price: 150,
  },
  { brand: 'Darn Tough', name: 'Hiking socks', category: 'Clothing', grams: 65, price: 26 },
  { name: 'Liner gloves', category: 'Clothing', grams: 45, price: 25 },
  { brand: 'Buff', name: 'Original neck gaiter', category: 'Clothing', grams: 35, price: 20 },
  { brand: 'Nitecore', name: 'NU25 UL headlamp', category: 'Electronics', grams: 45, price: 37 },
  { brand: 'Anker', name: '10,000 mAh power bank', category: 'Electronics', grams: 180, price: 30 },
  { name: 'USB-C cable', category: 'Electronics', grams: 22, price: 10 },
  { brand: 'Garmin', name: 'inReach Mini 2', category: 'Electronics', grams: 100, price: 400 },
  { name: 'Phone', category: 'Electronics', grams: 141 },
  { name: 'USB-C wall charger', category: 'Electronics', grams: 40, price: 20 },
  {
    name: 'First aid kit',
    category: 'Toiletries & first aid',
    description: 'Plasters, tape, ibuprofen, antihistamine',
    grams: 120,
  },
  { name: 'Toothbrush', category: 'Toiletries & first aid', grams: 12, price: 3 },
  { name: 'Sunscreen SPF 50, 50 ml', category: 'Toiletries & first aid', grams: 65, price: 12 },
  {
    brand: 'The Tent Lab',
    name: 'Deuce of Spades trowel',
    category: 'Toiletries & first aid',
    grams: 17,
    price: 25,
  },
  { name: 'Toilet paper', category: 'Toiletries & first aid', grams: 20 },
  { name: 'Trail mix', category: 'Food', description: 'A day’s bag', grams: 250 },
  {
    brand: 'Adventure Food',
    name: 'Dehydrated dinner',
    category: 'Food',
    description: 'Pasta Bolognese',
    grams: 150,
    price: 9,
  },
  { name: 'Oat breakfast', category: 'Food', grams: 100, price: 3 },
  { name: 'Energy bar', category: 'Food', grams: 60, price: 2.5 },
];

/**
 * A pack's lines, by library name.
 *
 * @typedef {{ name: string, qty?: number, worn?: boolean, consumable?: boolean }} Line
 * @type {Line[]}
 */
const OVERNIGHT_LINES = [
  { name: 'X-Mid 1' },
  { name: 'Groundhog Mini stake', qty: 6 },
  { name: 'Distance Carbon Z poles', worn: true },
  { name: 'Revelation quilt' },
  { name: 'NeoAir XLite NXT' },
  { name: 'Aeros UL pillow' },
  { name: 'Mariposa 60' },
  { name: 'Pack liner' },
  { name: '3000T stove' },
  { name: '750 ml titanium pot' },
  { name: 'Mini lighter' },
  { name: 'IsoPro 110 g canister', consumable: true },
  { name: 'Squeeze filter' },
  { name: 'Bottle 1 L', qty: 2 },
  { name: 'Water', qty: 1.5, consumable: true },
  { name: 'Nano Puff jacket' },
  { name: 'Versalite rain jacket' },
  { name: 'Echo sun hoody', worn: true },
  { name: 'Lone Peak 8 trail runners', worn: true },
  { name: 'Hiking socks', worn: true },
  { name: 'NU25 UL headlamp' },
  { name: '10,000 mAh power bank' },
  { name: 'inReach Mini 2' },
  { name: 'First aid kit' },
  { name: 'Sunscreen SPF 50, 50 ml', consumable: true },
  { name: 'Trail mix', qty: 2, consumable: true },
  { name: 'Dehydrated dinner', consumable: true },
];
const DAY_HIKE_LINES = [
  { name: 'Talon 22' },
  { name: 'Versalite rain jacket' },
  { name: 'Nano Puff jacket' },
  { name: 'Echo sun hoody', worn: true },
  { name: 'Lone Peak 8 trail runners', worn: true },
  { name: 'Hiking socks', worn: true },
  { name: 'NU25 UL headlamp' },
  { name: 'Phone', worn: true },
  { name: 'First aid kit' },
  { name: 'Bottle 1 L', qty: 2 },
  { name: 'Water', qty: 1.5, consumable: true },
  { name: 'Trail mix', consumable: true },
  { name: 'Energy bar', qty: 2, consumable: true },
];
const OVERNIGHT = {
  name: 'Ćićarija overnight',
  description: 'Two days on the ridge, one night out.',
};
const DAY_HIKE = { name: 'Day hike', description: 'Anything up to ten hours.' };
/** Lines ticked on the checklist, by place in the pack's order. */
const TICKED = [0, 1, 2, 3, 5, 6, 7];
const TRIP = {
  file: 'korita-zbevnica.gpx',
  name: 'Korita to Zbevnica',
  description: 'Up the Ćićarija ridge trail to Zbevnica, a night out, and back by the valley.',
  startDate: '2027-06-12',
  endDate: '2027-06-13',
};
/** Activity files and the names given to them (the app names them by sport otherwise). */
const ACTIVITIES = [
  { file: 'garmin-fenix-5-run.fit', name: 'Morning trail run' },
  { file: 'garmin-fenix-5-walk.fit', name: 'Walk to the lake' },
  { file: 'Friday-Evening-Run.gpx', name: 'Friday evening run' },
];
const SEARCH_QUERY = 'trail';
/**
 * Scrolls the pack's page (taller than a laptop's screen) to the first place where its ring
 * chart and table of weight by category show whole below the sticky header (the side column
 * that holds them scrolls until its end is in view, then stays: found by trying), else back to
 * the top. Answers whether the chart shows whole.
 */
const FRAME_PACK_SCRIPT = `(() => {
  const chart = document.querySelector('.pack-chart');
  if (!chart) throw new Error('No chart on the pack page');
  const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
  const end = document.documentElement.scrollHeight - window.innerHeight;
  for (let y = 0; y <= end + 8; y += 8) {
    window.scrollTo(0, Math.min(y, end));
    const box = chart.getBoundingClientRect();
    if (box.top >= header + 8 && box.bottom <= window.innerHeight - 8) return true;
  }
  window.scrollTo(0, 0);
  return false;
})()`;

/** @param {string} value */
const quoted = (value) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * A LighterPack CSV of `lines` (each the library item of that name).
 *
 * @param {Line[]} lines
 */
function packCsv(lines) {
  return csv(
    lines.map((line) => {
      const item = LIBRARY.find((one) => one.name === line.name);
      if (!item) throw new Error(`No library item named ${line.name}`);
      return [
        quoted(item.name),
        quoted(item.category),
        quoted(item.description ?? ''),
        String(line.qty ?? 1),
        String(item.grams),
        'gram',
        '',
        String(item.price ?? 0),
        line.worn ? 'Worn' : '',
        line.consumable ? 'Consumable' : '',
      ].join(',');
    }),
  );
}

/**
 * @typedef {{ totalMg: number, baseMg: number, wornMg: number, consumableMg: number,
 *   packWeightMg: number, itemCount: number }} Totals
 * @typedef {{ id: string, name: string, lineCount: number, totals: Totals }} PackSummary
 * @typedef {{ id: string, totals: { byCategory: { categoryId: string | null, totalMg: number }[] },
 *   categories: { categoryId: string | null, name: string, lines: { id: string }[] }[] }}
 *   PackDetail
 * @typedef {{ id: string, name: string, days: number, distanceM: number, gainM: number | null }}
 *   Trip
 * @typedef {{ cookie: string, user: unknown, overnight: PackSummary, overnightDetail: PackDetail,
 *   trip: Trip, items: number, libraryCategories: number, search: { kind: string, total: number }[] }} Seeded
 */

/**
 * The hiker, through the API only.
 *
 * @param {string} baseUrl
 * @returns {Promise<Seeded>}
 */
async function seed(baseUrl) {
  const client = await signUp(baseUrl);
  await client.json('PATCH', '/api/account', {
    firstName: 'Maja',
    lastName: 'Horvat',
    username: 'maja',
  });

  // The whole library in one file (its pack deleted again: the items stay), then each pack's
  // file, whose rows match the library's items.
  const library = LIBRARY.map((item) => ({ name: item.name }));
  const { pack: libraryPack } = await importCsv(client, packCsv(library), 'library.csv');
  await client.json('DELETE', `/api/packs/${libraryPack.id}`, undefined, 204);
  // LighterPack files have no brand column: the brands are set on the items.
  /** @type {{ items: { id: string, name: string }[] }} */
  const { items: imported } = await client.json('GET', '/api/gear/items?limit=100');
  for (const item of LIBRARY) {
    if (!item.brand) continue;
    const found = imported.find((one) => one.name === item.name);
    if (!found) throw new Error(`${item.name} was not imported`);
    await client.json('PATCH', `/api/gear/items/${found.id}`, { brand: item.brand });
  }
  const overnight = await importPack(client, OVERNIGHT, OVERNIGHT_LINES);
  await importPack(client, DAY_HIKE, DAY_HIKE_LINES);
  const { total: items } = await client.json('GET', '/api/gear/items?limit=1');
  if (items !== LIBRARY.length) throw new Error(`The library holds ${items} items`);
  /** @type {unknown[]} */
  const libraryCategories = await client.json('GET', '/api/gear/categories');

  /** @type {PackDetail} */
  const detail = await client.json('GET', `/api/packs/${overnight.id}`);
  const lineIds = detail.categories.flatMap((category) => category.lines.map((line) => line.id));
  for (const lineId of TICKED.map((n) => lineIds[n])) {
    await client.json('PATCH', `/api/packs/${overnight.id}/lines/${lineId}`, { packed: true });
  }

  const gpx = await readFile(join(ROOT, 'test', 'fixtures', 'gpx', TRIP.file));
  /** @type {Trip} */
  const { id: tripId } = await upload(client, '/api/trips/import', gpx, TRIP.file);
  await client.json('PATCH', `/api/trips/${tripId}`, {
    name: TRIP.name,
    description: TRIP.description,
    startDate: TRIP.startDate,
    endDate: TRIP.endDate,
    activity: 'backpacking',
  });
  /** @type {Trip} */
  const trip = await client.json('PUT', `/api/trips/${tripId}/packs`, {
    packs: [{ packId: overnight.id, isMain: true }],
  });

  for (const activity of ACTIVITIES) {
    const content = await readFile(join(ROOT, 'test', 'fixtures', 'activities', activity.file));
    /** @type {{ activities: { activity: { id: string } }[] }} */
    const answer = await upload(client, '/api/activities/files', content, activity.file);
    for (const { activity: created } of answer.activities) {
      await client.json('PATCH', `/api/activities/${created.id}`, { name: activity.name });
    }
  }

  /** @type {{ groups: { kind: string, total: number }[] }} */
  const found = await client.json('GET', `/api/search?q=${encodeURIComponent(SEARCH_QUERY)}`);
  /** @type {PackSummary[]} */
  const packs = await client.json('GET', '/api/packs');
  const overnightSummary = packs.find((one) => one.id === overnight.id);
  if (!overnightSummary) throw new Error('The overnight pack is not listed');
  return {
    cookie: client.cookieHeader(),
    user: await client.json('GET', '/api/auth/me'),
    overnight: overnightSummary,
    overnightDetail: detail,
    trip,
    items,
    libraryCategories: libraryCategories.length,
    search: found.groups.map(({ kind, total }) => ({ kind, total })),
  };
}

/**
 * @param {import('../bench/lib/http-client.js').HttpClient} client
 * @param {{ name: string, description: string }} pack
 * @param {Line[]} lines
 * @returns {Promise<{ id: string }>}
 */
async function importPack(client, pack, lines) {
  const { pack: created } = await importCsv(client, packCsv(lines), `${pack.name}.csv`);
  await client.json('PATCH', `/api/packs/${created.id}`, pack);
  return created;
}

/**
 * A LighterPack CSV imported as a new pack (POST /api/packs/import), prices in euros.
 *
 * @param {import('../bench/lib/http-client.js').HttpClient} client
 * @param {string} text
 * @param {string} fileName
 * @returns {Promise<{ pack: { id: string } }>}
 */
async function importCsv(client, text, fileName) {
  return upload(client, '/api/packs/import', text, fileName, { currency: 'EUR' });
}

/**
 * POSTs one file as the multipart field `file` (with `fields` beside it); expects 201.
 *
 * @param {import('../bench/lib/http-client.js').HttpClient} client
 * @param {string} path
 * @param {Uint8Array | string} content
 * @param {string} fileName
 * @param {Record<string, string>} [fields]
 * @returns {Promise<any>}
 */
async function upload(client, path, content, fileName, fields = {}) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([typeof content === 'string' ? content : new Uint8Array(content)]),
    fileName,
  );
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await client.fetch(path, { method: 'POST', body: form });
  const text = await response.text();
  if (response.status !== 201) {
    throw new Error(
      `POST ${path} (${fileName}) answered ${response.status}: ${text.slice(0, 300)}`,
    );
  }
  return JSON.parse(text);
}

/**
 * Run in the page: fonts loaded, no toast, spinner or busy region, then no DOM change for
 * QUIET_MS, then two frames so the last change is painted.
 */
const SETTLED_SCRIPT = `(async () => {
  await document.fonts.ready;
  const busy = () => document.querySelector(
    '[data-sonner-toast], .animate-spin, [aria-busy="true"], [role="progressbar"]:not([aria-valuenow])',
  );
  const deadline = performance.now() + ${SETTLE_TIMEOUT_MS};
  while (busy()) {
    if (performance.now() > deadline) throw new Error('The page stayed busy');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      resolve();
    };
    let timer = setTimeout(done, ${QUIET_MS});
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, ${QUIET_MS});
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
})()`;

/**
 * Polls `condition` (an expression, run in the page) until it is true. The app's CSP forbids
 * eval, which page.waitForFunction needs for a string; one evaluated script may run.
 *
 * @param {import('playwright-core').Page} page
 * @param {string} condition
 */
async function waitInPage(page, condition) {
  await page.evaluate(`(async () => {
    const deadline = performance.now() + ${SETTLE_TIMEOUT_MS};
    while (!(${condition})) {
      if (performance.now() > deadline) throw new Error(${JSON.stringify(`Timed out waiting for ${condition}`)});
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })()`);
}

/** @param {number} mg */
const kg = (mg) => `${(Math.round(mg / 10_000) / 100).toFixed(2)} kg`;

/**
 * Waits until the page has settled: fonts loaded, no request for QUIET_MS, no DOM change for
 * QUIET_MS, no spinner or busy region, no toast.
 *
 * @param {import('playwright-core').Page} page
 */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(SETTLED_SCRIPT);
  await page.waitForLoadState('networkidle');
}

/**
 * Captures the page's viewport at full and half size as WebP, with Chromium's own encoder.
 *
 * @param {import('playwright-core').Page} page
 * @param {string} name
 * @param {string} theme
 * @returns {Promise<{ width: number, height: number, smallWidth: number, smallHeight: number,
 *   bytes: number }>}
 */
async function capture(page, name, theme) {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('The page has no viewport');
  /** @type {{ x: number, y: number, scale: number }} */
  const at = await page.evaluate(
    '({ x: window.scrollX, y: window.scrollY, scale: window.devicePixelRatio })',
  );
  const cdp = await page.context().newCDPSession(page);
  // Without a clip, Chromium draws an emulated phone at one pixel a CSS pixel: the clip's scale
  // gives its device pixels (and half of them for the small copy).
  const clip = { x: at.x, y: at.y, width: viewport.width, height: viewport.height };
  /** @param {Record<string, unknown>} options */
  const shot = async (options) => {
    /** @type {{ data: string }} */
    const { data } = await cdp.send('Page.captureScreenshot', options);
    return Buffer.from(data, 'base64');
  };
  const full = await shot({ format: 'webp', quality: QUALITY, clip: { ...clip, scale: at.scale } });
  const small = await shot({
    format: 'webp',
    quality: QUALITY,
    clip: { ...clip, scale: at.scale / 2 },
  });
  if (PNG_DIR) {
    const png = await shot({ format: 'png', clip: { ...clip, scale: at.scale } });
    await writeFile(join(PNG_DIR, `${name}-${theme}.png`), png);
    await page.screenshot({ path: join(PNG_DIR, `${name}-${theme}-page.png`), fullPage: true });
  }
  await cdp.detach();
  await writeFile(join(IMAGES_DIR, `${name}-${theme}.webp`), full);
  await writeFile(join(IMAGES_DIR, `${name}-${theme}-small.webp`), small);
  const fullSize = imageSize(full);
  const smallSize = imageSize(small);
  const wanted = [viewport.width * at.scale, viewport.height * at.scale];
  const got = [fullSize.width, fullSize.height, smallSize.width, smallSize.height];
  if (got.join() !== [...wanted, ...wanted.map((n) => n / 2)].join()) {
    throw new Error(
      `${name}-${theme}: images of ${got.join(', ')} pixels, not ${wanted.join(' × ')}`,
    );
  }
  return {
    width: fullSize.width,
    height: fullSize.height,
    smallWidth: smallSize.width,
    smallHeight: smallSize.height,
    bytes: full.length,
  };
}

/**
 * One screen: how to open it in a page of the given theme, and its alt text.
 *
 * @typedef {object} Screen
 * @property {string} name
 * @property {'desktop' | 'phone'} device
 * @property {(page: import('playwright-core').Page) => Promise<void>} open
 * @property {string | ((page: import('playwright-core').Page) => Promise<string>)} alt
 *   Or read from the page once it has settled.
 */

/** @param {Seeded} data @returns {Screen[]} */
function screens(data) {
  const { overnight } = data;
  const categories = data.overnightDetail.categories.filter((one) => one.lines.length > 0);
  const heaviest = data.overnightDetail.totals.byCategory
    .map((one) => ({
      totalMg: one.totalMg,
      name: categories.find((category) => category.categoryId === one.categoryId)?.name ?? '',
    }))
    .reduce((a, b) => (b.totalMg > a.totalMg ? b : a));
  const kinds = data.search.filter((group) => group.total > 0);
  /** @param {string} kind @param {number} n */
  const counted = (kind, n) => {
    const words = /** @type {Record<string, [string, string]>} */ ({
      gear: ['gear item', 'gear items'],
      line: ['pack line', 'pack lines'],
      pack: ['pack', 'packs'],
      trip: ['trip', 'trips'],
      place: ['place', 'places'],
      activity: ['activity', 'activities'],
      bundle: ['bundle', 'bundles'],
    });
    const [one, many] = words[kind] ?? [kind, `${kind}s`];
    return `${n} ${n === 1 ? one : many}`;
  };
  const list = (/** @type {string[]} */ parts) =>
    parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return [
    {
      name: 'pack',
      device: 'desktop',
      open: async (page) => {
        await page.goto(`/packs/${overnight.id}`);
        await settle(page);
        if (!(await page.evaluate(FRAME_PACK_SCRIPT))) {
          throw new Error('The pack page never shows its chart whole');
        }
      },
      alt:
        `The page of the pack “${overnight.name}” (${overnight.lineCount} lines, ` +
        `base weight ${kg(overnight.totals.baseMg)}): its lines with their weights, and ` +
        `a ring chart and table of weight by category, the heaviest of its ` +
        `${categories.length} categories being ${heaviest.name} at ${kg(heaviest.totalMg)}.`,
    },
    {
      name: 'checklist',
      device: 'phone',
      open: async (page) => {
        await page.goto(`/packs/${overnight.id}/checklist`);
      },
      alt:
        `The checklist of “${overnight.name}” on a phone, with ${TICKED.length} of its ` +
        `${overnight.lineCount} lines ticked as packed.`,
    },
    {
      name: 'search',
      device: 'desktop',
      open: async (page) => {
        await page.goto(`/packs/${overnight.id}`);
        await settle(page);
        await page.keyboard.press('Control+k');
        const input = page.locator('.palette-input');
        await input.waitFor();
        await waitInPage(page, "document.activeElement?.classList.contains('palette-input')");
        await input.pressSequentially(SEARCH_QUERY, { delay: 60 });
        // Results of several kinds for the whole word, beside the link to all results for it.
        await waitInPage(
          page,
          `document.querySelector('.palette-list')?.textContent?.includes(${JSON.stringify(`“${SEARCH_QUERY}”`)}) &&
            document.querySelectorAll('.palette-list [cmdk-group]').length > 1 &&
            document.querySelector('.palette-hint')?.textContent === ''`,
        );
        await page.locator('[cmdk-item]').first().waitFor();
      },
      alt:
        `The search palette open over a pack with “${SEARCH_QUERY}” typed, finding ` +
        `${list(kinds.map((group) => counted(group.kind, group.total)))}.`,
    },
    {
      // Not the trip: without the internet its map has no tiles, only a grid and a warning.
      name: 'gear',
      device: 'desktop',
      open: async (page) => {
        await page.goto('/gear');
      },
      // The figures the page shows under its title, e.g. "49 items in use · 9.4 kg of gear".
      alt: async (page) => {
        /** @type {string} */
        const figures = await page.evaluate(
          `[...document.querySelectorAll('main p')].map((p) => p.textContent).find((text) => / items? in use/.test(text)) ?? ''`,
        );
        const match = /^([\d,]+) items? in use · (.+) of gear$/.exec(figures.trim());
        if (!match) throw new Error(`Unexpected figures on the gear page: "${figures}"`);
        return (
          `The gear library, ${match[1]} items weighing ${match[2]} in ` +
          `${data.libraryCategories} categories, listed by name with category, weight, ` +
          'quantity and price.'
        );
      },
    },
  ];
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {Seeded} data
 * @param {Screen} screen
 * @param {'light' | 'dark'} theme
 */
async function shoot(browser, baseUrl, data, screen, theme) {
  const desktop = await openAppPage(browser, baseUrl, { cookie: data.cookie, user: data.user });
  let page = desktop;
  if (screen.device === 'phone') {
    const storageState = await desktop.context().storageState();
    await desktop.context().close();
    const context = await browser.newContext({
      baseURL: new URL(baseUrl).origin,
      viewport: { width: PHONE.width, height: PHONE.height },
      deviceScaleFactor: PHONE.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      locale: 'en-GB',
      serviceWorkers: 'block',
      storageState,
    });
    context.setDefaultTimeout(60_000);
    page = await context.newPage();
  }
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  // The text cursor blinks: hidden, so two runs draw the same pixels.
  await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
    const style = document.createElement('style');
    style.textContent = '* { caret-color: transparent !important; }';
    document.head.append(style);
  })`);
  await screen.open(page);
  await settle(page);
  const size = await capture(page, screen.name, theme);
  const alt = typeof screen.alt === 'string' ? screen.alt : await screen.alt(page);
  await page.context().close();
  return { ...size, alt };
}

async function main() {
  const startedAt = performance.now();
  const server = await launchServer({ root: ROOT });
  try {
    await server.ready(SERVER_START_TIMEOUT_MS);
    const data = await seed(server.baseUrl);
    await mkdir(IMAGES_DIR, { recursive: true });
    await mkdir(join(ROOT, 'client', 'features', 'marketing', 'utils'), { recursive: true });
    const browser = await launchChromium();
    try {
      const entries = [];
      for (const screen of screens(data)) {
        /** @type {Awaited<ReturnType<typeof shoot>> | undefined} */
        let first;
        for (const theme of THEMES) {
          const size = await shoot(browser, server.baseUrl, data, screen, theme);
          console.log(
            `${screen.name}-${theme}.webp: ${size.width} × ${size.height}, ${size.bytes} bytes`,
          );
          if (first && (first.width !== size.width || first.height !== size.height)) {
            throw new Error(`${screen.name}: the themes' images differ in size`);
          }
          if (first && first.alt !== size.alt) {
            throw new Error(`${screen.name}: the themes' pages differ ("${first.alt}")`);
          }
          first ??= size;
        }
        if (!first) throw new Error('No theme');
        entries.push({
          name: screen.name,
          device: screen.device,
          alt: first.alt,
          width: first.width,
          height: first.height,
          smallWidth: first.smallWidth,
          smallHeight: first.smallHeight,
        });
      }
      await writeFile(DATA_FILE, `${JSON.stringify(entries, null, 2)}\n`);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
  await sleep(0);
  console.log(`Done in ${((performance.now() - startedAt) / 1000).toFixed(0)} s.`);
}

await main();
