/**
 * Loaded into the benchmarked server with `node --import`: counts every SQL statement the pg
 * driver sends (TypeORM's, the session store's, transaction control), by kind, and answers the
 * bench's `query-count` messages over the IPC channel. Counting is an increment per statement,
 * far below what a query costs, so it does not bend the HTTP figures.
 *
 * It also watches the process's memory when asked (`memory-watch-start`, then
 * `memory-watch-stop` answers the peaks since the start): process.memoryUsage() sampled every
 * MEMORY_SAMPLE_MS, for benchmarks that measure a request's memory rather than its speed. In a
 * server started with `--expose-gc`, every GC_EVERY-th sample first runs a full collection, so
 * the heap figure is the data the server holds rather than garbage V8 has not collected yet.
 */
import pg from 'pg';

/** @type {{ app: number, session: number, transaction: number }} */
const counts = { app: 0, session: 0, transaction: 0 };

const TRANSACTION = /^\s*(BEGIN|START TRANSACTION|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)\b/i;
// connect-pg-simple's reads and touches of the session table.
const SESSION = /"?\bsessions\b"?/i;

/** @param {unknown} config The first argument of Client#query: text or a query config. */
function kindOf(config) {
  const text =
    typeof config === 'string'
      ? config
      : typeof config === 'object' && config !== null && 'text' in config
        ? String(config.text)
        : '';
  if (TRANSACTION.test(text)) return 'transaction';
  return SESSION.test(text) ? 'session' : 'app';
}

const query = pg.Client.prototype.query;
/** @this {pg.Client} @param {unknown[]} args */
pg.Client.prototype.query = function countedQuery(...args) {
  counts[kindOf(args[0])] += 1;
  return Reflect.apply(query, this, args);
};

const MEMORY_SAMPLE_MS = 10;
const GC_EVERY = 10;

/** @typedef {{ rss: number, heapUsed: number, external: number, arrayBuffers: number }} Memory */

/** @returns {Memory} */
function memoryNow() {
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, external, arrayBuffers };
}

/** @type {{ start: Memory, peak: Memory, timer: NodeJS.Timeout, samples: number } | undefined} */
let watch;

function sampleMemory() {
  if (!watch) return;
  watch.samples += 1;
  const gc = /** @type {{ gc?: () => void }} */ (globalThis).gc;
  if (gc && watch.samples % GC_EVERY === 0) gc();
  const now = memoryNow();
  for (const key of /** @type {(keyof Memory)[]} */ (Object.keys(now))) {
    watch.peak[key] = Math.max(watch.peak[key], now[key]);
  }
}

if (process.send) {
  process.on('message', (message) => {
    if (typeof message === 'object' && message !== null && 'type' in message) {
      if (message.type === 'query-count') process.send?.({ type: 'query-count', counts });
      if (message.type === 'memory-watch-start') {
        if (watch) clearInterval(watch.timer);
        /** @type {{ gc?: () => void }} */ (globalThis).gc?.();
        const start = memoryNow();
        const timer = setInterval(sampleMemory, MEMORY_SAMPLE_MS);
        timer.unref();
        watch = { start, peak: { ...start }, timer, samples: 0 };
        process.send?.({ type: 'memory-watch-start', start });
      }
      if (message.type === 'memory-watch-stop' && watch) {
        sampleMemory();
        clearInterval(watch.timer);
        process.send?.({ type: 'memory-watch-stop', start: watch.start, peak: watch.peak });
        watch = undefined;
      }
    }
  });
  // The channel must not keep the server alive after its own shutdown.
  process.channel?.unref();
}
