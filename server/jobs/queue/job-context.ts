import type { DataSource, EntityManager } from 'typeorm';
import type { JsonObject } from '../job.entity.js';
import { JobStopped, type StopReason } from './job-errors.js';
import type { ClaimedJob, JobProgress, JobRunsRepository } from './job-runs.repository.js';

/**
 * Progress is written at most this often (the last step always): a handler may report every
 * item of thousands, and each write is a statement on the embedded database's one connection.
 */
export const PROGRESS_WRITE_INTERVAL_MS = 250;

/** Resolves at `until`, or at once when `signal` aborts. */
const sleepUntil = (until: Date, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, Math.max(0, until.getTime() - Date.now()));
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/** What a run gets besides its job: the row writes, the data source and the upload reader. */
export interface JobContextDeps {
  runs: JobRunsRepository;
  dataSource: DataSource;
  readUpload: (ownerId: string, uploadId: string) => AsyncIterable<Buffer>;
}

/**
 * One run of a job, as its handler sees it: the job (owner, data, attempt), how far an earlier
 * run came, progress reports and the stop signal. Cancellation is cooperative: the handler
 * checks `stopping` (or calls `throwIfStopping`) between work items; `progress` and `step` throw
 * JobStopped by themselves once the job is no longer running.
 */
export class JobContext<Data extends JsonObject = JsonObject> {
  readonly ownerId: string;
  readonly kind: string;
  readonly data: Data;
  /** How far earlier runs of this job came (their last progress), for a run that resumes. */
  readonly resumeFrom: { done: number; total: number | null };
  private readonly controller = new AbortController();
  private lastWrite = 0;
  private pending?: JobProgress;

  constructor(
    readonly id: string,
    /** 1 for the first run, 2 for the first retry, ... */
    readonly attempt: number,
    private readonly job: ClaimedJob,
    private readonly deps: JobContextDeps,
  ) {
    this.ownerId = job.ownerId;
    this.kind = job.kind;
    this.data = job.data as Data;
    this.resumeFrom = { done: job.progressDone, total: job.progressTotal };
  }

  /** Aborted when the run must stop (its reason in `stopReason`); pass it to fetch and the like. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get stopping(): boolean {
    return this.controller.signal.aborted;
  }

  get stopReason(): StopReason | undefined {
    return this.stopping ? (this.controller.signal.reason as StopReason) : undefined;
  }

  /** Tells the run to stop (the queue calls it: a cancel, a shutdown). The first reason stays. */
  stop(reason: StopReason): void {
    if (!this.stopping) this.controller.abort(reason);
  }

  throwIfStopping(): void {
    const reason = this.stopReason;
    if (reason) throw new JobStopped(reason);
  }

  /**
   * Reports how far the run is (`done` of `total` items, `total` null while unknown, and a few
   * words for the screen). Written at most every PROGRESS_WRITE_INTERVAL_MS and always when
   * done reaches total; throws JobStopped when the job was cancelled meanwhile.
   */
  async progress(done: number, total: number | null, message?: string): Promise<void> {
    this.throwIfStopping();
    this.pending = { done, total, message };
    const now = Date.now();
    if (now - this.lastWrite < PROGRESS_WRITE_INTERVAL_MS && done !== total) return;
    await this.flushProgress();
  }

  /**
   * One work item and its progress in one short transaction: both are saved, or neither (a
   * run that stops in between leaves exactly `resumeFrom.done` items done for the next). The
   * transaction is refused (JobStopped) when the job is no longer running.
   */
  async step<T>(progress: JobProgress, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    this.throwIfStopping();
    const result = await this.deps.dataSource
      .transaction(async (manager) => {
        const value = await work(manager);
        if (!(await this.deps.runs.progress(this.id, progress, manager))) {
          throw new JobStopped('cancelled');
        }
        return value;
      })
      .catch((error: unknown) => {
        if (error instanceof JobStopped) this.stop(error.reason);
        throw error;
      });
    this.pending = undefined;
    this.lastWrite = Date.now();
    return result;
  }

  /**
   * Waits, without holding anything, until `until` (a service's next rate-limit window): the
   * job stays running and its row says until when, with `message`. Throws JobStopped if the job
   * is cancelled or the server stops meanwhile (a restart runs it again from its progress).
   */
  async waitUntil(until: Date, message: string): Promise<void> {
    await this.flushProgress();
    if (!(await this.deps.runs.waiting(this.id, until, message))) {
      this.stop('cancelled');
      throw new JobStopped('cancelled');
    }
    await sleepUntil(until, this.signal);
    this.throwIfStopping();
    await this.deps.runs.waiting(this.id, null, null);
  }

  /** The file sent with the job, a chunk (at most 1 MiB) at a time, each read a short query. */
  readUpload(): AsyncIterable<Buffer> {
    const { uploadId } = this.job;
    if (!uploadId) throw new Error(`Job ${this.id} has no upload`);
    return this.deps.readUpload(this.ownerId, uploadId);
  }

  /** Writes the last progress reported, if the throttle held it back. */
  async flushProgress(): Promise<void> {
    const progress = this.pending;
    if (!progress) return;
    this.pending = undefined;
    this.lastWrite = Date.now();
    if (!(await this.deps.runs.progress(this.id, progress))) {
      this.stop('cancelled');
      throw new JobStopped('cancelled');
    }
  }
}
