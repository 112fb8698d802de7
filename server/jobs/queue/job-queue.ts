import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { PgBoss, type JobWithMetadata } from 'pg-boss';
import { DataSource, type EntityManager } from 'typeorm';
import { AppConfig } from '@server/config/app-config.js';
import type { DatabaseConnection } from '@server/database/database-connection.js';
import { DATABASE_CONNECTION } from '@server/database/database.module.js';
import { DatabaseOutage } from '@server/database/database-outage.js';
import { isDatabaseUnavailable } from '@server/database/database-unavailable.js';
import type { JsonObject } from '../job.entity.js';
import { JOB_KIND_MAX_LENGTH, JOB_KIND_PATTERN } from '../job-state.js';
import { JobUploadsRepository } from '../uploads/job-uploads.repository.js';
import type { JobHandler, JobKindRegistration, JobRetryPolicy } from './job-handler.js';
import { INTERRUPTED_MESSAGE, JobRunner, type QueuedJobData } from './job-runner.js';
import { JobRunsRepository } from './job-runs.repository.js';
import { DEAD_JOBS_QUEUE, pgBossOptions, queueOptions, workOptions } from './pg-boss-options.js';
import { poolDatabase, transactionDatabase } from './pg-boss-database.js';
import { announceJobQueue, preloadedJobKinds } from './preloaded-job-kinds.js';

/** Shown on a job whose server stopped on its last try. */
export const LOST_JOB_ERROR = 'The server running this job stopped, and it has no tries left.';

/** Part of SHUTDOWN_TIMEOUT_MS a running job gets to reach its next stop point. */
const SHUTDOWN_SHARE = 0.5;

export interface EnqueueOptions {
  /** The caller's transaction: the job is queued with the caller's rows, or not at all. */
  manager?: EntityManager;
  /** A file stored with JobUploadsService.store for the handler to read. */
  uploadId?: string;
}

/**
 * The job queue the app's modules use (issue 23): a module registers a handler for a kind at
 * start-up (`register`), and enqueues jobs for a user (`enqueue`); handlers report progress and
 * stop when told through their JobContext. Underneath it is pg-boss on the app's own database
 * and pool: a job survives restarts, is retried with back-off, and runs on one server at a time
 * however many share the database. Each job also has a row in `jobs`, the owner's record of it
 * (state, progress, error, result), which the screen reads.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly kinds = new Map<string, JobKindRegistration>();
  private readonly workers = new Map<string, string>();
  private readonly runner: JobRunner;
  private boss?: PgBoss;
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    @Inject(DATABASE_CONNECTION) private readonly database: DatabaseConnection,
    private readonly runs: JobRunsRepository,
    private readonly outage: DatabaseOutage,
    uploads: JobUploadsRepository,
  ) {
    this.runner = new JobRunner({
      runs,
      dataSource,
      readUpload: (ownerId, uploadId) => uploads.read(ownerId, uploadId),
    });
  }

  /**
   * Registers what a kind of job does. Modules call it at start-up (onModuleInit); a kind
   * registered after the queue started starts being worked on at once.
   */
  async register<Data extends JsonObject>(
    kind: string,
    handler: JobHandler<Data>,
    retry: JobRetryPolicy,
  ): Promise<void> {
    if (!JOB_KIND_PATTERN.test(kind) || kind.length > JOB_KIND_MAX_LENGTH) {
      throw new Error(`Job kind ${JSON.stringify(kind)} is not a-z words with dashes and dots`);
    }
    if (this.kinds.has(kind)) throw new Error(`Job kind ${kind} is registered twice`);
    const registration = { kind, handler: handler as JobHandler, retry };
    this.kinds.set(kind, registration);
    if (this.boss && !this.stopping) await this.startWorker(this.boss, registration);
  }

  /** Queues a job for `ownerId`; answers its id (the row's and pg-boss's). */
  async enqueue(
    ownerId: string,
    kind: string,
    data: JsonObject = {},
    options: EnqueueOptions = {},
  ): Promise<string> {
    const boss = this.boss;
    if (!boss || !this.kinds.has(kind)) {
      throw new Error(boss ? `No handler for job kind ${kind}` : 'The job queue has not started');
    }
    const queue = async (manager: EntityManager) => {
      const [{ id }] = await manager.query<[{ id: string }]>(
        `INSERT INTO "jobs" ("owner_id", "kind", "data", "upload_id") VALUES ($1, $2, $3, $4)
         RETURNING "id"`,
        [ownerId, kind, data, options.uploadId ?? null],
      );
      const payload: QueuedJobData = { jobId: id };
      await boss.send(kind, payload, { id, db: await transactionDatabase(manager) });
      return id;
    };
    const id = options.manager
      ? await queue(options.manager)
      : await this.dataSource.transaction(queue);
    this.wake(kind);
    return id;
  }

  /**
   * Takes a cancelled job out of pg-boss (in the cancel's transaction), so it is not fetched
   * again; a run under way on this server is told to stop at once, one elsewhere at its next
   * progress report or heartbeat.
   */
  async cancel(kind: string, id: string, manager: EntityManager): Promise<void> {
    if (this.boss && this.kinds.has(kind)) {
      await this.boss.cancel(kind, id, { db: await transactionDatabase(manager) });
    }
    this.runner.running.get(id)?.stop('cancelled');
  }

  /** The jobs running in this process now. */
  runningJobIds(): string[] {
    return [...this.runner.running.keys()];
  }

  async onApplicationBootstrap(): Promise<void> {
    const boss = new PgBoss(
      pgBossOptions(this.config, this.database.kind, poolDatabase(this.dataSource)),
    );
    boss.on('error', (error: unknown) => this.queueError(error));
    await boss.start();
    this.boss = boss;
    await boss.createQueue(DEAD_JOBS_QUEUE);
    for (const registration of preloadedJobKinds()) {
      if (!this.kinds.has(registration.kind)) this.kinds.set(registration.kind, registration);
    }
    if (this.database.kind === 'embedded') await this.retryOrphans(boss);
    await boss.work(
      DEAD_JOBS_QUEUE,
      workOptions(this.config, true),
      async ([job]: JobWithMetadata<QueuedJobData>[]) => {
        if (job) await this.runs.fail(job.data.jobId, LOST_JOB_ERROR, ['queued', 'running']);
      },
    );
    for (const registration of this.kinds.values()) await this.startWorker(boss, registration);
    announceJobQueue(this);
  }

  /**
   * Stops taking jobs, tells the runs under way to stop at their next step, and gives them half
   * the shutdown time to do so; pg-boss then marks any still running as failed, to be retried
   * after the restart (by this server or another).
   */
  async beforeApplicationShutdown(): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    this.stopping = true;
    for (const context of this.runner.running.values()) context.stop('shutdown');
    await boss.stop({
      graceful: true,
      close: false,
      timeout: Math.max(1_000, this.config.SHUTDOWN_TIMEOUT_MS * SHUTDOWN_SHARE),
    });
  }

  private async startWorker(boss: PgBoss, registration: JobKindRegistration): Promise<void> {
    const { kind, retry } = registration;
    const options = queueOptions(this.config, retry);
    await boss.createQueue(kind, options);
    // createQueue leaves an existing queue as it was: the policy registered now wins.
    await boss.updateQueue(kind, options);
    const workerId = await boss.work(
      kind,
      workOptions(this.config),
      async ([job]: JobWithMetadata<QueuedJobData>[]) => {
        if (job) await this.runner.run(registration, job);
      },
    );
    this.workers.set(kind, workerId);
  }

  /**
   * pg-boss's polls and maintenance fail while the database is away: one line for the outage
   * (DatabaseOutage), not one per poll; anything else is logged as it comes.
   */
  private queueError(error: unknown): void {
    if (isDatabaseUnavailable(error)) this.outage.unavailable(error);
    else this.logger.error({ err: error }, 'Job queue error');
  }

  /** Fetches now rather than at the next poll (a job enqueued on this server starts at once). */
  private wake(kind: string): void {
    const workerId = this.workers.get(kind);
    if (workerId) this.boss?.notifyWorker(workerId);
  }

  /**
   * The embedded database is open in one process only, so a job it says is running was left by
   * a server that stopped without finishing it (a crash, a kill): pg-boss is told it failed,
   * which retries it after its delay (or, with no tries left, dead-letters it) at once rather
   * than after the heartbeat times out.
   */
  private async retryOrphans(boss: PgBoss): Promise<void> {
    for (const { id, kind } of await this.runs.running()) {
      await this.runs.requeue(id, null, INTERRUPTED_MESSAGE);
      await boss.fail(kind, id, { reason: 'server stopped' }).catch((error: unknown) => {
        this.logger.warn({ err: error, jobId: id, kind }, 'Could not retry a job left running');
      });
    }
  }
}
