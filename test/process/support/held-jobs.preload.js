/**
 * Loaded into a built server with `node --import` ahead of dist/server/main.js by the job
 * process tests: registers the kinds `test.held` (two retries) and `test.held-once` (none), and
 * lets the test drive them over the IPC channel.
 *
 * - `{ type: 'enqueue', ownerId, kind, data }` queues a job; the answer is
 *   `{ type: 'enqueued', ref, id }`.
 * - A run tells `{ type: 'job-run', jobId, attempt, pid }` as it starts. Its first attempt
 *   counts `data.items` steps and holds after `data.holdAt` of them (`{ type: 'job-held', ... }`)
 *   until `{ type: 'release', jobId }` arrives; a later attempt goes on from where it stopped.
 */
import { setTimeout as sleep } from 'node:timers/promises';

const queueModule = new URL(
  '../../../dist/server/jobs/queue/preloaded-job-kinds.js',
  import.meta.url,
);
/** @type {typeof import('../../../server/jobs/queue/preloaded-job-kinds.js')} */
const { jobQueueStarted, preloadJobKind } = await import(queueModule.href);

/** @param {unknown} message */
const tell = (message) => process.send?.(message);

/** @type {Map<string, () => void>} */
const releases = new Map();
/** @type {Set<string>} */
const released = new Set();

/** @param {string} jobId @param {AbortSignal} signal */
function held(jobId, signal) {
  if (released.has(jobId)) return Promise.resolve();
  return new Promise((resolve) => {
    releases.set(jobId, () => resolve(undefined));
    signal.addEventListener('abort', () => resolve(undefined), { once: true });
  });
}

/** @param {import('../../../server/jobs/queue/job-context.js').JobContext<{ items: number, holdAt: number }>} context */
async function countHeld(context) {
  const { items, holdAt } = context.data;
  tell({ type: 'job-run', jobId: context.id, attempt: context.attempt, pid: process.pid });
  for (let done = context.resumeFrom.done; done < items; done += 1) {
    if (context.attempt === 1 && done === holdAt) {
      tell({ type: 'job-held', jobId: context.id, done, pid: process.pid });
      await held(context.id, context.signal);
    }
    // A step's work takes a moment, as reading a file would.
    await sleep(20);
    await context.step({ done: done + 1, total: items, message: `Step ${done + 1}` }, () =>
      Promise.resolve(),
    );
  }
  return { items, attempt: context.attempt, pid: process.pid };
}

preloadJobKind('test.held', countHeld, { retryLimit: 2, retryDelaySeconds: 1, backoff: false });
preloadJobKind('test.held-once', countHeld, {
  retryLimit: 0,
  retryDelaySeconds: 0,
  backoff: false,
});

process.on('message', (/** @type {any} */ message) => {
  if (message?.type === 'release') {
    released.add(message.jobId);
    releases.get(message.jobId)?.();
  }
  if (message?.type === 'enqueue') {
    void jobQueueStarted
      .then((queue) => queue.enqueue(message.ownerId, message.kind, message.data))
      .then((id) => tell({ type: 'enqueued', ref: message.ref, id }));
  }
});
