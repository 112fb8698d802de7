import { Injectable } from '@nestjs/common';
import { simplifySegments } from '@server/domain/route/route-geometry.js';
import { TripsReadService } from '@server/trips/trips-read.service.js';
import { ActivitiesRepository } from '../activities.repository.js';
import { activityNotFound } from '../activities.errors.js';
import { toActivitySummaryDto } from '../activities.mapper.js';
import type {
  TripActivitiesDto,
  TripActivityDto,
  TripSuggestionsDto,
} from '../dto/trip-activities.dto.js';
import { TripActivitiesRepository } from './trip-activities.repository.js';
import { localDateOf, walkedNear } from './trip-match.js';

/** The most points of an activity's line on a trip's map (several share it). */
export const TRIP_LINE_MAX_POINTS = 400;

/**
 * Trips meet activities: a trip's linked activities (with their lines for its map and their
 * days for planned against done) and those that look like part of it, and the trips an
 * activity looks like part of. Linking itself is the activity's tripId (PATCH).
 */
@Injectable()
export class TripActivitiesService {
  constructor(
    private readonly tripActivities: TripActivitiesRepository,
    private readonly activities: ActivitiesRepository,
    private readonly trips: TripsReadService,
  ) {}

  /** Five queries: the trip, its linked and candidate activities, their gear, their routes. */
  async forTrip(ownerId: string, tripId: string): Promise<TripActivitiesDto> {
    const trip = await this.trips.place(ownerId, tripId);
    const [linked, candidates] = await Promise.all([
      this.tripActivities.linkedTo(ownerId, tripId),
      this.tripActivities.unlinkedDuring(ownerId, trip.startDate, trip.endDate),
    ]);
    const suggested = candidates.filter((activity) => walkedNear(activity.preview, trip));
    const [gear, routes] = await Promise.all([
      this.activities.gearOf(
        ownerId,
        [...linked, ...suggested].map((activity) => activity.id),
      ),
      this.tripActivities.routes(
        ownerId,
        linked.map((activity) => activity.id),
      ),
    ]);
    const routeOf = new Map(routes.map((route) => [route.activityId, route]));
    return {
      activities: linked.map((activity): TripActivityDto => {
        const route = routeOf.get(activity.id);
        const line = route
          ? simplifySegments(route.points, TRIP_LINE_MAX_POINTS, route.segmentStarts)
          : null;
        return {
          ...toActivitySummaryDto(activity, gear.get(activity.id) ?? []),
          localDate: localDateOf(activity.startTime, activity.utcOffsetMinutes),
          line: line?.points.map(([latitude, longitude]) => [latitude, longitude]) ?? [],
          lineSegmentStarts: line?.segmentStarts ?? [],
        };
      }),
      suggestions: suggested.map((activity) =>
        toActivitySummaryDto(activity, gear.get(activity.id) ?? []),
      ),
    };
  }

  /** Two queries: the activity, the trips on its day. None once it is linked to one. */
  async suggestTrips(ownerId: string, activityId: string): Promise<TripSuggestionsDto> {
    const activity = await this.activities.findOne(ownerId, activityId);
    if (!activity) throw activityNotFound();
    if (activity.tripId) return { trips: [] };
    const day = localDateOf(activity.startTime, activity.utcOffsetMinutes);
    const trips = await this.trips.placesDuring(ownerId, day, day);
    return {
      trips: trips
        .filter((trip) => walkedNear(activity.preview, trip))
        .map(({ id, name, startDate, endDate }) => ({ id, name, startDate, endDate })),
    };
  }
}
