import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import { IMPORT_DELETE_BATCH } from '../activities.repository.js';
import { ActivitySourceEntity, type ActivityProvider } from './activity-source.entity.js';

/** Which services each activity came from, every query scoped to the owner. */
@Injectable()
export class ActivitySourcesRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  within(manager: EntityManager): ActivitySourcesRepository {
    return new ActivitySourcesRepository(manager);
  }

  /** The activity a service's id names, if the owner has it. */
  async activityOf(
    ownerId: string,
    provider: ActivityProvider,
    externalId: string,
  ): Promise<string | null> {
    const row = await this.manager
      .getRepository(ActivitySourceEntity)
      .findOneBy({ ownerId, provider, externalId });
    return row?.activityId ?? null;
  }

  /** Which of these ids of a service the owner already has (one query). */
  async known(
    ownerId: string,
    provider: ActivityProvider,
    externalIds: readonly string[],
  ): Promise<Set<string>> {
    if (externalIds.length === 0) return new Set();
    const rows = await this.manager.query<{ externalId: string }[]>(
      `SELECT "external_id" AS "externalId" FROM "activity_sources"
        WHERE "owner_id" = $1 AND "provider" = $2 AND "external_id" = ANY($3::text[])`,
      [ownerId, provider, [...externalIds]],
    );
    return new Set(rows.map((row) => row.externalId));
  }

  /**
   * Records that a service's id is this activity. False when the id already names an activity
   * (another run got there first), so the caller's transaction can be undone and tried again.
   */
  async add(
    source: Pick<
      ActivitySourceEntity,
      'ownerId' | 'provider' | 'externalId' | 'activityId' | 'createdActivity'
    >,
  ): Promise<boolean> {
    const rows = await this.manager.query<unknown[]>(
      `INSERT INTO "activity_sources"
         ("owner_id", "provider", "external_id", "activity_id", "created_activity")
       SELECT $1, $2, $3, "id", $5 FROM "activities" WHERE "id" = $4 AND "owner_id" = $1
       ON CONFLICT DO NOTHING RETURNING 1`,
      [
        source.ownerId,
        source.provider,
        source.externalId,
        source.activityId,
        source.createdActivity,
      ],
    );
    return rows.length === 1;
  }

  /** The services each of these activities came from (one query). */
  async providersOf(
    ownerId: string,
    activityIds: readonly string[],
  ): Promise<Map<string, ActivityProvider[]>> {
    const found = new Map<string, ActivityProvider[]>();
    if (activityIds.length === 0) return found;
    const rows = await this.manager.query<{ activityId: string; provider: ActivityProvider }[]>(
      `SELECT "activity_id" AS "activityId", "provider" FROM "activity_sources"
        WHERE "owner_id" = $1 AND "activity_id" = ANY($2::uuid[])
        ORDER BY "created_at", "provider"`,
      [ownerId, [...activityIds]],
    );
    for (const { activityId, provider } of rows) {
      const list = found.get(activityId) ?? [];
      if (!list.includes(provider)) list.push(provider);
      found.set(activityId, list);
    }
    return found;
  }

  /**
   * Forgets one service id: its source row goes, and the activity with it when the service
   * brought it in and no other source is left (a file upload, the other service). Answers
   * whether the activity went, and its file to delete if nothing else came from it.
   */
  async remove(
    ownerId: string,
    provider: ActivityProvider,
    externalId: string,
  ): Promise<{ activityDeleted: boolean; fileId: string | null }> {
    const [gone] = await this.manager.query<{ activityId: string; createdActivity: boolean }[]>(
      `WITH "gone" AS (
         DELETE FROM "activity_sources"
          WHERE "owner_id" = $1 AND "provider" = $2 AND "external_id" = $3
          RETURNING "activity_id", "created_activity"
       )
       SELECT "activity_id" AS "activityId", "created_activity" AS "createdActivity" FROM "gone"`,
      [ownerId, provider, externalId],
    );
    if (!gone?.createdActivity) return { activityDeleted: false, fileId: null };
    // What the service brought in stays while another source holds it, which then counts as
    // having brought it (it goes with the last of them).
    const heirs = await this.manager.query<unknown[]>(
      `WITH "heirs" AS (
         UPDATE "activity_sources" SET "created_activity" = true
          WHERE "owner_id" = $1 AND "activity_id" = $2 RETURNING 1
       )
       SELECT 1 FROM "heirs"`,
      [ownerId, gone.activityId],
    );
    if (heirs.length > 0) return { activityDeleted: false, fileId: null };
    const rows = await this.manager.query<{ fileId: string | null }[]>(
      `WITH "gone" AS (
         DELETE FROM "activities" WHERE "owner_id" = $1 AND "id" = $2 RETURNING "file_id"
       )
       SELECT "file_id" AS "fileId" FROM "gone"`,
      [ownerId, gone.activityId],
    );
    return { activityDeleted: rows.length > 0, fileId: rows[0]?.fileId ?? null };
  }

  /**
   * Deletes, IMPORT_DELETE_BATCH per statement, the owner's activities a service brought in that
   * no other source holds (a file, the other service); answers each batch's file ids as it goes
   * (for the caller to drop the unused ones) and how many went in all. Then the service's
   * source rows go too: what the other service also has stays, as that service's.
   */
  async deleteBroughtBy(
    ownerId: string,
    provider: ActivityProvider,
    onBatch: (fileIds: string[]) => Promise<void>,
  ): Promise<number> {
    let deleted = 0;
    for (;;) {
      const rows = await this.manager.query<{ fileId: string | null }[]>(
        `WITH "gone" AS (DELETE FROM "activities" WHERE "owner_id" = $1 AND "id" IN (
           SELECT "source"."activity_id" FROM "activity_sources" AS "source"
            WHERE "source"."owner_id" = $1 AND "source"."provider" = $2
              AND "source"."created_activity"
              AND NOT EXISTS (
                SELECT 1 FROM "activity_sources" AS "other"
                 WHERE "other"."activity_id" = "source"."activity_id"
                   AND "other"."provider" <> $2)
            LIMIT $3)
         RETURNING "file_id")
         SELECT "file_id" AS "fileId" FROM "gone"`,
        [ownerId, provider, IMPORT_DELETE_BATCH],
      );
      if (rows.length === 0) break;
      deleted += rows.length;
      await onBatch([...new Set(rows.flatMap((row) => (row.fileId ? [row.fileId] : [])))]);
    }
    await this.manager.query(
      `UPDATE "activity_sources" SET "created_activity" = true
        WHERE "owner_id" = $1 AND "provider" <> $2 AND "activity_id" IN (
          SELECT "activity_id" FROM "activity_sources"
           WHERE "owner_id" = $1 AND "provider" = $2 AND "created_activity")`,
      [ownerId, provider],
    );
    await this.manager.query(
      `DELETE FROM "activity_sources" WHERE "owner_id" = $1 AND "provider" = $2`,
      [ownerId, provider],
    );
    return deleted;
  }
}
