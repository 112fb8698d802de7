import type { JsonObject } from '../job.entity.js';
import type { JobHandler, JobKindRegistration, JobRetryPolicy } from './job-handler.js';

/** What code loaded ahead of the app may do with the queue once it runs. */
export interface JobEnqueuer {
  enqueue(ownerId: string, kind: string, data?: JsonObject): Promise<string>;
}

const preloaded: JobKindRegistration[] = [];
let announce: (queue: JobEnqueuer) => void = () => undefined;

/**
 * The queue, once it has started: how code loaded ahead of the app queues its jobs (it holds
 * no Nest container to ask for JobQueue).
 */
export const jobQueueStarted = new Promise<JobEnqueuer>((resolve) => {
  announce = resolve;
});

/**
 * Registers a job kind from code that runs before the app is built, in the same process: a
 * module loaded with `node --import` ahead of dist/server/main.js (the bench's import, the
 * process tests' jobs). The queue takes these at start-up beside the kinds modules register
 * with JobQueue.register, which is what the app's own modules use.
 */
export function preloadJobKind<Data extends JsonObject>(
  kind: string,
  handler: JobHandler<Data>,
  retry: JobRetryPolicy,
): void {
  preloaded.push({ kind, handler: handler as JobHandler, retry });
}

export const preloadedJobKinds = (): readonly JobKindRegistration[] => preloaded;

/** Called by the queue when it has started. */
export const announceJobQueue = (queue: JobEnqueuer): void => announce(queue);
