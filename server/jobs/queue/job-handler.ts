import type { JsonObject } from '../job.entity.js';
import type { JobContext } from './job-context.js';

/** How a kind's failed runs are tried again (pg-boss's retry settings, per kind). */
export interface JobRetryPolicy {
  /** Runs after the first failed one; 0: the first failure is final. */
  retryLimit: number;
  /** Seconds before the first retry: whole seconds, pg-boss's unit. */
  retryDelaySeconds: number;
  /** Doubles the delay at each retry (with jitter), up to `retryDelayMaxSeconds`. */
  backoff: boolean;
  retryDelayMaxSeconds?: number;
}

/**
 * What a job kind does: called with the job's context for each run (a retry is a new run of
 * the same job). It loops over its work items, reports progress, stops when the context says
 * so, and answers a summary of what it did (kept on the job, shown on the screen). A run may be
 * the second of a job whose first stopped half-way: `context.resumeFrom` says how far it had
 * come, and work done in `context.step` is exactly what it says.
 */
export type JobHandler<Data extends JsonObject = JsonObject> = (
  context: JobContext<Data>,
) => Promise<JsonObject | void>;

export interface JobKindRegistration<Data extends JsonObject = JsonObject> {
  kind: string;
  handler: JobHandler<Data>;
  retry: JobRetryPolicy;
}
