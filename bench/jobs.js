/**
 * The job queue's fairness on the embedded database (issue 23): how long other users wait while
 * one user's 1,000-activity import runs as a job on the same single connection.
 *
 *   node bench/jobs.js             against the existing build (npm run build first)
 *
 * The production server starts on a fresh PGlite with bench/lib/jobs-hook.js preloaded, which
 * registers `bench.import`: per activity one short transaction writing what an import writes
 * (the file, the activity, a route of 1,500 points). Then, BENCH_DURATION seconds each after
 * BENCH_WARMUP, with BENCH_CONNECTIONS connections:
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

/** @param {string} message */
const progress = (message) => process.stderr.write(`${message}\n`);

const config = readConfig();
const server = await launchServer({ root, nodeArgs: ['--import', JOBS_HOOK] });

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
  const startedAt = performance.now();
  job.id = (await server.ask('jobs-import', { ownerId: userId, items: ACTIVITIES })).id;
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
    `Another user's p99 while the ${ACTIVITIES}-activity import runs, against /api/health's ` +
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
}
