import { nearestAlongRoute } from '@domain/route/route-geometry';
import type { RouteProfile, RoutePoint } from '@domain/route/route-profile';
import type { TripBudget } from '@domain/route/trip-budget';
import { WAYPOINT_MAX_OFF_ROUTE_M, type TripDay } from '@domain/route/trip-days';
import { tripPlan } from '@domain/route/trip-plan';
import type { TripDetail } from '@client/features/trips/api/types';

/** Everything the trip page shows that is worked out from the trip: the domain's rules, once. */
export interface TripFigures {
  points: readonly RoutePoint[];
  /** Where each segment after the first begins (indices into points): no line across a gap. */
  segmentStarts: readonly number[];
  profile: RouteProfile;
  /**
   * Whether any point has an elevation: without, gain and loss are unknown (not 0 m) and the
   * moving time leaves the climb out.
   */
  climbKnown: boolean;
  movingHours: number;
  days: TripDay[];
  budget: TripBudget;
  /** The main pack's base weight (mg), 0 without packs. */
  baseMg: number;
  /** Each waypoint's distance along the route, by id, for those on it. */
  alongM: Map<string, number>;
}

const NO_POINTS: readonly RoutePoint[] = [];
const ONE_SEGMENT: readonly number[] = [];

/**
 * The trip's profile, days and food and water budget, from its route, waypoints, dates, pace and
 * packs. `points` may be a route being drawn (not yet saved), so the figures follow the drawing.
 */
export function tripFigures(
  trip: TripDetail,
  points: readonly RoutePoint[] = trip.route?.points ?? NO_POINTS,
  segmentStarts: readonly number[] = trip.route?.segmentStarts ?? ONE_SEGMENT,
): TripFigures {
  const main = trip.packs.find((pack) => pack.isMain) ?? null;
  const baseMg = main?.totals.baseMg ?? 0;
  const { profile, movingHours, days, budget } = tripPlan({
    ...trip,
    points,
    segmentStarts,
    baseMg,
  });
  const alongM = new Map<string, number>();
  if (points.length > 1) {
    for (const waypoint of trip.waypoints) {
      const near = nearestAlongRoute(points, profile.cumulativeM, waypoint, segmentStarts);
      if (near.offM <= WAYPOINT_MAX_OFF_ROUTE_M) alongM.set(waypoint.id, near.alongM);
    }
  }
  return {
    points,
    segmentStarts,
    profile,
    climbKnown: profile.highestM !== null,
    movingHours,
    days,
    budget,
    baseMg,
    alongM,
  };
}
