/**
 * The job queue's fairness on the embedded database (issue 23): how long other users wait while
 * one user's 1,000-activity import runs as a job on the same single connection.
 *
 *   node bench/jobs.js             against the existing build (npm run build first)
 *
 *   BENCH_IMPORT=synthetic node bench/jobs.js   the synthetic job kind instead of Strava's
 *
 * By default the import is a real Strava history import: the server is given a Strava app whose
 * addresses are the test suite's Strava stand-in (test/support/stand-ins/strava.ts, loaded here
 * through the server's own .ts resolution hooks), the importing user links Strava through the
 * real OAuth exchange, and the stand-in's athlete has BENCH_IMPORT_ACTIVITIES activities, each
 * with streams of 1,500 points (time, position, height, heart rate), under limits high enough
 * never to wait. With BENCH_IMPORT=synthetic the server instead preloads bench/lib/jobs-hook.js,
 * which registers `bench.import`: per activity one short transaction writing what an import
 * writes (the file, the activity, a route of 1,500 points). Then, BENCH_DURATION seconds each
 * after BENCH_WARMUP, with BENCH_CONNECTIONS connections:
 *
 * - **health, idle**: `GET /api/health` with nothing else running: the baseline;
 * - **observer, idle**: another user's `GET /api/packs/:id` (a small pack), nothing else running;
 * - **observer, import**: the same while the import job runs (started just before);
 * - **health, import**: `/api/health` while it still runs.
 *
 * It prints each case's latency, the observer's p99 during the import as a ratio to the idle
 * health p99 (the figure issue 23 asks for), the import's own duration, and whether it was still
 * running when each measured run ended (a case measured after it ended says so). Figures only,
 * no thresholds. Results also go to bench/results/jobs.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { register } from 'node:module';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { readConfig } from './lib/config.js';
import { formatTable, int, ms } from './lib/format.js';
import { signUp } from './lib/http-client.js';
import { runLoad } from './lib/load.js';
import { launchServer } from './lib/server.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const JOBS_HOOK = fileURLToPath(new URL('./lib/jobs-hook.js', import.meta.url));
const ACTIVITIES = Number(process.env.BENCH_IMPORT_ACTIVITIES ?? 1_000);
const SYNTHETIC = process.env.BENCH_IMPORT === 'synthetic';
const POINTS = 1_500;

/**
 * The Strava stand-in with an athlete of ACTIVITIES activities, each with POINTS-point streams.
 * @returns {Promise<{ strava: any, athlete: { id: number, firstname: string, lastname: string } }>}
 */
async function startStrava() {
  // The stand-in is the tests' TypeScript: Node strips its types, the server's hooks resolve
  // its `.js` imports to the `.ts` files beside them.
  register('../server/common/source-worker-hooks.ts', import.meta.url);
  const { startStravaStandIn } = await import('../test/support/stand-ins/strava.ts');
  const strava = await startStravaStandIn();
  strava.api.limits.overall = [1_000_000, 10_000_000];
  strava.api.limits.read = [1_000_000, 10_000_000];
  const athlete = { id: 4_242, firstname: 'Bench', lastname: 'Runner' };
  const streams = {
    time: Array.from({ length: POINTS }, (_, i) => i * 2),
    latlng: Array.from({ length: POINTS }, (_, i) => [46.3 + i * 0.00002, 13.8 + i * 0.00003]),
    altitude: Array.from({ length: POINTS }, (_, i) => 800 + Math.sin(i / 50) * 40),
    heartrate: Array.from({ length: POINTS }, (_, i) => 120 + (i % 40)),
  };
  strava.api.addActivities(
    athlete.id,
    Array.from({ length: ACTIVITIES }, (_, index) => ({
      id: 3_000_000_000 + index,
      name: `Bench run ${index + 1}`,
      sport_type: 'Run',
      start_date: new Date(Date.UTC(2022, 0, 1, 7) + index * 86_400_000).toISOString(),
      distance: 8_000 + index,
      moving_time: 2_900,
      elapsed_time: 3_000,
      streams,
    })),
  );
  return { strava, athlete };
}

/** @param {string} message */
const progress = (message) => process.stderr.write(`${message}\n`);

const config = readConfig();
const stand = SYNTHETIC ? null : await startStrava();
const server = await launchServer({
  root,
  nodeArgs: SYNTHETIC ? ['--import', JOBS_HOOK] : [],
  env: stand
    ? {
        STRAVA_CLIENT_ID: stand.strava.clientId,
        STRAVA_CLIENT_SECRET: stand.strava.clientSecret,
        STRAVA_OAUTH_URL: `${stand.strava.url}/oauth`,
        STRAVA_API_URL: `${stand.strava.url}/api/v3`,
        JOBS_POLL_INTERVAL_MS: '500',
      }
    : {},
});

try {
  await server.ready(config.startTimeoutMs);
  progress(`bench: server ready on ${server.baseUrl}`);
  const observer = await signUp(server.baseUrl);
  const pack = await observer.json('POST', '/api/packs', { name: 'Weekend' }, 201);
  const importer = await signUp(server.baseUrl);
  const { userId } = await importer.json('GET', '/api/auth/me');

  const health = { method: 'GET', path: '/api/health', headers: { accept: 'application/json' } };
  const observed = {
    method: 'GET',
    path: `/api/packs/${pack.id}`,
    headers: { cookie: observer.cookieHeader(), accept: 'application/json' },
  };
  /** @type {{ id?: string }} */
  const job = {};
  const jobState = async () =>
    job.id ? (await importer.json('GET', `/api/jobs/${job.id}`)).state : 'none';

  /** @param {string} name @param {import('./lib/load.js').LoadRequest} request */
  const measure = async (name, request) => {
    const load = { baseUrl: server.baseUrl, request, connections: config.connections };
    if (config.warmup > 0) await runLoad({ ...load, duration: config.warmup });
    progress(`bench: ${name}: ${request.method} ${request.path} for ${config.duration} s`);
    const result = await runLoad({ ...load, duration: config.duration });
    return { name, request, result, jobAfter: await jobState() };
  };

  const healthIdle = await measure('health, idle', health);
  const observerIdle = await measure('observer, idle', observed);
  if (stand) {
    // The real link: the authorize step's state, a code Strava's page would give, the exchange.
    const { url } = await importer.json('POST', '/api/strava/authorize');
    const state = new URL(url).searchParams.get('state');
    const code = stand.strava.issueCode(stand.athlete);
    await importer.json('POST', '/api/strava/connection', {
      code,
      scope: 'read,activity:read_all',
      state,
    });
  }
  const startedAt = performance.now();
  job.id = stand
    ? (await importer.json('POST', '/api/strava/imports', undefined, 202)).jobId
    : (await server.ask('jobs-import', { ownerId: userId, items: ACTIVITIES })).id;
  const observerImport = await measure('observer, import', observed);
  const healthImport = await measure('health, import', health);
  /** @type {any} */
  let finished;
  while ((finished = await importer.json('GET', `/api/jobs/${job.id}`)).state !== 'succeeded') {
    if (finished.state === 'failed' || finished.state === 'cancelled') {
      throw new Error(`The import job ${finished.state}: ${finished.error ?? ''}`);
    }
    await sleep(200);
  }
  const importMs = performance.now() - startedAt;
  const runs = [healthIdle, observerIdle, observerImport, healthImport];
  const ratio = observerImport.result.latencyMs.p99 / healthIdle.result.latencyMs.p99;

  console.log('');
  console.log(
    `Jobs on the embedded database: ${config.duration} s each after ${config.warmup} s warm-up, ` +
      `${config.connections} connections, Node ${process.version}, ${cpus().length} CPUs`,
  );
  console.log(
    formatTable(
      [
        { header: 'case' },
        { header: 'request' },
        { header: 'req/s', align: 'right' },
        { header: 'p50 ms', align: 'right' },
        { header: 'p99 ms', align: 'right' },
        { header: 'max ms', align: 'right' },
        { header: 'non-2xx', align: 'right' },
        { header: 'job after', align: 'right' },
      ],
      runs.map(({ name, request, result, jobAfter }) => [
        name,
        `${request.method} ${request.path.replace(/[0-9a-f-]{36}/, ':id')}`,
        int(result.requestsPerSec),
        ms(result.latencyMs.p50),
        ms(result.latencyMs.p99),
        ms(result.latencyMs.max),
        int(result.non2xx),
        jobAfter,
      ]),
    ),
  );
  console.log(
    `Another user's p99 while the ${ACTIVITIES}-activity ${stand ? 'Strava history' : 'synthetic'} import runs, against /api/health's ` +
      `idle p99: ${ms(observerImport.result.latencyMs.p99)} / ` +
      `${ms(healthIdle.result.latencyMs.p99)} ms = ${ratio.toFixed(2)} ` +
      `(idle: ${(observerIdle.result.latencyMs.p99 / healthIdle.result.latencyMs.p99).toFixed(2)})`,
  );
  console.log(
    `The import: ${ACTIVITIES} activities in ${(importMs / 1000).toFixed(1)} s ` +
      `(${int((ACTIVITIES * 1000) / importMs)} a second, under load for part of it)`,
  );
  await mkdir(join(root, 'bench', 'results'), { recursive: true });
  await writeFile(
    join(root, 'bench', 'results', 'jobs.json'),
    `${JSON.stringify({ date: new Date().toISOString(), activities: ACTIVITIES, importMs, ratio, runs }, null, 2)}\n`,
  );
} catch (error) {
  progress(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  progress(`--- last server output ---\n${server.recentOutput()}\n---`);
  process.exitCode = 1;
} finally {
  await server.stop();
  await stand?.strava.close();
}
