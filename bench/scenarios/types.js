/**
 * Type definitions for benchmark scenarios (this module exports nothing at runtime).
 *
 * A scenario is one request that autocannon repeats for BENCH_DURATION seconds. `setup` runs once,
 * against the already-started server, before the warm-up: it can create data through the API
 * (a user, 5,000 gear items, a 500-line pack...) and return what the request needs, such as a
 * session cookie header or a path holding the new pack's id.
 *
 * @typedef {import('../lib/load.js').LoadRequest} LoadRequest
 * @typedef {import('../lib/server.js').RunningServer} RunningServer
 *
 * @typedef {object} ScenarioContext
 * @property {string} baseUrl e.g. `http://127.0.0.1:41234`.
 * @property {RunningServer} server
 *
 * @typedef {object} Scenario
 * @property {string} name Short and unique; used in the table, the JSON and on the command line.
 * @property {string} [description]
 * @property {string} method
 * @property {string} path
 * @property {Record<string, string>} [headers]
 * @property {string} [body]
 * @property {(context: ScenarioContext) => Promise<Partial<LoadRequest> | void>} [setup]
 *   Fields it returns override method, path, headers (merged) and body.
 * @property {(context: ScenarioContext) => Promise<void>} [afterLoad] Runs as soon as the measured
 *   run ends (or fails), before the queries are counted: stops background work setup started.
 * @property {(context: ScenarioContext) => Promise<void>} [teardown] Runs after the measured run.
 */

export {};
