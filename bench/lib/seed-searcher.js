import { signUp } from './http-client.js';
import { BENCH_TIME_ZONE, instantWithOffset, zoneOffsetMinutes } from './local-time.js';
import { csv, importCsv } from './seed-hiker.js';

/**
 * The search scenario's users (issue 24, item 5): the measured one, and BENCH_SEARCH_USERS
 * others (default 50) of the same size in the same database, each with 5,000 gear items, 200
 * packs of 30 lines, 100 trips (every other one with waypoints) and 1,000 activities; and a
 * small user with 20 things, to show the SQL per search does not grow with what one holds.
 *
 * Seeded through the API only, with realistic words so typos, accents and brands are exercised:
 * brands (Z-Packs, Hyperlite Mountain Gear, Toaks, Fjällräven...), German and Slovene words
 * ("Hülle", "Škocjan"), place names.
 *
 * The packs: LighterPack imports are limited to 30 an hour per user (rate-limit-policies.ts),
 * so a user cannot import 200 files. Each user imports one library file of 4,400 rows (its pack
 * deleted again, the items stay), then 20 packs of 30 rows (600 more items: 5,000 in all), and
 * makes the other 180 packs by duplicating those 20 (POST /api/packs/:id/duplicate, nine times
 * each) and renaming each copy (PATCH, a name and a description of its own). So the 6,000 lines
 * hold 600 items, each in ten packs, as a person's tent is in most of their packs.
 *
 * @typedef {{ cookie: string, user: unknown, counts: SearcherCounts }} Searcher
 * @typedef {{ items: number, packs: number, trips: number, waypoints: number,
 *   activities: number }} SearcherCounts
 */

/** The measured user's size, and every other's. */
export const SEARCHER_SIZE = /** @type {const} */ ({
  items: 5_000,
  packs: 200,
  packLines: 30,
  trips: 100,
  activities: 1_000,
});
/** The small user beside it, for the SQL per search. */
export const SMALL_SEARCHER_SIZE = /** @type {const} */ ({
  items: 8,
  packs: 2,
  packLines: 4,
  trips: 2,
  activities: 4,
});

/** Packs imported from files; the rest are copies of them. */
const IMPORTED_PACKS = 20;
/** Users seeded at once, and requests each has in flight for activities, trips and copies. */
const USERS_AT_ONCE = 3;
const IN_FLIGHT = 4;

/**
 * How many other users of the same size to seed: BENCH_SEARCH_USERS, default 50.
 *
 * @param {NodeJS.ProcessEnv} [env]
 */
export function otherSearchUsers(env = process.env) {
  const raw = env.BENCH_SEARCH_USERS ?? '50';
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    throw new Error(`BENCH_SEARCH_USERS must be a whole number, not "${raw}"`);
  }
  return n;
}

const BRANDS = [
  'Z-Packs',
  'Hyperlite Mountain Gear',
  'Toaks',
  'MSR',
  'Nemo',
  'Sea to Summit',
  'Gossamer Gear',
  'Durston',
  'Enlightened Equipment',
  'Therm-a-Rest',
  'Big Agnes',
  'Fjällräven',
  'Mammut',
  'Deuter',
  'Ortlieb',
  'Black Diamond',
  'Petzl',
  'Jetboil',
  'Katadyn',
  'Sawyer',
  "Arc'teryx",
  'Patagonia',
  'Montbell',
  'Rab',
  'Salewa',
  'Hanwag',
  'Smartwool',
  'Icebreaker',
  'Nitecore',
  'Garmin',
];
const MODELS = [
  'Duplex',
  'Plex Solo',
  'Ultra',
  'Lite',
  'Pro',
  'Flash',
  'Arc',
  'Aeon',
  'Nano',
  'Titan',
  'Kaitum',
  'Alpine',
  'Trail',
  'Summit',
  'Zero',
  'Spark',
  'Helium',
  'Revelation',
  'Unbound',
  'Ridgeline',
];
/** What a thing is, by category (the LighterPack category column). */
const TYPES = /** @type {Record<string, string[]>} */ ({
  Shelter: ['Tent', 'Tarp', 'Bivy', 'Tent stakes', 'Groundsheet', 'Zelt-Hülle'],
  Sleep: ['Quilt', 'Sleeping bag', 'Sleeping pad', 'Pillow', 'Schlafsack-Hülle'],
  Kitchen: ['Stove', 'Titanium pot', 'Mug', 'Spork', 'Windscreen', 'Lighter', 'Gas canister'],
  Water: ['Water filter', 'Bottle', 'Bladder', 'Purification tablets', 'Squeeze pouch'],
  Clothing: ['Rain jacket', 'Fleece', 'Down jacket', 'Base layer', 'Socks', 'Gloves', 'Beanie'],
  Footwear: ['Trail runners', 'Boots', 'Gaiters', 'Sandals'],
  Electronics: ['Headlamp', 'Power bank', 'GPS', 'Satellite messenger', 'Charging cable'],
  Navigation: ['Map', 'Compass', 'Guidebook'],
  'First aid': ['First aid kit', 'Blister plasters', 'Ibuprofen'],
  Toiletries: ['Toothbrush', 'Trowel', 'Sunscreen', 'Hand sanitizer'],
  Carry: ['Backpack', 'Rain cover', 'Dry bag', 'Handy-Hülle', 'Hip belt pocket'],
  Climbing: ['Harness', 'Helmet', 'Carabiner', 'Via ferrata set', 'Ice axe', 'Crampons'],
});
const CATEGORIES = Object.keys(TYPES);
/** Every (category, type) pair, in a fixed order. */
const KINDS = CATEGORIES.flatMap((category) =>
  (TYPES[category] ?? []).map((type) => ({ category, type })),
);
const PLACES = [
  'Triglav',
  'Škocjan',
  'Bohinj',
  'Vršič',
  'Mangart',
  'Kranjska Gora',
  'Logarska dolina',
  'Cairngorms',
  'Ben Nevis',
  'Zermatt',
  'Grindelwald',
  'Chamonix',
  'Großglockner',
  'Dolomiti di Brenta',
  'Tatry',
  'Kungsleden',
  'Sarek',
  'Lofoten',
  'Picos de Europa',
  'Sierra Nevada',
  'Yosemite',
  'Pacific Crest Trail',
  'Appalachian Trail',
  'Tour du Mont Blanc',
  'Via Alpina',
  'Dachstein',
  'Hohe Tauern',
  'Velebit',
  'Durmitor',
  'Prokletije',
];
const HUTS = [
  'Koča na Doliču',
  'Dom Planika',
  'Triglavski dom na Kredarici',
  'Refuge du Goûter',
  'Hörnlihütte',
  'Rifugio Tosa',
  'Corrour Bothy',
  'Abiskojaure',
  'Erzherzog-Johann-Hütte',
  'Vodnikov dom',
];
const TRIP_ACTIVITIES = ['hike', 'backpacking', 'bikepacking', 'trail_run', 'ski_touring'];
const ACTIVITY_KINDS = [
  { category: 'run', words: 'Morning run', kmh: 11 },
  { category: 'ride', words: 'Ride', kmh: 25 },
  { category: 'hike', words: 'Hike', kmh: 4 },
  { category: 'walk', words: 'Evening walk', kmh: 5 },
  { category: 'trail-run', words: 'Trail run', kmh: 8 },
  { category: 'mountain-bike', words: 'MTB loop', kmh: 14 },
  { category: 'ski-touring', words: 'Skitour', kmh: 3 },
  { category: 'paddle', words: 'Paddle', kmh: 6 },
];

/** @template T @param {readonly T[]} list @param {number} n @returns {T} */
const pick = (list, n) => {
  const value = list[((n % list.length) + list.length) % list.length];
  if (value === undefined) throw new Error('Nothing to pick from');
  return value;
};

/**
 * Item `n` of a user's library (`salt` makes each user's a little different): a unique name of
 * brand, model and type (the triple walks every combination in a scrambled order), its category
 * and notes now and then in German or with a place.
 *
 * @param {number} n
 * @param {number} salt
 */
function item(n, salt) {
  const combos = BRANDS.length * MODELS.length * KINDS.length;
  const k = (n * 7_919 + salt * 104_729) % combos; // 7,919 is prime to the count: no repeats
  const kind = pick(KINDS, k % KINDS.length);
  const model = pick(MODELS, Math.floor(k / KINDS.length) % MODELS.length);
  const brand = pick(BRANDS, Math.floor(k / (KINDS.length * MODELS.length)));
  const notes =
    n % 7 === 0
      ? `"Bought for ${pick(PLACES, n)}, used on ${pick(HUTS, n)}"`
      : n % 11 === 0
        ? '"Passt in die Hülle, wasserdicht"'
        : '';
  const unit = n % 3 === 0 ? 'ounce' : 'gram';
  const grams = 8 + ((n * 37) % 1400);
  return [
    `${brand} ${model} ${kind.type}`.replaceAll(',', ' '),
    kind.category,
    notes,
    '1',
    (unit === 'gram' ? grams : grams / 28.35).toFixed(2),
    unit,
    n % 5 === 0 ? `https://example.com/gear/${n}` : '',
    n % 2 === 0 ? ((n % 400) + 9.99).toFixed(2) : '0',
    n % 29 === 0 ? 'Worn' : '',
    kind.category === 'Kitchen' && n % 4 === 0 ? 'Consumable' : '',
  ].join(',');
}

/** @param {number} n */
const packName = (n) =>
  `${pick(PLACES, n)} ${pick(['weekend', 'thru-hike', 'traverse', 'summer', 'winter', 'fastpack', 'loop', 'section'], Math.floor(n / PLACES.length))} ${2019 + (n % 7)}`;

/**
 * @param {import('./http-client.js').HttpClient} client
 * @param {number} count
 * @param {(n: number) => Promise<unknown>} task
 */
async function inFlight(client, count, task) {
  let next = 0;
  const sender = async () => {
    for (let n = next++; n < count; n = next++) await task(n);
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, count) }, sender));
}

/**
 * Library and packs: one library file, the imported packs, then copies of them renamed.
 *
 * @param {import('./http-client.js').HttpClient} client
 * @param {typeof SEARCHER_SIZE | typeof SMALL_SEARCHER_SIZE} size
 * @param {number} salt
 * @param {{ library: boolean, ms: number }[]} importMs Each import's duration, in ms.
 */
async function seedGear(client, size, salt, importMs) {
  const imported = Math.min(IMPORTED_PACKS, size.packs);
  const libraryRows = size.items - imported * size.packLines;
  let n = 0;
  const timed = async (/** @type {string} */ text, /** @type {string} */ file) => {
    const started = performance.now();
    const answer = await importCsv(client, text, file);
    importMs.push({ library: file === 'library.csv', ms: performance.now() - started });
    return answer;
  };
  if (libraryRows > 0) {
    const rows = Array.from({ length: libraryRows }, () => item(n++, salt));
    const { pack } = await timed(csv(rows), 'library.csv');
    await client.json('DELETE', `/api/packs/${pack.id}`, undefined, 204);
  }
  /** @type {string[]} */
  const packIds = [];
  for (let p = 0; p < imported; p += 1) {
    const rows = Array.from({ length: size.packLines }, () => item(n++, salt));
    const { pack } = await timed(csv(rows), `${packName(p + salt)}.csv`);
    packIds.push(pack.id);
    await client.json('PATCH', `/api/packs/${pack.id}`, {
      name: packName(p + salt),
      description: `Gear for ${pick(PLACES, p + salt)}: ${pick(HUTS, p)} and back`,
    });
  }
  await inFlight(client, size.packs - imported, async (c) => {
    const source = packIds[c % imported] ?? '';
    const copy = await client.json('POST', `/api/packs/${source}/duplicate`, undefined, 201);
    const p = imported + c;
    await client.json('PATCH', `/api/packs/${copy.id}`, {
      name: `${packName(p + salt)} #${p}`,
      description: `Variant of ${pick(PLACES, c)}, nights at ${pick(HUTS, p)}`,
    });
  });
}

/**
 * Trips, every other one with two or three waypoints (huts and passes).
 *
 * @param {import('./http-client.js').HttpClient} client
 * @param {number} count
 * @param {number} salt
 */
async function seedTrips(client, count, salt) {
  let waypoints = 0;
  const today = Date.now();
  await inFlight(client, count, async (t) => {
    const place = pick(PLACES, t * 7 + salt);
    const start = new Date(today - (t * 9 + 3) * 86_400_000);
    const end = new Date(start.getTime() + (1 + (t % 5)) * 86_400_000);
    const trip = await client.json(
      'POST',
      '/api/trips',
      {
        name: `${place} ${pick(['traverse', 'trek', 'tour', 'weekend', 'circuit'], t)} ${t + 1}`,
        startDate: start.toISOString().slice(0, 10),
        endDate: end.toISOString().slice(0, 10),
        description: `Via ${pick(HUTS, t)} and ${pick(PLACES, t + 3)}`,
        notes: t % 3 === 0 ? 'Permit needed; Hütte booked, Škocjan caves on the way back' : '',
        activity: pick(TRIP_ACTIVITIES, t),
      },
      201,
    );
    if (t % 2 === 0) {
      const stops = 2 + (t % 2 === 0 && t % 4 === 0 ? 1 : 0);
      for (let w = 0; w < stops; w += 1) {
        await client.json(
          'POST',
          `/api/trips/${trip.id}/waypoints`,
          {
            name:
              w === 0
                ? pick(HUTS, t + w)
                : `${pick(['Vršič', 'Col de', 'Passo', 'Sedlo'], t + w)} ${pick(PLACES, t + w)}`,
            latitude: 46.3 + ((t * 13 + w) % 100) / 1000,
            longitude: 13.8 + ((t * 17 + w) % 100) / 1000,
          },
          201,
        );
        waypoints += 1;
      }
    }
  });
  return waypoints;
}

/**
 * Activities entered by hand over the last two years, several in flight.
 *
 * @param {import('./http-client.js').HttpClient} client
 * @param {number} count
 * @param {number} salt
 */
async function seedActivities(client, count, salt) {
  const now = Date.now();
  const spanMs = 730 * 86_400_000;
  await inFlight(client, count, async (a) => {
    const kind = pick(ACTIVITY_KINDS, a * 3 + salt);
    const startMs = now - 3_600_000 - Math.floor(((a + 0.5) * spanMs) / count);
    const km = 3 + ((a * 37) % 40);
    const movingS = Math.round((km / kind.kmh) * 3600);
    await client.json(
      'POST',
      '/api/activities',
      {
        name: `${kind.words} ${pick(PLACES, a + salt)}`,
        category: kind.category,
        startTime: instantWithOffset(startMs, zoneOffsetMinutes(startMs, BENCH_TIME_ZONE)),
        timeZone: BENCH_TIME_ZONE,
        distanceM: km * 1000,
        movingS,
        elapsedS: Math.round(movingS * 1.1),
        ...(a % 5 === 0 ? { notes: `Past ${pick(HUTS, a)}, new ${pick(BRANDS, a)} shoes` } : {}),
      },
      201,
    );
  });
}

/**
 * @param {string} baseUrl
 * @param {typeof SEARCHER_SIZE | typeof SMALL_SEARCHER_SIZE} size
 * @param {number} salt
 * @param {{ library: boolean, ms: number }[]} importMs
 * @returns {Promise<Searcher>}
 */
async function seedOne(baseUrl, size, salt, importMs) {
  const client = await signUp(baseUrl);
  // Gear, trips and activities side by side: the server always has work queued.
  const started = performance.now();
  /** @type {Record<string, number>} */
  const phaseS = {};
  /** @template T @param {string} name @param {Promise<T>} work @returns {Promise<T>} */
  const timed = (name, work) =>
    work.then((value) => {
      phaseS[name] = (performance.now() - started) / 1000;
      return value;
    });
  const [, waypoints] = await Promise.all([
    timed('gear and packs', seedGear(client, size, salt, importMs)),
    timed('trips', seedTrips(client, size.trips, salt)),
    timed('activities', seedActivities(client, size.activities, salt)),
  ]);
  if (size === SEARCHER_SIZE) {
    const phases = Object.entries(phaseS).map(([name, s]) => `${name} ${s.toFixed(1)} s`);
    process.stderr.write(`bench: search: a user seeded; done after: ${phases.join(', ')}\n`);
  }
  const items = await client.json('GET', '/api/gear/items?limit=1');
  /** @type {unknown[]} */
  const packs = await client.json('GET', '/api/packs');
  if (items.total !== size.items || packs.length !== size.packs) {
    throw new Error(`Seeded ${items.total} items and ${packs.length} packs`);
  }
  const user = await client.json('GET', '/api/auth/me');
  return {
    cookie: client.cookieHeader(),
    user,
    counts: {
      items: items.total,
      packs: packs.length,
      trips: size.trips,
      waypoints,
      activities: size.activities,
    },
  };
}

/**
 * @param {string} baseUrl
 * @returns {Promise<{ large: Searcher, small: Searcher, others: number }>}
 */
async function seed(baseUrl) {
  const others = otherSearchUsers();
  const started = performance.now();
  /** @type {{ library: boolean, ms: number }[]} Users seed side by side: each says its kind. */
  const importMs = [];
  const small = await seedOne(baseUrl, SMALL_SEARCHER_SIZE, 0, []);
  const large = await seedOne(baseUrl, SEARCHER_SIZE, 1, importMs);
  const measuredS = (performance.now() - started) / 1000;
  let next = 0;
  const seeder = async () => {
    for (let u = next++; u < others; u = next++) {
      await seedOne(baseUrl, SEARCHER_SIZE, u + 2, importMs);
      process.stderr.write(`bench: search: other user ${u + 1} of ${others} seeded\n`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(USERS_AT_ONCE, others) }, seeder));
  const seconds = (performance.now() - started) / 1000;
  const libraryMs = importMs.filter((i) => i.library).map((i) => i.ms);
  const packMs = importMs
    .filter((i) => !i.library)
    .map((i) => i.ms)
    .sort((a, b) => a - b);
  const median = (/** @type {number[]} */ list) =>
    [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
  process.stderr.write(
    `bench: search: seeded the user with ${SEARCHER_SIZE.items} items, ${SEARCHER_SIZE.packs} ` +
      `packs, ${SEARCHER_SIZE.trips} trips and ${SEARCHER_SIZE.activities} activities in ` +
      `${measuredS.toFixed(1)} s, and ${others} other(s) of that size: ${seconds.toFixed(1)} s in all ` +
      `(${((seconds - measuredS) / Math.max(1, others)).toFixed(1)} s a user, ${USERS_AT_ONCE} at once)\n` +
      `bench: search: imports: ${SEARCHER_SIZE.items - IMPORTED_PACKS * SEARCHER_SIZE.packLines}-row ` +
      `library files median ${Math.round(median(libraryMs))} ms; ${SEARCHER_SIZE.packLines}-row ` +
      `packs median ${Math.round(median(packMs))} ms, max ${Math.round(packMs.at(-1) ?? 0)} ms ` +
      `(${importMs.length} imports, others' load alongside)\n`,
  );
  return { large, small, others };
}

/** @type {WeakMap<object, Promise<{ large: Searcher, small: Searcher, others: number }>>} */
const seeded = new WeakMap();

/**
 * The search users on this server, seeded at the first call.
 *
 * @param {import('../scenarios/types.js').ScenarioContext} context
 */
export function seedSearchers(context) {
  let searchers = seeded.get(context.server);
  if (!searchers) {
    searchers = seed(context.baseUrl);
    seeded.set(context.server, searchers);
  }
  return searchers;
}
