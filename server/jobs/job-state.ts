/**
 * Where a job is, as its owner sees it: `queued` (waiting for its first run, or for its next
 * try after an error), `running`, and the three ends. The queue's own states (pg-boss's created,
 * retry, active, ...) stay inside server/jobs/.
 */
export const JOB_STATES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** The states a job leaves no more. */
export const FINISHED_JOB_STATES = ['succeeded', 'failed', 'cancelled'] as const;

export const isFinished = (state: JobState): boolean =>
  (FINISHED_JOB_STATES as readonly JobState[]).includes(state);

/**
 * A job kind's name: lower-case words with dashes, dotted by area (`strava.import`,
 * `garmin.sync`). It is also the queue's name in pg-boss.
 */
export const JOB_KIND_PATTERN = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$/;
export const JOB_KIND_MAX_LENGTH = 64;
