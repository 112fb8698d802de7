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

/** Activities an import's undo deletes per statement. */
export const IMPORT_DELETE_BATCH = 200;

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

  /**
   * Whether the database knows the zone: the overview reads dates in each activity's zone, so
   * one the database does not know (the runtime's list can differ) must never be saved.
   */
  async knowsTimeZone(timeZone: string): Promise<boolean> {
    try {
      await this.manager.query(`SELECT now() AT TIME ZONE $1`, [timeZone]);
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code === '22023') return false;
      throw error;
    }
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

  findMany(ownerId: string, ids: readonly string[]): Promise<ActivityEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.activities
      .createQueryBuilder('activity')
      .where('activity.ownerId = :ownerId AND activity.id = ANY(:ids::uuid[])', { ownerId, ids })
      .getMany();
  }

  /**
   * The activities read from one file, in the order they happened: a multi-sport file's parts
   * (a swim, a ride and a run) are kept together this way. One query.
   */
  fromFile(ownerId: string, fileId: string): Promise<{ id: string; name: string }[]> {
    return this.activities
      .createQueryBuilder('activity')
      .select(['activity.id AS id', 'activity.name AS name'])
      .where('activity.ownerId = :ownerId AND activity.fileId = :fileId', { ownerId, fileId })
      .orderBy('activity.startTime')
      .addOrderBy('activity.id')
      .getRawMany<{ id: string; name: string }>();
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
    await this.manager.getRepository(ActivityGearEntity).delete({ ownerId, activityId });
    await this.addGear(ownerId, activityId, gearItemIds);
  }

  /** Adds these items to a new activity's gear (one query, none for no items). */
  async addGear(ownerId: string, activityId: string, gearItemIds: readonly string[]) {
    if (gearItemIds.length === 0) return;
    await this.manager
      .getRepository(ActivityGearEntity)
      .insert([...new Set(gearItemIds)].map((gearItemId) => ({ ownerId, activityId, gearItemId })));
  }

  /**
   * The owner's activities that start within `toleranceS` of any of these instants, in one
   * query (an upload's duplicates are among them).
   */
  startingNear(
    ownerId: string,
    instants: readonly Date[],
    toleranceS: number,
  ): Promise<ActivityEntity[]> {
    if (instants.length === 0) return Promise.resolve([]);
    const times = instants.map((instant) => instant.toISOString());
    return this.activities
      .createQueryBuilder('activity')
      .where('activity.ownerId = :ownerId', { ownerId })
      .andWhere(
        `EXISTS (SELECT 1 FROM unnest(:times::timestamptz[]) AS "at"
                 WHERE activity.startTime BETWEEN "at" - make_interval(secs => :tolerance)
                                              AND "at" + make_interval(secs => :tolerance))`,
        { times, tolerance: toleranceS },
      )
      .getMany();
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

  /**
   * The overview's figures in one query: each category's totals this week, month and year, and
   * each day's of the last twelve months, with the period bounds. Periods are the viewer's
   * (`timeZone`); an activity falls on the local date where it took place (its own zone, else
   * its offset, else the viewer's zone).
   */
  async overview(ownerId: string, timeZone: string): Promise<OverviewRow[]> {
    return this.manager.query<OverviewRow[]>(
      `WITH "bounds" AS (
         SELECT date_trunc('week', now() AT TIME ZONE $2) AS "week",
                date_trunc('month', now() AT TIME ZONE $2) AS "month",
                date_trunc('year', now() AT TIME ZONE $2) AS "year",
                date_trunc('week', (now() AT TIME ZONE $2) - interval '1 year') AS "calendar",
                (now() AT TIME ZONE $2)::date AS "today"
       ), "local" AS (
         SELECT "category",
                coalesce("distance_m", 0) AS "distance",
                coalesce("moving_s", "elapsed_s", 0) AS "seconds",
                coalesce("gain_m", 0) AS "gain",
                CASE
                  WHEN "time_zone" IS NOT NULL THEN "start_time" AT TIME ZONE "time_zone"
                  WHEN "utc_offset_minutes" IS NOT NULL
                    THEN ("start_time" AT TIME ZONE 'UTC') + "utc_offset_minutes" * interval '1 minute'
                  ELSE "start_time" AT TIME ZONE $2
                END AS "at"
           FROM "activities"
          WHERE "owner_id" = $1 AND "start_time" >= now() - interval '400 days'
       ), "periods" AS (
         SELECT "period", "category", count(*)::int AS "count", sum("distance") AS "distanceM",
                sum("seconds") AS "movingS", sum("gain") AS "gainM", NULL::text AS "date"
           FROM "local", "bounds",
                LATERAL (VALUES ('week', "bounds"."week"), ('month', "bounds"."month"),
                                ('year', "bounds"."year")) AS "p" ("period", "from")
          WHERE "local"."at" >= "p"."from"
          GROUP BY "period", "category"
       ), "days" AS (
         SELECT 'day' AS "period", NULL AS "category", count(*)::int AS "count",
                sum("distance") AS "distanceM", sum("seconds") AS "movingS", sum("gain") AS "gainM",
                to_char("at"::date, 'YYYY-MM-DD') AS "date"
           FROM "local", "bounds"
          WHERE "local"."at" >= "bounds"."calendar"
          GROUP BY "at"::date
       )
       SELECT 'bounds' AS "period", NULL AS "category", 0 AS "count", 0 AS "distanceM",
              0 AS "movingS", 0 AS "gainM", NULL::text AS "date",
              to_char("week", 'YYYY-MM-DD') AS "week", to_char("month", 'YYYY-MM-DD') AS "month",
              to_char("year", 'YYYY-MM-DD') AS "year",
              to_char("calendar", 'YYYY-MM-DD') AS "calendar",
              to_char("today", 'YYYY-MM-DD') AS "today"
         FROM "bounds"
       UNION ALL
       SELECT "period", "category", "count", "distanceM", "movingS", "gainM", "date",
              NULL, NULL, NULL, NULL, NULL
         FROM "periods"
       UNION ALL
       SELECT "period", "category", "count", "distanceM", "movingS", "gainM", "date",
              NULL, NULL, NULL, NULL, NULL
         FROM "days"`,
      [ownerId, timeZone],
    );
  }

  /**
   * One category's weeks (the last 52) and months (the last 24) with activities, and its
   * all-time totals, in one query; the periods in the viewer's zone, each activity on the local
   * date where it took place (as the overview).
   */
  periodTotals(ownerId: string, category: ActivityCategory, timeZone: string) {
    return this.manager.query<PeriodRow[]>(
      `WITH "local" AS (
         SELECT coalesce("distance_m", 0) AS "distance",
                coalesce("moving_s", "elapsed_s", 0) AS "seconds",
                coalesce("gain_m", 0) AS "gain",
                CASE
                  WHEN "time_zone" IS NOT NULL THEN "start_time" AT TIME ZONE "time_zone"
                  WHEN "utc_offset_minutes" IS NOT NULL
                    THEN ("start_time" AT TIME ZONE 'UTC') + "utc_offset_minutes" * interval '1 minute'
                  ELSE "start_time" AT TIME ZONE $3
                END AS "at"
           FROM "activities" WHERE "owner_id" = $1 AND "category" = $2
       ), "now" AS (SELECT now() AT TIME ZONE $3 AS "at")
       SELECT 'week' AS "period", to_char(date_trunc('week', "local"."at"), 'YYYY-MM-DD') AS "start",
              count(*)::int AS "count", sum("distance") AS "distanceM", sum("seconds") AS "movingS",
              sum("gain") AS "gainM"
         FROM "local", "now"
        WHERE "local"."at" >= date_trunc('week', "now"."at") - interval '51 weeks'
        GROUP BY 2
       UNION ALL
       SELECT 'month', to_char(date_trunc('month', "local"."at"), 'YYYY-MM-DD'), count(*)::int,
              sum("distance"), sum("seconds"), sum("gain")
         FROM "local", "now"
        WHERE "local"."at" >= date_trunc('month', "now"."at") - interval '23 months'
        GROUP BY 2
       UNION ALL
       SELECT 'all', to_char(min("at"), 'YYYY-MM-DD'), count(*)::int,
              coalesce(sum("distance"), 0), coalesce(sum("seconds"), 0), coalesce(sum("gain"), 0)
         FROM "local"
       UNION ALL
       SELECT 'today', to_char("at", 'YYYY-MM-DD'), 0, 0, 0, 0 FROM "now"`,
      [ownerId, category, timeZone],
    );
  }

  /** The category's longest, most climbing, fastest 5 km and 10 km activities: one query. */
  bests(ownerId: string, category: ActivityCategory) {
    const best = (kind: string, column: string, order: 'ASC' | 'DESC') =>
      `(SELECT '${kind}' AS "kind", "${column}" AS "value", "id", "name", "start_time"
          FROM "activities"
         WHERE "owner_id" = $1 AND "category" = $2 AND "${column}" IS NOT NULL
         ORDER BY "${column}" ${order}, "start_time" ASC LIMIT 1)`;
    return this.manager.query<BestRow[]>(
      [
        best('longest', 'distance_m', 'DESC'),
        best('mostGain', 'gain_m', 'DESC'),
        best('fastest5k', 'best_5k_s', 'ASC'),
        best('fastest10k', 'best_10k_s', 'ASC'),
      ].join(' UNION ALL '),
      [ownerId, category],
    );
  }

  /**
   * Deletes the activities an import added, IMPORT_DELETE_BATCH per statement (their routes and
   * gear go with them), then each batch's files that no other activity came from: short
   * statements, so a large import's undo never holds the embedded database for long. Answers
   * how many went.
   */
  async deleteImported(ownerId: string, importId: string): Promise<number> {
    let deleted = 0;
    for (;;) {
      const list = await this.manager.query<{ fileId: string | null }[]>(
        `WITH gone AS (
           DELETE FROM "activities" WHERE "id" IN (
             SELECT "id" FROM "activities" WHERE "owner_id" = $1 AND "import_id" = $2 LIMIT $3
           ) RETURNING "file_id"
         )
         SELECT "file_id" AS "fileId" FROM gone`,
        [ownerId, importId, IMPORT_DELETE_BATCH],
      );
      if (list.length === 0) return deleted;
      deleted += list.length;
      const fileIds = [...new Set(list.flatMap((row) => (row.fileId ? [row.fileId] : [])))];
      if (fileIds.length > 0) {
        await this.manager.query(
          `DELETE FROM "activity_files" AS "file"
            WHERE "file"."owner_id" = $1 AND "file"."id" = ANY($2::uuid[])
              AND NOT EXISTS (SELECT 1 FROM "activities" WHERE "file_id" = "file"."id")`,
          [ownerId, fileIds],
        );
      }
    }
  }
}

export interface PeriodRow {
  period: 'week' | 'month' | 'all' | 'today';
  start: string | null;
  count: number;
  distanceM: number;
  movingS: number;
  gainM: number;
}

export interface BestRow {
  kind: 'longest' | 'mostGain' | 'fastest5k' | 'fastest10k';
  value: number;
  id: string;
  name: string;
  start_time: Date;
}

/** A row of the overview's one query: the bounds, a period's category, or a day. */
export interface OverviewRow {
  period: 'bounds' | 'week' | 'month' | 'year' | 'day';
  category: ActivityCategory | null;
  count: number;
  distanceM: number;
  movingS: number;
  gainM: number;
  date: string | null;
  week: string | null;
  month: string | null;
  year: string | null;
  calendar: string | null;
  today: string | null;
}
