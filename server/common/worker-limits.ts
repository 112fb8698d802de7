import type { ResourceLimits } from 'node:worker_threads';

/**
 * The young generation of a worker thread with a heap limit, in MB. Node ends a worker that
 * reaches its limit (ERR_WORKER_OUT_OF_MEMORY) by giving its last collection 16 MB of slack;
 * with V8's default young generation, more than that could have to move to the old one at once,
 * and V8 then aborts the whole process ("Reached heap limit", nodejs/node#47224). Measured with
 * the route file worker: 7 of 30 workers that reached a limit of 128 to 320 MB took the process
 * down with the default, none of 70 with 4 or 8 MB. A file the worker can read takes about 1.5
 * times as long to read with it (9.3 MB of track points: 5.8 s instead of 3.9).
 */
export const WORKER_YOUNG_GENERATION_MB = 8;

/** The limits of a worker thread whose JS heap may grow to `heapMb`. */
export const workerResourceLimits = (heapMb: number): ResourceLimits => ({
  maxOldGenerationSizeMb: heapMb,
  maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB,
});

/** Whether a worker's 'error' is Node's report that it reached its heap limit and was ended. */
export const isWorkerOutOfMemory = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY';
