import autocannon from 'autocannon';

/**
 * What autocannon sends for one scenario, after its setup ran.
 *
 * @typedef {object} LoadRequest
 * @property {string} method
 * @property {string} path
 * @property {Record<string, string>} [headers]
 * @property {string} [body]
 * @property {string[]} [paths] Paths to send in turn instead of `path` alone (each connection
 *   takes the next one for each request): a scenario with a rotating set of queries.
 */

/**
 * Figures for one measured run. Latency percentiles come from every response's own timing
 * (autocannon's histogram rounds to whole milliseconds, too coarse for a local health check).
 *
 * @typedef {object} LoadResult
 * @property {number} requestsPerSec Average of autocannon's per-second samples.
 * @property {{ p50: number, p99: number, mean: number, max: number }} latencyMs
 * @property {number} requests Responses received during the measured run.
 * @property {number} non2xx
 * @property {number} errors Connection errors and timeouts (timeouts are counted in both).
 * @property {number} timeouts
 * @property {Record<string, number>} statusCodes Response count per HTTP status.
 * @property {string[]} errorMessages Up to five distinct error messages seen.
 * @property {number} bytesPerResponse Average bytes on the wire per response (headers included).
 * @property {number} durationS
 */

/**
 * Runs autocannon against `baseUrl + request.path` for `duration` seconds.
 *
 * @param {object} options
 * @param {string} options.baseUrl
 * @param {LoadRequest} options.request
 * @param {number} options.duration Whole seconds.
 * @param {number} options.connections
 * @param {() => string} [options.nextPath] A path for each request instead of `request.path`
 *   (every request a new one: the tile bench's cache misses).
 * @returns {Promise<LoadResult>}
 */
export async function runLoad({ baseUrl, request, duration, connections, nextPath: givenNext }) {
  const paths = request.paths;
  let turn = 0;
  const nextPath =
    givenNext ??
    (paths && paths.length > 0 ? () => paths[turn++ % paths.length] ?? request.path : undefined);
  let latencies = new Float64Array(1 << 16);
  let count = 0;
  /** @type {Set<string>} */
  const errorMessages = new Set();

  const instance = autocannon({
    url: new URL(request.path, baseUrl).href,
    method: request.method,
    headers: request.headers ?? {},
    body: request.body,
    duration,
    connections,
    timeout: 10,
    ...(nextPath
      ? {
          requests: [
            {
              /** @param {{ path: string }} sent */
              setupRequest: (sent) => ({ ...sent, path: nextPath() }),
            },
          ],
        }
      : {}),
  });
  instance.on(
    'response',
    /** @type {(client: unknown, status: number, bytes: number, ms: number) => void} */
    (_client, _status, _bytes, ms) => {
      if (count === latencies.length) {
        const grown = new Float64Array(latencies.length * 2);
        grown.set(latencies);
        latencies = grown;
      }
      latencies[count++] = ms;
    },
  );
  instance.on('reqError', (/** @type {Error} */ error) => {
    if (errorMessages.size < 5) errorMessages.add(error.message);
  });

  const result = await instance;
  const sorted = latencies.subarray(0, count).sort();
  /** @type {Record<string, number>} */
  const statusCodes = {};
  for (const [status, { count: n }] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[status] = n;
  }
  return {
    requestsPerSec: result.requests.average,
    latencyMs: {
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      mean: count === 0 ? 0 : sorted.reduce((sum, ms) => sum + ms, 0) / count,
      max: count === 0 ? 0 : (sorted[count - 1] ?? 0),
    },
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    errorMessages: [...errorMessages],
    bytesPerResponse:
      result.requests.total === 0 ? 0 : result.throughput.total / result.requests.total,
    durationS: result.duration,
  };
}

/**
 * Nearest-rank percentile of an ascending array (0 when empty).
 *
 * @param {Float64Array} sorted
 * @param {number} p 0 to 100.
 */
function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? 0;
}
