import type { ConstructorOptions, Db, QueueOptions, WorkOptions } from 'pg-boss';
import type { AppConfig } from '@server/config/app-config.js';
import type { DatabaseKind } from '@server/database/database-connection.js';
import type { JobRetryPolicy } from './job-handler.js';

/** pg-boss's schema, beside the app's tables. */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/** Where pg-boss puts a job whose last run failed (or whose server vanished on its last try). */
export const DEAD_JOBS_QUEUE = 'packtrail.dead-jobs';

/** Dead jobs are only a row to mark failed: no hurry, so a slower poll. */
const DEAD_JOBS_POLL_FACTOR = 5;

/** A run that never ends is failed after this long (pg-boss's expiry): a day. */
const JOB_EXPIRY_SECONDS = 24 * 60 * 60;

/** Finished jobs stay in pg-boss a day (the user's record is the jobs row, kept longer). */
const JOB_KEPT_SECONDS = 24 * 60 * 60;

/**
 * pg-boss as the app runs it: on the app's pool, its schema created and migrated at start-up,
 * with the parts it does not need off. On the embedded database every statement pg-boss sends
 * waits its turn on the one connection, so only what the queue needs runs: no cron
 * (`schedule`), no instance registry (a write every 30 s for a dashboard), no index rebuilds
 * (REINDEX would hold the connection) and no vacuum checks (PGlite has no autovacuum to check).
 * The supervisor, which retries the jobs of a server that went quiet, runs at the heartbeat's
 * pace.
 */
export function pgBossOptions(config: AppConfig, kind: DatabaseKind, db: Db): ConstructorOptions {
  return {
    db,
    backend: kind === 'embedded' ? 'pglite' : 'postgres',
    schema: JOB_QUEUE_SCHEMA,
    schedule: false,
    registerInstance: false,
    reindex: false,
    monitorVacuum: false,
    persistWarnings: false,
    superviseIntervalSeconds: config.JOBS_HEARTBEAT_SECONDS,
    openTelemetry: { enabled: false },
  };
}

/** A kind's queue: its retries, the heartbeat, and the dead-letter queue that tells the row. */
export const queueOptions = (
  config: AppConfig,
  retry: JobRetryPolicy,
): QueueOptions & {
  deadLetter: string;
} => ({
  retryLimit: retry.retryLimit,
  retryDelay: retry.retryDelaySeconds,
  retryBackoff: retry.backoff,
  ...(retry.backoff && retry.retryDelayMaxSeconds !== undefined
    ? { retryDelayMax: retry.retryDelayMaxSeconds }
    : {}),
  heartbeatSeconds: config.JOBS_HEARTBEAT_SECONDS,
  expireInSeconds: JOB_EXPIRY_SECONDS,
  deleteAfterSeconds: JOB_KEPT_SECONDS,
  deadLetter: DEAD_JOBS_QUEUE,
});

/**
 * One job at a time per kind and server, fetched one by one: on the embedded database a second
 * run would only queue its statements behind the first one's and the users'.
 */
export const workOptions = (
  config: AppConfig,
  deadJobs = false,
): WorkOptions & { includeMetadata: true } => ({
  batchSize: 1,
  localConcurrency: 1,
  includeMetadata: true,
  pollingIntervalSeconds:
    (config.JOBS_POLL_INTERVAL_MS / 1000) * (deadJobs ? DEAD_JOBS_POLL_FACTOR : 1),
});
