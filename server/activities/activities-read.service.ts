import { Injectable } from '@nestjs/common';
import type { ActivityCategory } from '@server/domain/activity-categories.js';
import type { RoutePoint } from '@server/domain/route/route-point.js';
import { TripActivitiesRepository } from './trip-links/trip-activities.repository.js';
import { localDateOf } from './trip-links/trip-match.js';

/** An activity linked to a trip, as the trip's public page may show it. */
export interface LinkedActivity {
  name: string;
  category: ActivityCategory;
  /** The day it started on, where it happened. */
  localDate: string;
  distanceM: number | null;
  movingS: number | null;
  elapsedS: number | null;
  gainM: number | null;
  /** Its recorded route whole ([] without one), for the caller to trim and simplify. */
  points: RoutePoint[];
  segmentStarts: number[];
}

/** What other modules read of the activities: the public trip page, of a trip's. */
@Injectable()
export class ActivitiesReadService {
  constructor(private readonly tripActivities: TripActivitiesRepository) {}

  /**
   * The activities linked to the owner's trip that its public page may show (not those Strava's
   * API brought in: its terms), in order, with their routes: two queries.
   */
  async linkedToTrip(ownerId: string, tripId: string): Promise<LinkedActivity[]> {
    const activities = await this.tripActivities.publicLinkedTo(ownerId, tripId);
    const routes = await this.tripActivities.routes(
      ownerId,
      activities.map((activity) => activity.id),
    );
    const routeOf = new Map(routes.map((route) => [route.activityId, route]));
    return activities.map((activity) => {
      const route = routeOf.get(activity.id);
      return {
        name: activity.name,
        category: activity.category,
        localDate: localDateOf(activity.startTime, activity.utcOffsetMinutes),
        distanceM: activity.distanceM,
        movingS: activity.movingS,
        elapsedS: activity.elapsedS,
        gainM: activity.gainM,
        points: route?.points ?? [],
        segmentStarts: route?.segmentStarts ?? [],
      };
    });
  }
}
