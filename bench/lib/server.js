import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Lines of server output kept to explain a failed start. */
const OUTPUT_LINES_KEPT = 40;
const POLL_INTERVAL_MS = 100;
const POLL_REQUEST_TIMEOUT_MS = 2_000;
/** The server's own shutdown deadline; we wait a little longer before SIGKILL. */
const SHUTDOWN_TIMEOUT_MS = 5_000;
const KILL_AFTER_MS = SHUTDOWN_TIMEOUT_MS + 3_000;
const HOOK_ANSWER_TIMEOUT_MS = 5_000;
/** Preloaded into the server: counts its SQL statements (see query-count-hook.js). */
const QUERY_COUNT_HOOK = fileURLToPath(new URL('./query-count-hook.js', import.meta.url));

/**
 * SQL statements the server has sent since it started, by kind: `session` reads and touches
 * the session table, `transaction` is BEGIN/COMMIT and the like, `app` is everything else.
 *
 * @typedef {{ app: number, session: number, transaction: number }} QueryCounts
 */

/**
 * The server's memory (process.memoryUsage(), bytes) when a watch started, and the highest of
 * each figure while it ran (sampled every 10 ms by query-count-hook.js).
 *
 * @typedef {{ rss: number, heapUsed: number, external: number, arrayBuffers: number }} Memory
 * @typedef {{ start: Memory, peak: Memory }} MemoryWatch
 */

/**
 * A production server running as a child process on a fresh, throw-away DATA_DIR.
 *
 * @typedef {object} RunningServer
 * @property {string} baseUrl e.g. `http://127.0.0.1:41234`, no trailing slash.
 * @property {number} port
 * @property {number | undefined} pid
 * @property {string} dataDir The DATA_DIR (removed by `stop` unless the caller gave it).
 * @property {number | undefined} startupMs From spawn until /api/health first answered 200.
 * @property {(timeoutMs: number) => Promise<void>} ready Resolves once GET /api/health answers
 *   200; otherwise stops the server and throws a ServerStartError.
 * @property {() => string} recentOutput The last lines the server wrote (stdout and stderr).
 * @property {() => boolean} exited True once the process has ended.
 * @property {() => Promise<QueryCounts>} queryCounts The server's statement counts so far.
 * @property {() => Promise<() => Promise<MemoryWatch>>} watchMemory Starts sampling the server's
 *   process.memoryUsage(); the function it resolves with stops and gives the start and the peaks.
 * @property {(type: string, fields?: Record<string, unknown>) => Promise<any>} ask Sends
 *   `{ type, ...fields }` to the hooks preloaded in the server (query-count-hook.js, and any
 *   given in `nodeArgs`) and resolves with the answer.
 * @property {() => Promise<void>} stop SIGTERM, wait (SIGKILL if it hangs), remove the temp dir.
 *   Safe to call more than once.
 */

/** Thrown when the server is not built, exits early, or never becomes healthy. */
export class ServerStartError extends Error {
  /**
   * @param {string} message
   * @param {string} [output] What the server printed, if anything.
   */
  constructor(message, output = '') {
    super(message);
    this.name = 'ServerStartError';
    this.output = output;
  }
}

/** Asks the OS for a free TCP port on 127.0.0.1 (released again before the server binds it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('No free port found'))));
    });
  });
}

/**
 * Spawns `node dist/server/main.js`; call `ready()` on the result to wait until it answers.
 * Returning before the server is healthy lets the caller stop it if interrupted meanwhile.
 * Any DATABASE_URL in the caller's environment is dropped so the bench always uses an embedded
 * PGlite database it can throw away.
 *
 * @param {{ root: string, dataDir?: string, nodeArgs?: string[], env?: Record<string, string> }}
 *   options `root`: the package root (holds dist/); `dataDir`: a DATA_DIR to reuse (a later
 *   server reads what an earlier one wrote), which the caller removes; without it, a temporary
 *   one that `stop` removes; `nodeArgs`: options for the server's node, e.g. `--expose-gc`;
 *   `env`: variables for the server over the bench's own (the tile bench's upstream).
 * @returns {Promise<RunningServer>}
 */
export async function launchServer({ root, dataDir: givenDataDir, nodeArgs = [], env = {} }) {
  const entry = join(root, 'dist', 'server', 'main.js');
  const clientIndex = join(root, 'dist', 'client', 'index.html');
  if (!existsSync(entry) || !existsSync(clientIndex)) {
    const missing = existsSync(entry) ? clientIndex : entry;
    throw new ServerStartError(
      `No production build (${missing} is missing): run npm run build first.`,
    );
  }

  const port = await freePort();
  const dataDir = givenDataDir ?? (await mkdtemp(join(tmpdir(), 'packtrail-bench-')));
  const removeDataDir = givenDataDir === undefined;
  const baseUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  // The server restarts itself with glibc's malloc settings, but not with an IPC channel, which
  // the restart would close: they are given here, as the Dockerfile gives them.
  /** @type {{ withMallocSettings: (env: NodeJS.ProcessEnv) => NodeJS.ProcessEnv | undefined }} */
  const { withMallocSettings } = await import(
    pathToFileURL(join(root, 'dist', 'server', 'bootstrap', 'malloc-settings.js')).href
  );
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, '--import', QUERY_COUNT_HOOK, entry], {
    cwd: root,
    env: {
      ...(withMallocSettings(inherited) ?? inherited),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Sign-in comes back to this address: the scenarios sign up through the real flow, with
      // the built-in provider whatever the shell has configured.
      PUBLIC_URL: baseUrl,
      OIDC_ISSUER: '',
      OIDC_AUTHORIZATION_URL: '',
      OIDC_TOKEN_URL: '',
      OIDC_USERINFO_URL: '',
      OIDC_CLIENT_ID: '',
      OIDC_CLIENT_SECRET: '',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      ...env,
    },
    // The IPC channel carries the query counts (query-count-hook.js).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });

  /** @type {string[]} */
  const lines = [];
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - OUTPUT_LINES_KEPT));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  let hasExited = false;
  /** @type {Promise<void>} */
  const exitedPromise = new Promise((resolve) => {
    child.once('exit', () => {
      hasExited = true;
      resolve();
    });
    child.once('error', (error) => {
      keep(Buffer.from(`spawn failed: ${error.message}`));
      hasExited = true;
      resolve();
    });
  });

  // Last resort if the bench dies without calling stop() (an uncaught error, process.exit).
  let cleaned = false;
  const onBenchExit = () => {
    if (cleaned) return;
    if (!hasExited) child.kill('SIGKILL');
    if (removeDataDir) rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  };
  process.once('exit', onBenchExit);

  /** @type {Promise<void> | undefined} */
  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      if (!hasExited) {
        child.kill('SIGTERM');
        const killTimer = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
        await exitedPromise;
        clearTimeout(killTimer);
      }
      if (removeDataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
      cleaned = true;
      process.off('exit', onBenchExit);
    })());

  /** @type {RunningServer} */
  const server = {
    baseUrl,
    port,
    pid: child.pid,
    dataDir,
    startupMs: undefined,
    ready: async (timeoutMs) => {
      try {
        await waitForHealth({ url: `${baseUrl}/api/health`, timeoutMs, exited: () => hasExited });
        server.startupMs = performance.now() - startedAt;
      } catch (error) {
        await stop();
        const message = error instanceof Error ? error.message : String(error);
        throw new ServerStartError(message, lines.join('\n'));
      }
    },
    recentOutput: () => lines.join('\n'),
    queryCounts: async () => (await askHook(child, 'query-count')).counts,
    watchMemory: async () => {
      await askHook(child, 'memory-watch-start');
      return async () => {
        const { start, peak } = await askHook(child, 'memory-watch-stop');
        return { start, peak };
      };
    },
    ask: (type, fields) => askHook(child, type, fields),
    exited: () => hasExited,
    stop,
  };
  return server;
}

/**
 * Polls `url` until it answers 200, the process exits, or `timeoutMs` passes.
 *
 * @param {{ url: string, timeoutMs: number, exited: () => boolean }} options
 */
async function waitForHealth({ url, timeoutMs, exited }) {
  const deadline = performance.now() + timeoutMs;
  let last = 'no answer yet';
  while (performance.now() < deadline) {
    if (exited()) throw new Error('The server exited before it answered /api/health.');
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(POLL_REQUEST_TIMEOUT_MS) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last =
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
    }
    await sleep(POLL_INTERVAL_MS);
  }
  throw new Error(`/api/health did not answer 200 within ${timeoutMs / 1000} s (last: ${last}).`);
}

/**
 * Sends `{ type, ...fields }` to the server's preloaded hooks (query-count-hook.js, ...) and
 * resolves with the answer, the first message back of the same type.
 *
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} type
 * @param {Record<string, unknown>} [fields]
 * @returns {Promise<any>}
 */
function askHook(child, type, fields = {}) {
  return new Promise((resolve, reject) => {
    /** @param {any} message */
    const onMessage = (message) => {
      if (message?.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message);
    };
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error(`The server did not answer "${type}".`));
    }, HOOK_ANSWER_TIMEOUT_MS);
    child.on('message', onMessage);
    child.send({ ...fields, type });
  });
}
