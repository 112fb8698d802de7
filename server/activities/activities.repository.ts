import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import type { ActivityCategory } from '@server/domain/activity-categories.js';
import { ActivityFileEntity } from './activity-file.entity.js';
import { ActivityGearEntity } from './activity-gear.entity.js';
import { ActivityRouteEntity } from './activity-route.entity.js';
import { ActivityEntity } from './activity.entity.js';

export type ActivityValues = Partial<
  Omit<ActivityEntity, 'id' | 'ownerId' | 'createdAt' | 'updatedAt'>
>;

/** Where a page of the list starts: after this activity (latest first). */
export interface ActivityCursor {
  startTime: Date;
  id: string;
}

export interface ActivityPageQuery {
  category?: ActivityCategory;
  from?: Date;
  to?: Date;
  after: ActivityCursor | null;
  limit: number;
}

/**
 * Activities with their routes, gear and files, every query scoped to the owner. Built on an
 * EntityManager so a transaction can use its own instance (`within(manager)`).
 */
@Injectable()
export class ActivitiesRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  within(manager: EntityManager): ActivitiesRepository {
    return new ActivitiesRepository(manager);
  }

  /** Runs the work in one transaction on repositories bound to it (and only those). */
  transaction<T>(work: (activities: ActivitiesRepository) => Promise<T>): Promise<T> {
    return this.manager.transaction((manager) => work(this.within(manager)));
  }

  private get activities() {
    return this.manager.getRepository(ActivityEntity);
  }

  /** A page of the list, latest first, in one query: `limit` rows and one more if there is more. */
  page(ownerId: string, query: ActivityPageQuery): Promise<ActivityEntity[]> {
    const builder = this.activities
      .createQueryBuilder('activity')
      .where('activity.ownerId = :ownerId', { ownerId });
    if (query.category) builder.andWhere('activity.category = :category', query);
    if (query.from) builder.andWhere('activity.startTime >= :from', query);
    if (query.to) builder.andWhere('activity.startTime < :to', query);
    if (query.after) {
      builder.andWhere('(activity.startTime, activity.id) < (:afterTime, :afterId)', {
        afterTime: query.after.startTime,
        afterId: query.after.id,
      });
    }
    return builder
      .orderBy('activity.startTime', 'DESC')
      .addOrderBy('activity.id', 'DESC')
      .limit(query.limit + 1)
      .getMany();
  }

  findOne(ownerId: string, id: string): Promise<ActivityEntity | null> {
    return this.activities.findOneBy({ ownerId, id });
  }

  async insert(ownerId: string, values: ActivityValues): Promise<string> {
    const result = await this.activities.insert({ ...values, ownerId });
    return (result.identifiers[0] as { id: string }).id;
  }

  async update(ownerId: string, id: string, values: ActivityValues): Promise<boolean> {
    if (Object.keys(values).length === 0) return (await this.findOne(ownerId, id)) !== null;
    const result = await this.activities.update({ ownerId, id }, values);
    return (result.affected ?? 0) > 0;
  }

  /** Deletes the activity (its route and gear go with it); answers its file's id, if any. */
  async delete(ownerId: string, id: string): Promise<{ deleted: boolean; fileId: string | null }> {
    // Wrapped in a SELECT: TypeORM answers a bare DELETE with [rows, count], not rows.
    const [row] = await this.manager.query<{ deleted: boolean; file_id: string | null }[]>(
      `WITH gone AS (
         DELETE FROM "activities" WHERE "owner_id" = $1 AND "id" = $2 RETURNING "file_id"
       )
       SELECT EXISTS (SELECT 1 FROM gone) AS deleted, (SELECT "file_id" FROM gone) AS file_id`,
      [ownerId, id],
    );
    return { deleted: row?.deleted === true, fileId: row?.file_id ?? null };
  }

  /** The gear item ids of each of these activities: one query. */
  async gearOf(ownerId: string, activityIds: readonly string[]): Promise<Map<string, string[]>> {
    const byActivity = new Map<string, string[]>(activityIds.map((id) => [id, []]));
    if (activityIds.length === 0) return byActivity;
    const rows = await this.manager
      .getRepository(ActivityGearEntity)
      .createQueryBuilder('gear')
      .where('gear.ownerId = :ownerId AND gear.activityId = ANY(:ids::uuid[])', {
        ownerId,
        ids: activityIds,
      })
      .orderBy('gear.gearItemId')
      .getMany();
    for (const row of rows) byActivity.get(row.activityId)?.push(row.gearItemId);
    return byActivity;
  }

  /** Makes the activity's gear exactly these items (two queries). */
  async replaceGear(ownerId: string, activityId: string, gearItemIds: readonly string[]) {
    const gear = this.manager.getRepository(ActivityGearEntity);
    await gear.delete({ ownerId, activityId });
    if (gearItemIds.length === 0) return;
    await gear.insert(
      [...new Set(gearItemIds)].map((gearItemId) => ({ ownerId, activityId, gearItemId })),
    );
  }

  findRoute(ownerId: string, activityId: string): Promise<ActivityRouteEntity | null> {
    return this.manager.getRepository(ActivityRouteEntity).findOneBy({ ownerId, activityId });
  }

  async insertRoute(route: ActivityRouteEntity): Promise<void> {
    await this.manager.getRepository(ActivityRouteEntity).insert(route);
  }

  async insertFile(file: Omit<ActivityFileEntity, 'id' | 'createdAt'>): Promise<string> {
    const result = await this.manager.getRepository(ActivityFileEntity).insert(file);
    return (result.identifiers[0] as { id: string }).id;
  }

  /** The file as uploaded (gzipped), if it is the owner's. */
  findFile(ownerId: string, id: string): Promise<ActivityFileEntity | null> {
    return this.manager
      .getRepository(ActivityFileEntity)
      .createQueryBuilder('file')
      .addSelect('file.gzipped')
      .where('file.ownerId = :ownerId AND file.id = :id', { ownerId, id })
      .getOne();
  }

  /** Deletes the file once no activity comes from it any more. */
  async deleteFileIfUnused(ownerId: string, fileId: string): Promise<void> {
    await this.manager.query(
      `DELETE FROM "activity_files" AS "file"
        WHERE "file"."owner_id" = $1 AND "file"."id" = $2
          AND NOT EXISTS (SELECT 1 FROM "activities" WHERE "file_id" = "file"."id")`,
      [ownerId, fileId],
    );
  }
}
