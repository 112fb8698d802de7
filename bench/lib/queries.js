/**
 * Statements per request: the request is sent `samples` times, one after another with no other
 * load, and the server's statement counts (query-count-hook.js) are read before and after.
 *
 * @typedef {{ app: number, session: number, transaction: number, total: number }} QueriesPerRequest
 */

const QUIET_MS = 300;
const QUIET_TIMEOUT_MS = 30_000;

/** @param {import('./server.js').QueryCounts} counts */
const sum = (counts) => counts.app + counts.session + counts.transaction;

/**
 * The counts once the server has gone quiet: requests the load left queued are still being
 * answered after autocannon stops, and their statements must not be counted as ours.
 *
 * @param {import('./server.js').RunningServer} server
 */
async function quietCounts(server) {
  const deadline = performance.now() + QUIET_TIMEOUT_MS;
  let last = await server.queryCounts();
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    const now = await server.queryCounts();
    if (sum(now) === sum(last)) return now;
    last = now;
  }
  throw new Error(`The server did not go quiet within ${QUIET_TIMEOUT_MS / 1000} s.`);
}

/**
 * @param {object} options
 * @param {import('./server.js').RunningServer} options.server
 * @param {import('./load.js').LoadRequest} options.request
 * @param {number} [options.samples]
 * @returns {Promise<QueriesPerRequest>}
 */
export async function queriesPerRequest({ server, request, samples = 20 }) {
  const before = await quietCounts(server);
  for (let sample = 0; sample < samples; sample += 1) {
    // A rotating scenario's paths in turn: the figure is their mean.
    const path = request.paths?.[sample % request.paths.length] ?? request.path;
    const response = await fetch(new URL(path, server.baseUrl), {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${request.method} ${path} answered ${response.status}`);
  }
  const after = await server.queryCounts();
  const per = (/** @type {'app' | 'session' | 'transaction'} */ kind) =>
    (after[kind] - before[kind]) / samples;
  const counts = { app: per('app'), session: per('session'), transaction: per('transaction') };
  return { ...counts, total: counts.app + counts.session + counts.transaction };
}
