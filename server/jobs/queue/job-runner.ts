import { Logger } from '@nestjs/common';
import type { JobWithMetadata } from 'pg-boss';
import { JobContext, type JobContextDeps } from './job-context.js';
import { JobFailure, JobStopped, screenMessage } from './job-errors.js';
import type { JobKindRegistration } from './job-handler.js';

/** What the queue keeps in pg-boss for a job: only its id (the rest is on the row). */
export interface QueuedJobData {
  jobId: string;
}

/** Shown while a job waits for its next run after a server stopped it. */
export const INTERRUPTED_MESSAGE = 'Interrupted by a server restart: it goes on shortly.';

/** Runs one delivered job: the row claimed, the handler called, its end written. */
export class JobRunner {
  private readonly logger = new Logger('Jobs');
  /** The runs under way in this process, by job id, so a cancel or a shutdown reaches them. */
  readonly running = new Map<string, JobContext>();

  constructor(private readonly deps: JobContextDeps) {}

  /**
   * Resolves when the run ended in a way pg-boss should record as done (success, cancel, a job
   * gone); rethrows when pg-boss should retry it or fail it (its retry policy decides).
   */
  async run(registration: JobKindRegistration, job: JobWithMetadata<QueuedJobData>) {
    const id = job.data.jobId;
    const attempt = job.retryCount + 1;
    const claimed = await this.deps.runs.claim(id, attempt);
    // Cancelled while queued, or its owner deleted the account: nothing to do.
    if (!claimed) return;
    const context = new JobContext(id, attempt, claimed, this.deps);
    // pg-boss aborts its signal when the claim is gone (a cancel seen by its heartbeat).
    job.signal.addEventListener('abort', () => context.stop('cancelled'), { once: true });
    this.running.set(id, context);
    try {
      const result = await registration.handler(context);
      await context.flushProgress();
      await this.deps.runs.succeed(id, result ?? null);
    } catch (error) {
      await this.failed(context, job, error);
    } finally {
      this.running.delete(id);
    }
  }

  private async failed(
    context: JobContext,
    job: JobWithMetadata<QueuedJobData>,
    error: unknown,
  ): Promise<void> {
    const { id } = context;
    // A handler's error may come from the job being cancelled under it (or its owner deleted).
    const reason =
      context.stopReason ??
      (error instanceof JobStopped ? error.reason : undefined) ??
      ((await this.deps.runs.isRunning(id)) ? undefined : 'cancelled');
    if (reason === 'cancelled') return;
    if (reason === 'shutdown') {
      await this.deps.runs.requeue(id, null, INTERRUPTED_MESSAGE);
      throw error instanceof JobStopped ? error : new JobStopped('shutdown');
    }
    // Wrong input fails the same way every time: failed now, and done as far as pg-boss knows.
    if (error instanceof JobFailure && error.final) {
      this.logger.warn({ jobId: id, kind: context.kind }, `A job failed: ${error.message}`);
      await this.deps.runs.fail(id, error.message);
      return;
    }
    const final = job.retryCount >= job.retryLimit;
    this.logger.error(
      { err: error, jobId: id, kind: context.kind, attempt: context.attempt, final },
      final ? 'A job failed' : 'A job run failed; it will be tried again',
    );
    if (final) await this.deps.runs.fail(id, screenMessage(error));
    else await this.deps.runs.requeue(id, screenMessage(error), null);
    throw error;
  }
}
