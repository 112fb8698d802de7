import { activityFit, activityGpx, syntheticTrack } from './activity-files.js';
import { signUp } from './http-client.js';
import { BENCH_TIME_ZONE, instantWithOffset, zoneOffsetMinutes } from './local-time.js';
import { uploadActivityFile } from './upload-activity.js';

/**
 * The tracking scenarios' users (issue 22, item 8): one with 2,000 activities for the figures,
 * one with 20 to show the SQL per request does not grow with them. Seeded through the API: the
 * activities spread evenly over the last 14 months, latest first, in every category with
 * distances, times and climbs to match; most entered by hand (POST /api/activities, several in
 * flight), and a few uploaded as files (FIT and GPX of half an hour, alternately) so the list
 * shows route previews, five of them on its first page. Made once per server and size.
 *
 * @typedef {{ cookie: string, user: unknown, activities: number, routes: number,
 *   middleCursor: string | null }} Tracker `user`: GET /api/auth/me, for the browser;
 *   `middleCursor`: the list's cursor halfway through, to ask for a page deep in it.
 */

export const TRACKER_ACTIVITIES = 2_000;
export const SMALL_TRACKER_ACTIVITIES = 20;

const SPAN_MS = 425 * 24 * 3600 * 1000; // 14 months
/** Manual activities sent at once: enough to keep the server busy, few enough to be polite. */
const IN_FLIGHT = 8;
/** An uploaded track: half an hour, a point a second. */
const ROUTE_POINTS = 1_800;

/**
 * Each category with its share of the activities and what one is like: distance (km) and
 * speed (km/h) ranges, metres climbed per km.
 *
 * @type {{ category: string, weight: number, km: [number, number], kmh: number, climb: number }[]}
 */
const KINDS = [
  { category: 'run', weight: 6, km: [5, 21], kmh: 11, climb: 12 },
  { category: 'ride', weight: 4, km: [20, 110], kmh: 26, climb: 10 },
  { category: 'hike', weight: 3, km: [8, 28], kmh: 4, climb: 60 },
  { category: 'walk', weight: 3, km: [2, 8], kmh: 5, climb: 5 },
  { category: 'trail-run', weight: 2, km: [8, 35], kmh: 8, climb: 45 },
  { category: 'mountain-bike', weight: 2, km: [15, 50], kmh: 14, climb: 30 },
  { category: 'gravel', weight: 1, km: [30, 90], kmh: 20, climb: 12 },
  { category: 'ski-touring', weight: 1, km: [8, 20], kmh: 3, climb: 100 },
  { category: 'ski', weight: 1, km: [10, 40], kmh: 15, climb: 0 },
  { category: 'snowshoe', weight: 1, km: [4, 12], kmh: 3, climb: 50 },
  { category: 'swim', weight: 1, km: [1, 4], kmh: 2.5, climb: 0 },
  { category: 'paddle', weight: 1, km: [6, 20], kmh: 6, climb: 0 },
  { category: 'climb', weight: 1, km: [0, 0], kmh: 0, climb: 0 },
  { category: 'other', weight: 1, km: [3, 15], kmh: 6, climb: 10 },
];
const CYCLE = KINDS.flatMap((kind) => Array.from({ length: kind.weight }, () => kind));

/**
 * Activity `n` (0 the latest) of `count`: its start and its kind, spread so that neighbours
 * differ and every kind comes (the cycle of 28 is walked in steps of 11, prime to it).
 *
 * @param {number} n
 * @param {number} count
 * @param {number} nowMs
 */
function planned(n, count, nowMs) {
  const kind = CYCLE[(n * 11) % CYCLE.length];
  if (!kind) throw new Error('No kind of activity to seed');
  const jitterMs = ((n * 7_919) % 180) * 60_000;
  const startMs = nowMs - 3600_000 - Math.floor(((n + 0.5) * SPAN_MS) / count) - jitterMs;
  return { kind, startMs };
}

/** Whether activity `n` is uploaded as a file: five on the first page, then one in a hundred. */
const hasRoute = (/** @type {number} */ n) => (n < 50 ? n % 10 === 0 : n % 100 === 0);

/**
 * @param {number} n
 * @param {number} count
 * @param {number} nowMs
 */
function manualActivity(n, count, nowMs) {
  const { kind, startMs } = planned(n, count, nowMs);
  const [low, high] = kind.km;
  const km = low + ((n * 37) % 100) * ((high - low) / 100);
  const movingS = kind.kmh > 0 ? Math.round((km / kind.kmh) * 3600) : 5400 + (n % 7) * 600;
  const offset = zoneOffsetMinutes(startMs, BENCH_TIME_ZONE);
  return {
    name: `${kind.category} ${String(n).padStart(4, '0')}`,
    category: kind.category,
    startTime: instantWithOffset(startMs, offset),
    timeZone: BENCH_TIME_ZONE,
    ...(km > 0 ? { distanceM: Math.round(km * 1000), gainM: Math.round(km * kind.climb) } : {}),
    movingS,
    elapsedS: Math.round(movingS * 1.1),
    ...(n % 3 === 0 ? { avgHeartRate: 120 + (n % 40), maxHeartRate: 165 + (n % 25) } : {}),
  };
}

/**
 * Activity `n` as a file: a FIT run, or a GPX hike when `gpx`.
 *
 * @param {number} n
 * @param {number} count
 * @param {number} nowMs
 * @param {boolean} gpx
 */
function routeFile(n, count, nowMs, gpx) {
  const { startMs } = planned(n, count, nowMs);
  const track = syntheticTrack({ points: ROUTE_POINTS, startMs });
  const name = `route ${String(n).padStart(4, '0')}`;
  if (gpx) return { name: `${name}.gpx`, content: activityGpx(track, name, 'hiking') };
  const utcOffsetMinutes = zoneOffsetMinutes(startMs, BENCH_TIME_ZONE);
  return { name: `${name}.fit`, content: activityFit(track, { utcOffsetMinutes }) };
}

/**
 * The manual activities, IN_FLIGHT requests at a time, until done or `stop` is aborted.
 *
 * @param {import('./http-client.js').HttpClient} client
 * @param {number[]} numbers
 * @param {number} count
 * @param {number} nowMs
 * @param {AbortSignal} stop
 */
async function postManual(client, numbers, count, nowMs, stop) {
  let next = 0;
  const sender = async () => {
    for (let i = next++; i < numbers.length && !stop.aborted; i = next++) {
      const n = numbers[i] ?? 0;
      await client.json('POST', '/api/activities', manualActivity(n, count, nowMs), 201);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
}

/**
 * The files one after another (the server reads one file of a user's at a time), FIT and GPX
 * in turn, until done or `stop` is aborted.
 *
 * @param {import('./http-client.js').HttpClient} client
 * @param {number[]} numbers
 * @param {number} count
 * @param {number} nowMs
 * @param {AbortSignal} stop
 */
async function uploadRoutes(client, numbers, count, nowMs, stop) {
  for (const [index, n] of numbers.entries()) {
    if (stop.aborted) return;
    const file = routeFile(n, count, nowMs, index % 2 === 1);
    const answer = await uploadActivityFile(client, file.content, file.name);
    if (answer.status !== 201 || answer.outcomes.join() !== 'created') {
      throw new Error(
        `Uploading ${file.name} answered ${answer.status} ` +
          `${answer.refusal || answer.outcomes.join(', ')}`,
      );
    }
  }
}

/**
 * Walks the whole list, in pages of a quarter of it (200 at most), to check it holds `count`
 * activities of which `routes` show a route preview, and keeps the cursor halfway.
 *
 * @param {import('./http-client.js').HttpClient} client
 * @param {number} count
 * @param {number} routes
 */
async function walkList(client, count, routes) {
  const limit = Math.max(1, Math.min(200, Math.floor(count / 4)));
  let seen = 0;
  let previews = 0;
  /** @type {string | null} */
  let cursor = null;
  /** @type {string | null} */
  let middleCursor = null;
  do {
    const query = `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    /** @type {{ activities: { preview: unknown[] }[], nextCursor: string | null }} */
    const page = await client.json('GET', `/api/activities${query}`);
    seen += page.activities.length;
    previews += page.activities.filter((activity) => activity.preview.length > 1).length;
    cursor = page.nextCursor;
    if (middleCursor === null && seen >= count / 2 && cursor) middleCursor = cursor;
  } while (cursor);
  if (seen !== count || previews !== routes) {
    throw new Error(`Seeded ${seen} activities, ${previews} with a route preview`);
  }
  return middleCursor;
}

/**
 * @param {string} baseUrl
 * @param {number} count
 * @returns {Promise<Tracker>}
 */
async function seed(baseUrl, count) {
  const started = performance.now();
  const client = await signUp(baseUrl);
  const nowMs = Date.now();
  const numbers = Array.from({ length: count }, (_, n) => n);
  const routes = numbers.filter(hasRoute);
  const byHand = numbers.filter((n) => !hasRoute(n));
  // The hand-made ones and the files go in side by side; if either fails, the other stops
  // rather than go on writing in the background.
  const stop = new AbortController();
  /** @param {Promise<void>} half */
  const stopping = (half) =>
    half.catch((/** @type {unknown} */ error) => {
      stop.abort();
      throw error;
    });
  const halves = [
    stopping(postManual(client, byHand, count, nowMs, stop.signal)),
    stopping(uploadRoutes(client, routes, count, nowMs, stop.signal)),
  ];
  await Promise.allSettled(halves);
  await Promise.all(halves);
  const middleCursor = await walkList(client, count, routes.length);
  const user = await client.json('GET', '/api/auth/me');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stderr.write(
    `bench: seeded a user with ${count} activities (${routes.length} from files) in ${seconds} s\n`,
  );
  return {
    cookie: client.cookieHeader(),
    user,
    activities: count,
    routes: routes.length,
    middleCursor,
  };
}

/** @type {WeakMap<object, Map<number, Promise<Tracker>>>} */
const seeded = new WeakMap();

/**
 * The user with `count` activities on this server, seeded at the first call.
 *
 * @param {import('../scenarios/types.js').ScenarioContext} context
 * @param {number} [count]
 */
export function seedTracker(context, count = TRACKER_ACTIVITIES) {
  let bySize = seeded.get(context.server);
  if (!bySize) {
    bySize = new Map();
    seeded.set(context.server, bySize);
  }
  let tracker = bySize.get(count);
  if (!tracker) {
    tracker = seed(context.baseUrl, count);
    bySize.set(count, tracker);
  }
  return tracker;
}

/** The overview as /track asks for it, in the bench's zone. */
export const OVERVIEW_PATH = `/api/activities/overview?timeZone=${encodeURIComponent(BENCH_TIME_ZONE)}`;
