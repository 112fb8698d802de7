import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import type { RoutePoint } from '@server/domain/route/route-point.js';
import { ActivityEntity } from '../activity.entity.js';

/** The most activities one trip lists (a trip of a month, a few a day). */
export const TRIP_ACTIVITIES_MAX = 100;

/**
 * The day an activity was on where it happened: its start in UTC moved by its offset (UTC
 * where the offset is unknown), as SQL.
 */
const LOCAL_DATE = `(("activity"."start_time" AT TIME ZONE 'UTC')
  + make_interval(mins => coalesce("activity"."utc_offset_minutes", 0)))::date`;

/** The activities' side of trips meeting activities: every query scoped to the owner. */
@Injectable()
export class TripActivitiesRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  private get activities() {
    return this.manager.getRepository(ActivityEntity);
  }

  /** The activities linked to the trip, in the order they happened: one query. */
  linkedTo(ownerId: string, tripId: string): Promise<ActivityEntity[]> {
    return this.activities
      .createQueryBuilder('activity')
      .where('activity.ownerId = :ownerId AND activity.tripId = :tripId', { ownerId, tripId })
      .orderBy('activity.startTime', 'ASC')
      .addOrderBy('activity.id')
      .limit(TRIP_ACTIVITIES_MAX)
      .getMany();
  }

  /**
   * The activities linked to the trip that others may see on its public page, in order: not
   * those Strava's API brought in (its agreement lets an app show an athlete's Strava data to
   * that athlete only). One from a file that Strava also has stays: its data is the file's.
   */
  publicLinkedTo(ownerId: string, tripId: string): Promise<ActivityEntity[]> {
    return this.activities
      .createQueryBuilder('activity')
      .where('activity.ownerId = :ownerId AND activity.tripId = :tripId', { ownerId, tripId })
      .andWhere(
        `NOT EXISTS (SELECT 1 FROM "activity_sources" AS "source"
                      WHERE "source"."activity_id" = activity.id AND "source"."provider" = 'strava'
                        AND "source"."created_activity")`,
      )
      .orderBy('activity.startTime', 'ASC')
      .addOrderBy('activity.id')
      .limit(TRIP_ACTIVITIES_MAX)
      .getMany();
  }

  /** The activities linked to no trip whose local day is within from..to (dates): one query. */
  unlinkedDuring(ownerId: string, from: string, to: string): Promise<ActivityEntity[]> {
    return this.activities
      .createQueryBuilder('activity')
      .where('activity.ownerId = :ownerId AND activity.tripId IS NULL', { ownerId })
      .andWhere(`${LOCAL_DATE} BETWEEN :from AND :to`, { from, to })
      .orderBy('activity.startTime', 'ASC')
      .addOrderBy('activity.id')
      .limit(TRIP_ACTIVITIES_MAX)
      .getMany();
  }

  /** The recorded routes of these activities (those that have one): one query. */
  routes(
    ownerId: string,
    activityIds: readonly string[],
  ): Promise<{ activityId: string; points: RoutePoint[]; segmentStarts: number[] }[]> {
    if (activityIds.length === 0) return Promise.resolve([]);
    return this.manager.query(
      `SELECT "activity_id" AS "activityId", "points", "segment_starts" AS "segmentStarts"
         FROM "activity_routes" WHERE "owner_id" = $1 AND "activity_id" = ANY($2::uuid[])`,
      [ownerId, activityIds],
    );
  }
}
