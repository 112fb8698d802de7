import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import type { ActivityCategory } from '@server/domain/activity-categories.js';

/** An item's use in the category asked for (all of them for null), and over every category. */
export interface MileageRow {
  gearItemId: string;
  count: number;
  distanceM: number;
  movingS: number;
  direct: boolean;
  totalDistanceM: number;
}

/**
 * Gear mileage in one grouped query, however many items and activities: every item an activity
 * used, named on it (activity_gear) or carried in its pack (the pack's lines, a bundle line's
 * items included), counts the activity's distance and time once, however it came. No tracker
 * counts what the pack carried; here every item in it builds up kilometres.
 *
 * SQL on the packs' and bundles' tables rather than through PacksReadService, as
 * GearItemUsageRepository reads them: what a pack carried has to meet the activities in the
 * same statement for each (activity, item) pair to count once. Every table is read by owner.
 */
@Injectable()
export class GearMileageRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** The items used in the category (or in any, for null), the most distance first. */
  mileage(ownerId: string, category: ActivityCategory | null): Promise<MileageRow[]> {
    return this.manager.query<MileageRow[]>(
      `WITH "mine" AS (
         SELECT "id", "category", "pack_id",
                coalesce("distance_m", 0) AS "distance",
                coalesce("moving_s", "elapsed_s", 0) AS "seconds"
           FROM "activities" WHERE "owner_id" = $1
       ), "carried" AS (
         SELECT DISTINCT "line"."pack_id",
                coalesce("line"."gear_item_id", "entry"."gear_item_id") AS "gear_item_id"
           FROM "pack_lines" AS "line"
           LEFT JOIN "bundle_items" AS "entry"
             ON "entry"."bundle_id" = "line"."bundle_id" AND "entry"."owner_id" = $1
          WHERE "line"."owner_id" = $1
            AND "line"."pack_id" IN (SELECT "pack_id" FROM "mine")
            AND coalesce("line"."gear_item_id", "entry"."gear_item_id") IS NOT NULL
       ), "used" AS (
         SELECT "activity_id", "gear_item_id", bool_or("direct") AS "direct"
           FROM (SELECT "activity_id", "gear_item_id", true AS "direct"
                   FROM "activity_gear" WHERE "owner_id" = $1
                 UNION ALL
                 SELECT "mine"."id", "carried"."gear_item_id", false
                   FROM "mine" JOIN "carried" ON "carried"."pack_id" = "mine"."pack_id") AS "both"
          GROUP BY "activity_id", "gear_item_id"
       ), "counted" AS (
         SELECT "used"."gear_item_id", "used"."direct", "mine"."distance", "mine"."seconds",
                ($2::text IS NULL OR "mine"."category" = $2) AS "asked"
           FROM "used" JOIN "mine" ON "mine"."id" = "used"."activity_id"
       )
       SELECT "gear_item_id" AS "gearItemId",
              (count(*) FILTER (WHERE "asked"))::int AS "count",
              coalesce(sum("distance") FILTER (WHERE "asked"), 0) AS "distanceM",
              coalesce(sum("seconds") FILTER (WHERE "asked"), 0) AS "movingS",
              coalesce(bool_or("direct") FILTER (WHERE "asked"), false) AS "direct",
              sum("distance") AS "totalDistanceM"
         FROM "counted"
        GROUP BY "gear_item_id"
       HAVING count(*) FILTER (WHERE "asked") > 0
        ORDER BY "distanceM" DESC, "count" DESC, "direct" DESC, "gearItemId"`,
      [ownerId, category],
    );
  }
}
