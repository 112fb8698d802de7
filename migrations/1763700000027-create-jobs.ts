import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Background jobs (issue 23): what each user sees of the work the queue does for them.
 *
 * - `jobs`: one row per job, the screen's record of it: its kind, its input (`data`, so the
 *   account's deletion takes it), its state, its progress (done of total, a short message), the
 *   error a user reads, the result summary, and when it was made, started and finished. The queue
 *   itself (claims, retries, heartbeats) is pg-boss's, in its own `pgboss` schema, which pg-boss
 *   creates and migrates at start-up; a job there has the same id as its row here.
 * - `job_uploads` and `job_upload_chunks`: a file a user sent for a job to read (a Strava
 *   export), kept in the database in chunks of at most 1 MiB, so any server sharing it can run
 *   the job and each read or write is a short statement on the embedded database's one
 *   connection. A finished job's upload is deleted with its end.
 *
 * States are copied from server/jobs/job-state.ts: a migration keeps meaning what it meant.
 */
export class CreateJobs1763700000027 implements MigrationInterface {
  name = 'CreateJobs1763700000027';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`
      CREATE TABLE "job_uploads" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
        "owner_id" uuid NOT NULL,
        "byte_size" bigint NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "FK_job_uploads_owner" FOREIGN KEY ("owner_id")
          REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q(`CREATE INDEX "IDX_job_uploads_owner" ON "job_uploads" ("owner_id")`);
    await q(`
      CREATE TABLE "job_upload_chunks" (
        "upload_id" uuid NOT NULL,
        "seq" integer NOT NULL,
        "bytes" bytea NOT NULL,
        CONSTRAINT "PK_job_upload_chunks" PRIMARY KEY ("upload_id", "seq"),
        CONSTRAINT "FK_job_upload_chunks_upload" FOREIGN KEY ("upload_id")
          REFERENCES "job_uploads"("id") ON DELETE CASCADE
      )`);
    await q(`
      CREATE TABLE "jobs" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
        "owner_id" uuid NOT NULL,
        "kind" text NOT NULL,
        "state" text NOT NULL DEFAULT 'queued',
        "data" jsonb NOT NULL DEFAULT '{}',
        "upload_id" uuid,
        "attempts" integer NOT NULL DEFAULT 0,
        "progress_done" integer NOT NULL DEFAULT 0,
        "progress_total" integer,
        "message" text,
        "error" text,
        "result" jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "started_at" timestamptz,
        "finished_at" timestamptz,
        CONSTRAINT "FK_jobs_owner" FOREIGN KEY ("owner_id")
          REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_jobs_upload" FOREIGN KEY ("upload_id")
          REFERENCES "job_uploads"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_jobs_kind" CHECK ("kind" ~ '^[a-z][a-z0-9-]*(\\.[a-z0-9-]+)*$' AND length("kind") <= 64),
        CONSTRAINT "CHK_jobs_state"
          CHECK ("state" IN ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
        CONSTRAINT "CHK_jobs_progress" CHECK ("progress_done" >= 0 AND "progress_total" >= 0)
      )`);
    await q(`CREATE INDEX "IDX_jobs_owner_created" ON "jobs" ("owner_id", "created_at", "id")`);
    await q(`CREATE INDEX "IDX_jobs_upload" ON "jobs" ("upload_id")`);
    // The queue's look for jobs a stopped server left running (few rows: a partial index).
    await q(`CREATE INDEX "IDX_jobs_running" ON "jobs" ("state") WHERE "state" = 'running'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "jobs"`);
    await queryRunner.query(`DROP TABLE "job_upload_chunks"`);
    await queryRunner.query(`DROP TABLE "job_uploads"`);
  }
}
