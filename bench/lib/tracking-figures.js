import { formatTable, int, ms } from './format.js';
import { queriesPerRequest } from './queries.js';
import {
  OVERVIEW_PATH,
  SMALL_TRACKER_ACTIVITIES,
  TRACKER_ACTIVITIES,
  seedTracker,
} from './seed-tracker.js';

/**
 * The tracking area's figures beside the HTTP table (issue 22, item 8), when its scenarios ran:
 * each one's p99 and rate as a ratio to /api/health's in the same run (upload-50's: its
 * observer's) and, when the list's or the overview's scenario ran, the SQL statements of the
 * activities list (its first page and a page halfway) and of the overview for a user with 20
 * activities beside the user with 2,000: a list read in keyset pages and an overview in one
 * query cost the same whatever the user holds.
 *
 * @typedef {{ scenario: string, request: string, p99Ms: number, requestsPerSec: number,
 *   healthP99Ms?: number, healthRequestsPerSec?: number }} TrackingLatency
 * @typedef {{ request: string, small?: import('./queries.js').QueriesPerRequest,
 *   large?: import('./queries.js').QueriesPerRequest }} TrackingStatements
 * @typedef {{ latency: TrackingLatency[], statements: TrackingStatements[] }} TrackingFigures
 */

const SCENARIOS = ['track-2000', 'track-overview-2000', 'upload-50'];

/**
 * @typedef {{ scenario: { name: string }, request: { method: string, path: string },
 *   result?: import('./load.js').LoadResult }} RunLike
 */

/**
 * @param {RunLike[]} runs
 * @param {import('../scenarios/types.js').ScenarioContext} context
 * @returns {Promise<TrackingFigures | undefined>} Undefined unless a tracking scenario ran.
 */
export async function measureTracking(runs, context) {
  const ran = runs.filter((run) => SCENARIOS.includes(run.scenario.name) && run.result);
  if (ran.length === 0) return undefined;
  const health = runs.find((run) => run.scenario.name === 'health')?.result;
  const latency = ran.map(({ scenario, request, result }) => ({
    scenario: scenario.name,
    request: `${request.method} ${request.path}`,
    p99Ms: result?.latencyMs.p99 ?? 0,
    requestsPerSec: result?.requestsPerSec ?? 0,
    healthP99Ms: health?.latencyMs.p99,
    healthRequestsPerSec: health?.requestsPerSec,
  }));
  const listed = ran.some((run) => run.scenario.name !== 'upload-50');
  return { latency, statements: listed ? await statementsBySize(context) : [] };
}

/** @param {import('../scenarios/types.js').ScenarioContext} context */
async function statementsBySize(context) {
  const small = await seedTracker(context, SMALL_TRACKER_ACTIVITIES);
  const large = await seedTracker(context, TRACKER_ACTIVITIES);
  /** @type {{ request: string, path: (tracker: import('./seed-tracker.js').Tracker) => string | null }[]} */
  const requests = [
    { request: 'GET /api/activities (first page)', path: () => '/api/activities' },
    {
      request: 'GET /api/activities?cursor= (halfway)',
      path: (tracker) =>
        tracker.middleCursor ? `/api/activities?cursor=${tracker.middleCursor}` : null,
    },
    { request: `GET ${OVERVIEW_PATH}`, path: () => OVERVIEW_PATH },
  ];
  /** @param {import('./seed-tracker.js').Tracker} tracker @param {string | null} path */
  const count = (tracker, path) =>
    path === null
      ? undefined
      : queriesPerRequest({
          server: context.server,
          request: {
            method: 'GET',
            path,
            headers: { cookie: tracker.cookie, accept: 'application/json' },
          },
        });
  /** @type {TrackingStatements[]} */
  const statements = [];
  for (const { request, path } of requests) {
    statements.push({
      request,
      small: await count(small, path(small)),
      large: await count(large, path(large)),
    });
  }
  return statements;
}

/** @param {number} n */
const count = (n) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/** @param {import('./queries.js').QueriesPerRequest | undefined} queries */
const sum = (queries) =>
  queries
    ? `${count(queries.app)} + ${count(queries.session)} + ${count(queries.transaction)} = ${count(queries.total)}`
    : '-';

/** @param {number | undefined} part @param {number | undefined} whole */
const ratio = (part, whole) => (part === undefined || !whole ? '-' : (part / whole).toFixed(2));

/** @param {TrackingFigures} figures */
export function printTracking({ latency, statements }) {
  console.log("Tracking against /api/health in this run (p99 and rate as a ratio to health's)");
  console.log(
    formatTable(
      [
        { header: 'scenario' },
        { header: 'request' },
        { header: 'p99 ms', align: 'right' },
        { header: '× health p99', align: 'right' },
        { header: 'req/s', align: 'right' },
        { header: '× health req/s', align: 'right' },
      ],
      latency.map((row) => [
        row.scenario,
        row.request,
        ms(row.p99Ms),
        ratio(row.p99Ms, row.healthP99Ms),
        int(row.requestsPerSec),
        ratio(row.requestsPerSec, row.healthRequestsPerSec),
      ]),
    ),
  );
  const health = latency[0];
  if (health?.healthP99Ms === undefined) {
    console.log('  (health did not run: no ratios; run it with them, e.g. `health track-2000`)');
  } else {
    console.log(
      `  /api/health: p99 ${ms(health.healthP99Ms)} ms, ${int(health.healthRequestsPerSec ?? 0)} req/s`,
    );
  }
  if (statements.length === 0) return;
  console.log('');
  console.log(
    'SQL statements per request by activities held (app + session + tx = total; 20 sequential ' +
      'requests each)',
  );
  console.log(
    formatTable(
      [
        { header: 'request' },
        { header: `${SMALL_TRACKER_ACTIVITIES} activities`, align: 'right' },
        { header: `${TRACKER_ACTIVITIES.toLocaleString('en-US')} activities`, align: 'right' },
      ],
      statements.map((row) => [row.request, sum(row.small), sum(row.large)]),
    ),
  );
}
