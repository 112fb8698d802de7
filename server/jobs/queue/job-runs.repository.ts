import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import type { JsonObject } from '../job.entity.js';

/** What a run needs of its job's row when it starts. */
export interface ClaimedJob {
  ownerId: string;
  kind: string;
  data: JsonObject;
  uploadId: string | null;
  progressDone: number;
  progressTotal: number | null;
}

export interface JobProgress {
  done: number;
  total: number | null;
  message?: string | null;
}

interface ClaimedRow {
  owner_id: string;
  kind: string;
  data: JsonObject;
  upload_id: string | null;
  progress_done: number;
  progress_total: number | null;
}

/**
 * The queue's writes to a job's row while it runs, by the job's id: the queue acts for the
 * job's owner, whose id the row carries (the owner-scoped reads and the cancel are in
 * jobs.repository.ts). Each is one short statement that changes the row only in the state the
 * run expects, so a cancel or an account deletion in between always wins: a write that finds
 * the row gone or cancelled changes nothing and says so.
 */
@Injectable()
export class JobRunsRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** Marks a run begun; null when the job was cancelled, finished or deleted meanwhile. */
  async claim(id: string, attempt: number): Promise<ClaimedJob | null> {
    const [rows] = await this.manager.query<[ClaimedRow[], number]>(
      `UPDATE "jobs" SET "state" = 'running', "attempts" = $2, "message" = NULL,
              "started_at" = coalesce("started_at", now())
        WHERE "id" = $1 AND "state" IN ('queued', 'running')
        RETURNING "owner_id", "kind", "data", "upload_id", "progress_done", "progress_total"`,
      [id, attempt],
    );
    const row = rows[0];
    return row
      ? {
          ownerId: row.owner_id,
          kind: row.kind,
          data: row.data,
          uploadId: row.upload_id,
          progressDone: row.progress_done,
          progressTotal: row.progress_total,
        }
      : null;
  }

  /** Writes progress; false when the job is no longer running (cancelled, or its owner gone). */
  async progress(
    id: string,
    progress: JobProgress,
    manager: EntityManager = this.manager,
  ): Promise<boolean> {
    const [, affected] = await manager.query<[unknown, number]>(
      `UPDATE "jobs" SET "progress_done" = $2, "progress_total" = $3,
              "message" = coalesce($4, "message")
        WHERE "id" = $1 AND "state" = 'running'`,
      [id, progress.done, progress.total, progress.message ?? null],
    );
    return affected > 0;
  }

  /**
   * A running job waits (a service's rate limit) until `until`, or, with null, goes on: the
   * screen shows when. False when the job is no longer running.
   */
  async waiting(id: string, until: Date | null, message: string | null): Promise<boolean> {
    const [, affected] = await this.manager.query<[unknown, number]>(
      `UPDATE "jobs" SET "waiting_until" = $2, "message" = coalesce($3, "message")
        WHERE "id" = $1 AND "state" = 'running'`,
      [id, until, message],
    );
    return affected > 0;
  }

  /** Whether the job is still running (a cancel from another server shows here). */
  async isRunning(id: string): Promise<boolean> {
    const rows = await this.manager.query<unknown[]>(
      `SELECT 1 FROM "jobs" WHERE "id" = $1 AND "state" = 'running'`,
      [id],
    );
    return rows.length > 0;
  }

  /** The run's end; its upload is no longer needed. */
  async succeed(id: string, result: JsonObject | null): Promise<void> {
    await this.finish(id, `"state" = 'succeeded', "result" = $2, "error" = NULL`, [result]);
  }

  /** A failure that is final: no retry left. */
  async fail(id: string, error: string, states = ['running']): Promise<void> {
    await this.finish(id, `"state" = 'failed', "error" = $2`, [error], states);
  }

  /** A failed or interrupted run that will be tried again: queued, with the reason shown. */
  async requeue(id: string, error: string | null, message: string | null): Promise<void> {
    await this.manager.query(
      `UPDATE "jobs" SET "state" = 'queued', "error" = $2, "message" = $3,
              "waiting_until" = NULL
        WHERE "id" = $1 AND "state" = 'running'`,
      [id, error, message],
    );
  }

  /** The jobs this database says are running: on the embedded database, all orphans at start. */
  async running(): Promise<{ id: string; kind: string }[]> {
    return this.manager.query<{ id: string; kind: string }[]>(
      `SELECT "id", "kind" FROM "jobs" WHERE "state" = 'running'`,
    );
  }

  /** Ends the job in one of `states` and deletes its upload, in one transaction. */
  private async finish(id: string, set: string, values: unknown[], states = ['running']) {
    await this.manager.transaction(async (manager) => {
      const [rows] = await manager.query<[{ upload_id: string | null }[], number]>(
        `WITH "before" AS (SELECT "id", "upload_id" FROM "jobs" WHERE "id" = $1 FOR UPDATE)
         UPDATE "jobs" SET ${set}, "finished_at" = now(), "upload_id" = NULL, "waiting_until" = NULL
           FROM "before"
          WHERE "jobs"."id" = "before"."id" AND "jobs"."state" = ANY($${values.length + 2})
          RETURNING "before"."upload_id"`,
        [id, ...values, states],
      );
      const uploadId = rows[0]?.upload_id;
      if (uploadId) await manager.query(`DELETE FROM "job_uploads" WHERE "id" = $1`, [uploadId]);
    });
  }
}
