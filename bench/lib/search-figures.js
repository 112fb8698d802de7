import { formatTable, int, ms } from './format.js';
import { queriesPerRequest } from './queries.js';
import { SEARCHER_SIZE, SMALL_SEARCHER_SIZE, seedSearchers } from './seed-searcher.js';
import { SEARCH_QUERIES, searchPath } from '../scenarios/search.js';

/**
 * The search scenario's figures beside the HTTP table (issue 24, item 5), when it ran: its p50,
 * p99 and rate as a ratio to /api/health's in the same run, and the SQL statements of each
 * query for the small user (20 things or so) beside the big one: one statement per search
 * whatever the user holds.
 *
 * @typedef {{ query: string, small: import('./queries.js').QueriesPerRequest,
 *   large: import('./queries.js').QueriesPerRequest }} SearchStatements
 * @typedef {{ p50Ms: number, p99Ms: number, requestsPerSec: number, bytesPerResponse: number,
 *   healthP50Ms?: number, healthP99Ms?: number, healthRequestsPerSec?: number, others: number,
 *   statements: SearchStatements[] }} SearchFigures
 */

/**
 * @typedef {{ scenario: { name: string }, result?: import('./load.js').LoadResult }} RunLike
 */

/** Each query this many times one after another, for its statements. */
const SAMPLES = 10;

/**
 * @param {RunLike[]} runs
 * @param {import('../scenarios/types.js').ScenarioContext} context
 * @returns {Promise<SearchFigures | undefined>} Undefined unless the search scenario ran.
 */
export async function measureSearch(runs, context) {
  const result = runs.find((run) => run.scenario.name === 'search')?.result;
  if (!result) return undefined;
  const health = runs.find((run) => run.scenario.name === 'health')?.result;
  const { small, large, others } = await seedSearchers(context);
  /** @param {import('./seed-searcher.js').Searcher} searcher @param {string} query */
  const count = (searcher, query) =>
    queriesPerRequest({
      server: context.server,
      samples: SAMPLES,
      request: {
        method: 'GET',
        path: searchPath(query),
        headers: { cookie: searcher.cookie, accept: 'application/json' },
      },
    });
  /** @type {SearchStatements[]} */
  const statements = [];
  for (const query of SEARCH_QUERIES) {
    statements.push({ query, small: await count(small, query), large: await count(large, query) });
  }
  return {
    p50Ms: result.latencyMs.p50,
    p99Ms: result.latencyMs.p99,
    requestsPerSec: result.requestsPerSec,
    bytesPerResponse: result.bytesPerResponse,
    healthP50Ms: health?.latencyMs.p50,
    healthP99Ms: health?.latencyMs.p99,
    healthRequestsPerSec: health?.requestsPerSec,
    others,
    statements,
  };
}

/** @param {number} n */
const count = (n) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/** @param {import('./queries.js').QueriesPerRequest} queries */
const sum = (queries) =>
  `${count(queries.app)} + ${count(queries.session)} + ${count(queries.transaction)} = ${count(queries.total)}`;

/** @param {number | undefined} part @param {number | undefined} whole */
const ratio = (part, whole) => (part === undefined || !whole ? '-' : (part / whole).toFixed(2));

/** @param {SearchFigures} figures */
export function printSearch(figures) {
  const size = SEARCHER_SIZE;
  console.log(
    `Search: a user with ${int(size.items)} items, ${size.packs} packs of ${size.packLines} ` +
      `lines, ${size.trips} trips and ${int(size.activities)} activities, ${figures.others} ` +
      `other user(s) of that size in the database; ${SEARCH_QUERIES.length} queries in turn`,
  );
  console.log(
    formatTable(
      [
        { header: 'request' },
        { header: 'p50 ms', align: 'right' },
        { header: 'p99 ms', align: 'right' },
        { header: 'req/s', align: 'right' },
        { header: '× health p50', align: 'right' },
        { header: '× health p99', align: 'right' },
        { header: '× health req/s', align: 'right' },
      ],
      [
        [
          'GET /api/search',
          ms(figures.p50Ms),
          ms(figures.p99Ms),
          int(figures.requestsPerSec),
          ratio(figures.p50Ms, figures.healthP50Ms),
          ratio(figures.p99Ms, figures.healthP99Ms),
          ratio(figures.requestsPerSec, figures.healthRequestsPerSec),
        ],
      ],
    ),
  );
  if (figures.healthP99Ms === undefined) {
    console.log('  (health did not run: no ratios; run it with them, e.g. `health search`)');
  } else {
    console.log(
      `  /api/health: p50 ${ms(figures.healthP50Ms ?? 0)} ms, p99 ${ms(figures.healthP99Ms)} ms, ` +
        `${int(figures.healthRequestsPerSec ?? 0)} req/s; search answers ` +
        `${int(figures.bytesPerResponse)} bytes on average (headers included)`,
    );
  }
  const things = (/** @type {typeof SMALL_SEARCHER_SIZE | typeof SEARCHER_SIZE} */ s) =>
    s.items + s.packs + s.trips + s.activities;
  console.log('');
  console.log(
    `SQL statements per search by what the user holds (app + session + tx = total; ` +
      `${SAMPLES} sequential requests each)`,
  );
  console.log(
    formatTable(
      [
        { header: 'query' },
        { header: `${things(SMALL_SEARCHER_SIZE)} things`, align: 'right' },
        { header: `${int(things(SEARCHER_SIZE))} things`, align: 'right' },
      ],
      figures.statements.map((row) => [`"${row.query}"`, sum(row.small), sum(row.large)]),
    ),
  );
}
