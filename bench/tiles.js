/**
 * The tile proxy's figures (issue 12): what a cached tile costs against a static file of the
 * same bytes, and how long a cache miss takes against an upstream 50 ms away.
 *
 *   node bench/tiles.js            against the existing build (npm run build first)
 *
 * It starts a tile upstream on 127.0.0.1 (lib/tile-upstream.js: one PNG of realistic size,
 * BENCH_TILE_LATENCY ms before each answer) and the production server pointed at it, with the
 * per-address tile limit off (the load comes from one address). Then, for BENCH_DURATION
 * seconds each after BENCH_WARMUP:
 *
 * - **cached tile**: `GET /api/tiles/standard/12/2013/1292`, fetched once beforehand, so every
 *   measured request is a hit on the disk cache;
 * - **static file**: the same bytes written into dist/client for the run (served by the client
 *   assets' express.static, removed afterwards), as the baseline: the ratio of the two rates says
 *   what the proxy costs beyond sending a file;
 * - **cache miss**: a new tile for every request (zoom 18, never asked before), so each one is a
 *   fetch from the upstream, stored, then served; with BENCH_TILE_MISS_CONNECTIONS connections
 *   (default 6, the outbound client's limit per upstream origin, so that the figure is the miss
 *   itself rather than the wait for a free slot).
 *
 * Figures only, no thresholds. Results also go to bench/results/tiles.json.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from './lib/config.js';
import { formatTable, int, kB, ms } from './lib/format.js';
import { runLoad } from './lib/load.js';
import { launchServer } from './lib/server.js';
import { startTileUpstream } from './lib/tile-upstream.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const CACHED_TILE = '/api/tiles/standard/12/2013/1292';
const MISS_ZOOM = 18;

/** @param {string} message */
const progress = (message) => process.stderr.write(`${message}\n`);

/**
 * @param {string} name
 * @param {number} fallback
 */
function setting(name, fallback) {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number, not "${text}"`);
  }
  return value;
}

const config = readConfig();
const latencyMs = setting('BENCH_TILE_LATENCY', 50);
const missConnections = setting('BENCH_TILE_MISS_CONNECTIONS', 6);
const upstream = await startTileUpstream({ latencyMs });
const server = await launchServer({
  root,
  env: {
    TILES_STANDARD_URL: `${upstream.url}/{z}/{x}/{y}.png`,
    TILE_RATE_LIMIT_PER_MINUTE: '0',
    HTTP_PROXY: '',
    http_proxy: '',
  },
});
const staticName = `bench-tile-${randomBytes(4).toString('hex')}.png`;
const staticFile = join(root, 'dist', 'client', staticName);

try {
  await server.ready(config.startTimeoutMs);
  progress(`bench: server ready on ${server.baseUrl}; upstream ${upstream.url} (+${latencyMs} ms)`);
  const first = await fetch(`${server.baseUrl}${CACHED_TILE}`);
  const tileBytes = Buffer.from(await first.arrayBuffer());
  if (first.status !== 200 || !tileBytes.equals(upstream.tile)) {
    throw new Error(
      `The first tile answered ${first.status}: ${tileBytes.toString().slice(0, 200)}`,
    );
  }
  await writeFile(staticFile, upstream.tile);

  /**
   * @param {string} path
   * @param {{ connections?: number, nextPath?: () => string, beforeMeasured?: () => void }} [options]
   */
  const measure = async (path, options = {}) => {
    const load = {
      baseUrl: server.baseUrl,
      request: { method: 'GET', path, headers: { accept: 'image/png' } },
      connections: options.connections ?? config.connections,
      nextPath: options.nextPath,
    };
    if (config.warmup > 0) await runLoad({ ...load, duration: config.warmup });
    options.beforeMeasured?.();
    progress(`bench: ${path} for ${config.duration} s`);
    return runLoad({ ...load, duration: config.duration });
  };

  const cached = await measure(CACHED_TILE);
  const staticRun = await measure(`/${staticName}`);
  // Every request a tile nobody asked for: a row and column of their own at zoom 18.
  let next = 0;
  const nextPath = () => {
    next += 1;
    return `/api/tiles/standard/${MISS_ZOOM}/${next % 2 ** MISS_ZOOM}/${Math.floor(next / 2 ** MISS_ZOOM) + 1000}`;
  };
  let before = 0;
  const misses = await measure('/api/tiles/standard/18/0/0', {
    connections: missConnections,
    nextPath,
    beforeMeasured: () => (before = upstream.requests()),
  });
  const upstreamRequests = upstream.requests() - before;

  const ratio =
    staticRun.requestsPerSec === 0 ? 0 : cached.requestsPerSec / staticRun.requestsPerSec;
  console.log('');
  console.log(
    `Tiles: ${config.duration} s each after ${config.warmup} s warm-up, Node ${process.version}, ` +
      `${cpus().length} CPUs; tile ${kB(upstream.tile.length)} kB`,
  );
  const row = (
    /** @type {string} */ name,
    /** @type {string} */ request,
    /** @type {number} */ connections,
    /** @type {import('./lib/load.js').LoadResult} */ result,
  ) => [
    name,
    request,
    String(connections),
    int(result.requestsPerSec),
    ms(result.latencyMs.p50),
    ms(result.latencyMs.p99),
    ms(result.latencyMs.max),
    int(result.non2xx),
    int(result.errors),
    int(result.requests),
  ];
  console.log(
    formatTable(
      [
        { header: 'case' },
        { header: 'request' },
        { header: 'conns', align: 'right' },
        { header: 'req/s', align: 'right' },
        { header: 'p50 ms', align: 'right' },
        { header: 'p99 ms', align: 'right' },
        { header: 'max ms', align: 'right' },
        { header: 'non-2xx', align: 'right' },
        { header: 'errors', align: 'right' },
        { header: 'requests', align: 'right' },
      ],
      [
        row('cached tile', `GET ${CACHED_TILE}`, config.connections, cached),
        row('static file', `GET /${staticName}`, config.connections, staticRun),
        row('cache miss', `GET /api/tiles/standard/18/{new}/{new}`, missConnections, misses),
      ],
    ),
  );
  console.log(
    `Cached tile against the static file of the same bytes: ${int(cached.requestsPerSec)} / ` +
      `${int(staticRun.requestsPerSec)} req/s = ${ratio.toFixed(3)}`,
  );
  console.log(
    `Cache miss with the upstream ${latencyMs} ms away: p50 ${ms(misses.latencyMs.p50)} ms, ` +
      `p99 ${ms(misses.latencyMs.p99)} ms (${int(upstreamRequests)} upstream requests for ` +
      `${int(misses.requests)} answers)`,
  );
  await mkdir(join(root, 'bench', 'results'), { recursive: true });
  await writeFile(
    join(root, 'bench', 'results', 'tiles.json'),
    `${JSON.stringify({ date: new Date().toISOString(), latencyMs, tileBytes: upstream.tile.length, cached, static: staticRun, misses, ratio }, null, 2)}\n`,
  );
} catch (error) {
  progress(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  progress(`--- last server output ---\n${server.recentOutput()}\n---`);
  process.exitCode = 1;
} finally {
  await rm(staticFile, { force: true });
  await server.stop();
  await upstream.close();
}
