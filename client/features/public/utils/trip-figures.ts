import { movingTimeHours } from '@domain/route/naismith';
import { simplifySegments } from '@domain/route/route-geometry';
import { routeProfile, type RouteProfile } from '@domain/route/route-profile';
import type { RoutePoint } from '@domain/route/route-point';
import { tripBudget, type TripBudget } from '@domain/route/trip-budget';
import { tripDays, type TripDay } from '@domain/route/trip-days';
import type { PublicTrip } from '@client/features/public/api/types';

/** At most this many points draw the profile and the map's line (a view, not a measure). */
export const SHOWN_POINTS = 400;

export interface PublicTripFigures {
  /** Of the whole route. */
  profile: RouteProfile;
  movingHours: number;
  days: TripDay[];
  budget: TripBudget;
  /** The route as drawn: simplified, with its segments' starts and distances along it. */
  shown: { points: RoutePoint[]; segmentStarts: number[]; cumulativeM: readonly number[] };
}

const NO_POINTS: RoutePoint[] = [];

/**
 * The figures, days and food and water of a public trip, worked out by the domain's rules as
 * the trip page does (the same numbers on the server and in the browser: plain arithmetic).
 */
export function publicTripFigures(trip: PublicTrip): PublicTripFigures {
  const points = trip.route?.points ?? NO_POINTS;
  const segmentStarts = trip.route?.segmentStarts ?? [];
  const profile = routeProfile(points, segmentStarts);
  const { paceKmh, climbMPerHour } = trip;
  const waypoints = trip.waypoints.map((waypoint, index) => ({ ...waypoint, id: `w${index}` }));
  const days = tripDays({
    points,
    cumulativeM: profile.cumulativeM,
    segmentStarts,
    waypoints,
    startDate: trip.startDate,
    endDate: trip.endDate,
    paceKmh,
    climbMPerHour,
  });
  const main = trip.packs.find((pack) => pack.isMain);
  const budget = tripBudget({
    baseMg: main?.totals.baseMg ?? 0,
    days,
    points,
    segmentStarts,
    cumulativeM: profile.cumulativeM,
    waterWaypoints: waypoints.filter((waypoint) => waypoint.icon === 'water'),
    foodPerDayGrams: trip.effectiveFoodPerDayGrams,
    waterLitresPerHour: trip.waterLitresPerHour,
    overrides: trip.dayOverrides,
    paceKmh,
    climbMPerHour,
  });
  const simplified = simplifySegments(points, SHOWN_POINTS, segmentStarts);
  const shownProfile = routeProfile(simplified.points, simplified.segmentStarts);
  return {
    profile,
    movingHours: movingTimeHours(profile.distanceM, profile.gainM, paceKmh, climbMPerHour),
    days,
    budget,
    shown: { ...simplified, cumulativeM: shownProfile.cumulativeM },
  };
}
