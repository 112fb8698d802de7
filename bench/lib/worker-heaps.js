/**
 * The JS heaps of the worker threads this process starts, sampled while they run: import this
 * module before the code that starts them. It wraps worker_threads' Worker (a subclass that
 * notes itself until it exits; syncBuiltinESMExports makes an `import { Worker }` get it, as in
 * memory-hook.js), and `watchWorkerHeaps` asks each live worker for its heap statistics every
 * few milliseconds. Node asks a worker through an interrupt, so a worker busy in one long
 * synchronous parse still answers.
 */
import { syncBuiltinESMExports } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import workerThreads from 'node:worker_threads';

/** @type {Set<import('node:worker_threads').Worker>} */
const live = new Set();
const BaseWorker = workerThreads.Worker;
class WatchedWorker extends BaseWorker {
  /**
   * @param {string | URL} file
   * @param {import('node:worker_threads').WorkerOptions} [options]
   */
  constructor(file, options) {
    super(file, options);
    live.add(this);
    this.once('exit', () => live.delete(this));
  }
}
workerThreads.Worker = WatchedWorker;
syncBuiltinESMExports();

/**
 * The highest heap a worker showed while watched, in bytes: `used` the live objects and the
 * garbage not yet collected, `committed` what V8 had taken from the system for the heap.
 *
 * @typedef {{ used: number, committed: number, samples: number }} WorkerHeapPeak
 */

/**
 * Starts sampling; the function it returns stops and gives the peaks (0 if no worker ran).
 *
 * @param {number} [intervalMs]
 * @returns {() => Promise<WorkerHeapPeak>}
 */
export function watchWorkerHeaps(intervalMs = 5) {
  const peak = { used: 0, committed: 0, samples: 0 };
  let watching = true;
  const sampling = (async () => {
    while (watching) {
      await Promise.all(
        [...live].map(async (worker) => {
          try {
            const stats = await worker.getHeapStatistics();
            peak.used = Math.max(peak.used, stats.used_heap_size);
            peak.committed = Math.max(peak.committed, stats.total_heap_size);
            peak.samples += 1;
          } catch {
            // The worker ended between the listing and the answer.
          }
        }),
      );
      await sleep(intervalMs);
    }
  })();
  return async () => {
    watching = false;
    await sampling;
    return peak;
  };
}
