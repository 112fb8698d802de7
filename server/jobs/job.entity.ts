import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { UserEntity } from '@server/users/user.entity.js';
import type { JobState } from './job-state.js';
import { JobUploadEntity } from './uploads/job-upload.entity.js';

/** A JSON object, as a job's input and its result summary are kept (jsonb). */
export type JsonObject = Record<string, unknown>;

/**
 * A user's job as the screen shows it: its state, progress, error and result. The queue
 * (pg-boss) holds the claims and retries under the same id; this row is the owner's record.
 */
@Entity({ name: 'jobs' })
@Index('IDX_jobs_owner_created', ['ownerId', 'createdAt', 'id'])
@Index('IDX_jobs_upload', ['uploadId'])
@Index('IDX_jobs_running', ['state'], { where: `"state" = 'running'` })
@Check('CHK_jobs_kind', `"kind" ~ '^[a-z][a-z0-9-]*(\\.[a-z0-9-]+)*$' AND length("kind") <= 64`)
@Check('CHK_jobs_state', `"state" IN ('queued', 'running', 'succeeded', 'failed', 'cancelled')`)
@Check('CHK_jobs_progress', `"progress_done" >= 0 AND "progress_total" >= 0`)
export class JobEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'FK_jobs_owner', onDelete: 'CASCADE' })
  ownerId: string;

  @Column({ type: 'text' })
  kind: string;

  @Column({ type: 'text', default: 'queued' })
  state: JobState;

  /** What the handler works on (ids, options): kept here, not in the queue, so it goes with the account. */
  @Column({ type: 'jsonb', default: {} })
  data: JsonObject;

  /** A file the user sent for the job to read; deleted when the job ends. */
  @Column({ name: 'upload_id', type: 'uuid', nullable: true })
  @ForeignKey(() => JobUploadEntity, { name: 'FK_jobs_upload', onDelete: 'SET NULL' })
  uploadId: string | null;

  /** Runs started so far (a retry is one more). */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'progress_done', type: 'integer', default: 0 })
  progressDone: number;

  /** Null while the handler does not know yet how much there is. */
  @Column({ name: 'progress_total', type: 'integer', nullable: true })
  progressTotal: number | null;

  /** What it is doing, in a few words for the screen ("Reading 12 of 840 files"). */
  @Column({ type: 'text', nullable: true })
  message: string | null;

  /**
   * While a running job waits for a service's rate-limit window (Strava's next 15 minutes):
   * when it goes on. Null otherwise.
   */
  @Column({ name: 'waiting_until', type: 'timestamptz', nullable: true })
  waitingUntil: Date | null;

  /** Why the last run failed, in words for the user (never a stack or SQL). */
  @Column({ type: 'text', nullable: true })
  error: string | null;

  /** The handler's summary of what it did, once it succeeded. */
  @Column({ type: 'jsonb', nullable: true })
  result: JsonObject | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
