/**
 * Packtrail benchmark: starts the production build on a throw-away database, puts each scenario
 * under load with autocannon, measures the built client, prints tables and writes
 * bench/results/latest.json. It reports figures only: no thresholds, no failing on numbers.
 *
 *   npm run bench                        build, then run every scenario and the browser figures
 *   node bench/run.js [name...]          some of them against the existing build (`browser` names
 *                                        the browser figures)
 *
 * Settings (environment): BENCH_DURATION, BENCH_CONNECTIONS, BENCH_WARMUP, BENCH_START_TIMEOUT.
 * See bench/README.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, platform, release, totalmem } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printBrowserFigures, runBrowserFigures } from './browser/index.js';
import { measureClientBundle } from './lib/client-bundle.js';
import { BenchConfigError, readConfig } from './lib/config.js';
import { formatTable, int, kB, ms } from './lib/format.js';
import { runLoad } from './lib/load.js';
import { queriesPerRequest } from './lib/queries.js';
import { measureSearch, printSearch } from './lib/search-figures.js';
import { launchServer, ServerStartError } from './lib/server.js';
import { measurePageWeight, seedPublicPack } from './lib/seed-public-pack.js';
import { measureTracking, printTracking } from './lib/tracking-figures.js';
import { scenarios as allScenarios } from './scenarios/index.js';
import { PUBLIC_PACK_LINES } from './scenarios/public-pack-100.js';

/** @typedef {import('./scenarios/types.js').Scenario} Scenario */
/** @typedef {import('./lib/load.js').LoadRequest} LoadRequest */
/** @typedef {import('./lib/load.js').LoadResult} LoadResult */
/** @typedef {import('./lib/server.js').RunningServer} RunningServer */
/** @typedef {import('./lib/queries.js').QueriesPerRequest} QueriesPerRequest */
/**
 * @typedef {{ scenario: Scenario, request: LoadRequest, result?: LoadResult,
 *   queries?: QueriesPerRequest, error?: string }} Run
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = join(root, 'dist', 'client');
/** LighterPack's share page (`/r/{id}`): HTML + CSS gzipped, as issue 14 gives it. */
const LIGHTERPACK_SHARE_PAGE_BYTES = 11_000;
/** The name that asks for the browser figures (bench/browser/) on the command line. */
const BROWSER = 'browser';
const resultsFile = join(root, 'bench', 'results', 'latest.json');

/** @param {string} message */
const progress = (message) => process.stderr.write(`${message}\n`);

// Output piped into `head` and the like: stop writing instead of crashing on EPIPE.
process.stdout.on('error', (error) => {
  if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EPIPE') throw error;
});

/** @type {RunningServer | undefined} */
let server;
let interrupted = false;

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    interrupted = true;
    progress(`\nbench: ${signal}, stopping the server`);
    const stopped = server?.stop() ?? Promise.resolve();
    stopped.finally(() => process.exit(130));
  });
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (interrupted) {
    // The signal handler stops the server and exits 130.
  } else if (error instanceof BenchConfigError) {
    progress(`bench: ${error.message}`);
  } else if (error instanceof ServerStartError) {
    progress(`bench: the server could not start. ${error.message}`);
    if (error.output) progress(`--- last server output ---\n${error.output}\n---`);
  } else {
    progress(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    if (server) progress(`--- last server output ---\n${server.recentOutput()}\n---`);
  }
  process.exitCode = 1;
} finally {
  await server?.stop();
}

/**
 * @param {string[]} names Scenarios to run; all of them when empty.
 * @returns {Promise<number>} The exit code.
 */
async function main(names) {
  const config = readConfig();
  const scenarios =
    names.length === 0 ? allScenarios : pickScenarios(names.filter((name) => name !== BROWSER));
  const withBrowser = names.length === 0 || names.includes(BROWSER);

  progress(
    `bench: ${scenarios.length} scenario(s), ${config.duration} s each after ${config.warmup} s ` +
      `warm-up, ${config.connections} connections${withBrowser ? ', then the browser figures' : ''}`,
  );
  const running = await launchServer({ root });
  server = running;
  await running.ready(config.startTimeoutMs);
  const startupMs = running.startupMs ?? 0;
  progress(`bench: server ready on ${running.baseUrl} in ${(startupMs / 1000).toFixed(1)} s`);

  /** @type {Run[]} */
  const runs = [];
  for (const scenario of scenarios) {
    const context = { baseUrl: running.baseUrl, server: running };
    /** @type {LoadRequest} */
    let request = {
      method: scenario.method,
      path: scenario.path,
      headers: scenario.headers,
      body: scenario.body,
    };
    try {
      if (scenario.setup) {
        progress(`bench: ${scenario.name}: setup`);
        const overrides = (await scenario.setup(context)) ?? {};
        request = {
          ...request,
          ...overrides,
          headers: { ...request.headers, ...overrides.headers },
        };
      }
      const load = { baseUrl: running.baseUrl, request, connections: config.connections };
      if (config.warmup > 0) {
        progress(`bench: ${scenario.name}: warm-up ${config.warmup} s`);
        await runLoad({ ...load, duration: config.warmup });
      }
      progress(
        `bench: ${scenario.name}: ${request.method} ${request.path} for ${config.duration} s`,
      );
      /** @type {LoadResult | undefined} */
      let result;
      try {
        result = await runLoad({ ...load, duration: config.duration });
      } finally {
        await scenario.afterLoad?.(context);
      }
      progress(`bench: ${scenario.name}: counting queries per request`);
      const queries = await queriesPerRequest({ server: running, request });
      runs.push({ scenario, request, result, queries });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      progress(`bench: ${scenario.name} failed: ${message}`);
      // What the server logged (warnings and errors) says why, when the failure was its own.
      const output = running.recentOutput();
      if (output) progress(`--- last server output ---\n${output}\n---`);
      runs.push({ scenario, request, error: message });
    }
    try {
      await scenario.teardown?.(context);
    } catch (error) {
      const message = `teardown: ${error instanceof Error ? error.message : String(error)}`;
      progress(`bench: ${scenario.name} failed: ${message}`);
      const run = runs.at(-1);
      if (run) run.error = run.error ?? message;
    }
    if (running.exited()) throw new Error(`The server exited during "${scenario.name}".`);
  }

  /** @type {import('./browser/index.js').BrowserFigures | undefined} */
  let browser;
  /** @type {string | undefined} */
  let browserError;
  if (withBrowser) {
    try {
      browser = await runBrowserFigures({
        context: { baseUrl: running.baseUrl, server: running },
        clientDir,
        progress,
      });
    } catch (error) {
      browserError = error instanceof Error ? error.message : String(error);
      progress(`bench: browser failed: ${browserError}`);
    }
  }

  const bundle = await measureClientBundle(clientDir);
  const packVsHealth = comparePackWithHealth(runs);
  const publicPage = await measurePublicPage(runs, { baseUrl: running.baseUrl, server: running });
  const tracking = await measureTracking(runs, { baseUrl: running.baseUrl, server: running });
  const search = await measureSearch(runs, { baseUrl: running.baseUrl, server: running });

  console.log('');
  printHttp(runs, config);
  console.log('');
  printQueries(runs);
  if (packVsHealth) {
    console.log('');
    printPackVsHealth(packVsHealth);
  }
  if (publicPage) {
    console.log('');
    printPublicPage(publicPage);
  }
  if (tracking) {
    console.log('');
    printTracking(tracking);
  }
  if (search) {
    console.log('');
    printSearch(search);
  }
  if (browser) {
    console.log('');
    printBrowserFigures(browser);
  } else if (browserError !== undefined) {
    console.log(`\nBrowser: failed: ${browserError}`);
  }
  console.log('');
  printBundle(bundle);

  const report = {
    date: new Date().toISOString(),
    git: gitInfo(),
    machine: {
      node: process.version,
      platform: `${platform()} ${release()}`,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      totalMemoryBytes: totalmem(),
    },
    config: {
      durationS: config.duration,
      warmupS: config.warmup,
      connections: config.connections,
    },
    server: { startupMs: Math.round(startupMs), database: 'pglite' },
    scenarios: runs.map(({ scenario, request, result, queries, error }) => ({
      name: scenario.name,
      method: request.method,
      path: request.path,
      ...(result ?? {}),
      ...(queries === undefined ? {} : { queriesPerRequest: queries }),
      ...(error === undefined ? {} : { error }),
    })),
    ...(packVsHealth ? { packVsHealth } : {}),
    ...(tracking ? { tracking } : {}),
    ...(search ? { search } : {}),
    ...(browser ? { browser } : {}),
    ...(browserError === undefined ? {} : { browserError }),
    client: bundle,
  };
  await mkdir(join(root, 'bench', 'results'), { recursive: true });
  await writeFile(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${relative(process.cwd(), resultsFile) || resultsFile}`);

  return runs.some((run) => run.error !== undefined) || browserError !== undefined ? 1 : 0;
}

/**
 * @param {string[]} names Scenario names (not `browser`).
 * @returns {Scenario[]}
 */
function pickScenarios(names) {
  const known = allScenarios.map((s) => s.name);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new BenchConfigError(
      `unknown scenario(s) ${unknown.join(', ')}; known: ${[...known, BROWSER].join(', ')}`,
    );
  }
  return allScenarios.filter((s) => names.includes(s.name));
}

/**
 * @param {Run[]} runs
 * @param {import('./lib/config.js').BenchConfig} config
 */
function printHttp(runs, config) {
  console.log(
    `HTTP: ${config.connections} connections, ${config.duration} s per scenario ` +
      `(${config.warmup} s warm-up), Node ${process.version}`,
  );
  const rows = runs.map(({ scenario, request, result }) =>
    result
      ? [
          scenario.name,
          `${request.method} ${request.path}`,
          int(result.requestsPerSec),
          ms(result.latencyMs.p50),
          ms(result.latencyMs.p99),
          ms(result.latencyMs.max),
          int(result.non2xx),
          int(result.errors),
          int(result.requests),
          int(result.bytesPerResponse),
        ]
      : [
          scenario.name,
          `${request.method} ${request.path}`,
          'failed',
          '-',
          '-',
          '-',
          '-',
          '-',
          '-',
          '-',
        ],
  );
  console.log(
    formatTable(
      [
        { header: 'scenario' },
        { header: 'request' },
        { header: 'req/s', align: 'right' },
        { header: 'p50 ms', align: 'right' },
        { header: 'p99 ms', align: 'right' },
        { header: 'max ms', align: 'right' },
        { header: 'non-2xx', align: 'right' },
        { header: 'errors', align: 'right' },
        { header: 'requests', align: 'right' },
        { header: 'bytes/res', align: 'right' },
      ],
      rows,
    ),
  );
  for (const { scenario, result, error } of runs) {
    if (error !== undefined) console.log(`  ${scenario.name}: failed: ${error}`);
    if (result && (result.non2xx > 0 || result.errors > 0)) {
      const statuses = Object.entries(result.statusCodes)
        .map(([status, count]) => `${status}: ${int(count)}`)
        .join(', ');
      const errors =
        result.errorMessages.length > 0 ? `; errors: ${result.errorMessages.join(' | ')}` : '';
      console.log(`  ${scenario.name}: statuses ${statuses}${errors}`);
    }
  }
}

/**
 * @typedef {{ packBytesPerResponse: number, packRequestsPerSec: number,
 *   healthRequestsPerSec: number, requestsPerSecRatio: number }} PackVsHealth
 */

/**
 * The pack of 500 lines beside the health check, both measured in this run: its size, and its
 * rate as a share of the health check's (how much of the server's speed the pack keeps).
 *
 * @param {Run[]} runs
 * @returns {PackVsHealth | undefined} Undefined unless both ran.
 */
function comparePackWithHealth(runs) {
  const result = (/** @type {string} */ name) =>
    runs.find((run) => run.scenario.name === name)?.result;
  const pack = result('pack-500');
  const health = result('health');
  if (!pack || !health || health.requestsPerSec === 0) return undefined;
  return {
    packBytesPerResponse: pack.bytesPerResponse,
    packRequestsPerSec: pack.requestsPerSec,
    healthRequestsPerSec: health.requestsPerSec,
    requestsPerSecRatio: pack.requestsPerSec / health.requestsPerSec,
  };
}

/**
 * @typedef {{ weight?: import('./lib/seed-public-pack.js').PageWeight, error?: string,
 *   requestsPerSec?: number, healthRequestsPerSec?: number }} PublicPageFigures
 */

/**
 * The public pack page of 100 lines as a visitor without JavaScript gets it (document and
 * stylesheets, gzipped), and its rate beside /api/health's in this run.
 *
 * @param {Run[]} runs
 * @param {import('./scenarios/types.js').ScenarioContext} context
 * @returns {Promise<PublicPageFigures | undefined>} Undefined unless the scenario ran.
 */
async function measurePublicPage(runs, context) {
  const run = runs.find((candidate) => candidate.scenario.name === 'public-pack-100');
  if (!run) return undefined;
  const health = runs.find((candidate) => candidate.scenario.name === 'health')?.result;
  const figures = {
    requestsPerSec: run.result?.requestsPerSec,
    healthRequestsPerSec: health?.requestsPerSec,
  };
  try {
    const { path } = await seedPublicPack(context, PUBLIC_PACK_LINES);
    const weight = await measurePageWeight(context.baseUrl, path, 'Shared item 0099');
    return { ...figures, weight };
  } catch (error) {
    return { ...figures, error: error instanceof Error ? error.message : String(error) };
  }
}

/** @param {PublicPageFigures} figures */
function printPublicPage(figures) {
  console.log(`Public pack page, ${PUBLIC_PACK_LINES} lines, signed out:`);
  if (figures.weight) {
    const { weight } = figures;
    const css = weight.css.reduce((sum, file) => sum + file.gzipBytes, 0);
    console.log(
      `  HTML ${kB(weight.htmlGzipBytes)} kB + CSS ${kB(css)} kB (${weight.css.length} file(s)) ` +
        `gzipped = ${kB(weight.totalGzipBytes)} kB; LighterPack's share page about ` +
        `${kB(LIGHTERPACK_SHARE_PAGE_BYTES)} kB (${(weight.totalGzipBytes / LIGHTERPACK_SHARE_PAGE_BYTES).toFixed(2)} ×); ` +
        `readable without JavaScript: ${weight.readableWithoutJs ? 'yes' : 'NO'}`,
    );
  } else {
    console.log(`  page weight: failed: ${figures.error ?? 'unknown'}`);
  }
  if (figures.requestsPerSec !== undefined && figures.healthRequestsPerSec) {
    console.log(
      `  ${int(figures.requestsPerSec)} req/s = ` +
        `${(figures.requestsPerSec / figures.healthRequestsPerSec).toFixed(3)} × /api/health's ` +
        `${int(figures.healthRequestsPerSec)} req/s`,
    );
  }
}

/** @param {PackVsHealth} figures */
function printPackVsHealth(figures) {
  console.log(
    `Pack of 500 lines against /api/health: GET /api/packs/:id is ` +
      `${kB(figures.packBytesPerResponse)} kB per response (headers included); ` +
      `${int(figures.packRequestsPerSec)} req/s = ${figures.requestsPerSecRatio.toFixed(3)} × ` +
      `/api/health's ${int(figures.healthRequestsPerSec)} req/s`,
  );
}

/**
 * SQL statements per request, counted in the server (lib/query-count-hook.js) over requests
 * sent one at a time after the load.
 *
 * @param {Run[]} runs
 */
function printQueries(runs) {
  console.log(
    'SQL statements per request (20 sequential requests after the load; app: the route, ' +
      'session: the session store, tx: BEGIN/COMMIT)',
  );
  /** @param {number} n */
  const count = (n) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
  const rows = runs.map(({ scenario, request, queries }) =>
    queries
      ? [
          scenario.name,
          `${request.method} ${request.path}`,
          count(queries.app),
          count(queries.session),
          count(queries.transaction),
          count(queries.total),
        ]
      : [scenario.name, `${request.method} ${request.path}`, '-', '-', '-', '-'],
  );
  console.log(
    formatTable(
      [
        { header: 'scenario' },
        { header: 'request' },
        { header: 'app', align: 'right' },
        { header: 'session', align: 'right' },
        { header: 'tx', align: 'right' },
        { header: 'total', align: 'right' },
      ],
      rows,
    ),
  );
}

/** @param {import('./lib/client-bundle.js').BundleReport} bundle */
function printBundle(bundle) {
  const columns = [
    { header: 'file' },
    { header: 'loaded' },
    { header: 'kB', align: /** @type {const} */ ('right') },
    { header: 'gzip kB', align: /** @type {const} */ ('right') },
  ];
  /** @param {import('./lib/client-bundle.js').BundleFile} f */
  const row = (f) => [f.file, f.load, kB(f.bytes), kB(f.gzipBytes)];
  const { totals } = bundle;

  console.log(`Client JavaScript (dist/client/assets, gzip level 6, 1 kB = 1000 bytes)`);
  console.log(
    formatTable(columns, bundle.js.map(row), [
      `total (${files(bundle.js.length)})`,
      '',
      kB(totals.jsBytes),
      kB(totals.jsGzipBytes),
    ]),
  );
  const entryJs = bundle.entry.filter((file) => file.endsWith('.js'));
  console.log(
    `Entry chunk: ${entryJs.join(', ') || '(none found in index.html)'}; JS loaded up front ` +
      `(entry + modulepreload): ${kB(totals.initialJsGzipBytes)} kB gzip`,
  );
  console.log('');
  console.log('Client CSS');
  console.log(
    formatTable(columns, bundle.css.map(row), [
      `total (${files(bundle.css.length)})`,
      '',
      kB(totals.cssBytes),
      kB(totals.cssGzipBytes),
    ]),
  );
}

/** @param {number} n */
function files(n) {
  return `${n} ${n === 1 ? 'file' : 'files'}`;
}

/** @returns {{ commit: string | null, dirty: boolean | null }} */
function gitInfo() {
  try {
    const git = (/** @type {string[]} */ ...args) =>
      execFileSync('git', args, {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    return { commit: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain') !== '' };
  } catch {
    return { commit: null, dirty: null };
  }
}
