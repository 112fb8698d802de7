import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import { JobEntity } from './job.entity.js';

/** The owner's jobs: every query takes the owner's id, so another user's job is never found. */
@Injectable()
export class JobsRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  private jobs(manager = this.manager) {
    return manager.getRepository(JobEntity);
  }

  /** The latest first, optionally of one kind. */
  list(ownerId: string, kind: string | undefined, limit: number): Promise<JobEntity[]> {
    return this.jobs().find({
      where: kind ? { ownerId, kind } : { ownerId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  findOne(ownerId: string, id: string, manager?: EntityManager): Promise<JobEntity | null> {
    return this.jobs(manager).findOneBy({ ownerId, id });
  }

  /**
   * Marks a queued or running job cancelled (its upload deleted with it) and answers its kind;
   * null when it has already ended, or is not the owner's.
   */
  async cancel(manager: EntityManager, ownerId: string, id: string): Promise<string | null> {
    const [rows] = await manager.query<[{ kind: string; upload_id: string | null }[], number]>(
      `WITH "before" AS (
         SELECT "id", "upload_id" FROM "jobs" WHERE "id" = $1 AND "owner_id" = $2 FOR UPDATE)
       UPDATE "jobs" SET "state" = 'cancelled', "finished_at" = now(), "upload_id" = NULL
         FROM "before"
        WHERE "jobs"."id" = "before"."id" AND "jobs"."state" IN ('queued', 'running')
        RETURNING "jobs"."kind", "before"."upload_id"`,
      [id, ownerId],
    );
    const [row] = rows;
    if (!row) return null;
    if (row.upload_id) {
      await manager.query(`DELETE FROM "job_uploads" WHERE "id" = $1`, [row.upload_id]);
    }
    return row.kind;
  }
}
