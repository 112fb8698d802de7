/**
 * A failure whose message is written for the job's owner ("The file is not a Strava export"):
 * the screen shows it as it is. Any other error a handler throws is logged with its stack and
 * shown as GENERIC_JOB_ERROR, so no SQL or path reaches a user.
 */
export class JobFailure extends Error {
  /** Another run would fail the same way (the input is wrong): no retry. */
  readonly final: boolean;

  constructor(message: string, options?: ErrorOptions & { final?: boolean }) {
    super(message, options);
    this.name = 'JobFailure';
    this.final = options?.final ?? false;
  }
}

export const GENERIC_JOB_ERROR = 'Something went wrong while this ran.';

/** Why a run was told to stop before its end. */
export type StopReason = 'cancelled' | 'shutdown';

/**
 * Thrown by a job's context when the run must stop: its owner cancelled it (or deleted the
 * account), or the server is shutting down (the job runs again after the restart).
 */
export class JobStopped extends Error {
  constructor(readonly reason: StopReason) {
    super(reason === 'cancelled' ? 'The job was cancelled' : 'The server is shutting down');
    this.name = 'JobStopped';
  }
}

/** The words the owner reads for a failed run. */
export const screenMessage = (error: unknown): string =>
  error instanceof JobFailure ? error.message : GENERIC_JOB_ERROR;
