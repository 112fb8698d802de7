/**
 * A trip's plan worked out from its route and waypoints: the route's profile, the moving time,
 * the days and the food and water to carry. One function for the owner's trip page (in the
 * browser, following a route being drawn) and the public page (on the server, from the whole
 * route even when the page shows it with its ends hidden).
 */
import { movingTimeHours } from './naismith.js';
import { routeProfile, type RouteProfile } from './route-profile.js';
import type { RoutePoint } from './route-point.js';
import { tripBudget, type DayOverride, type TripBudget } from './trip-budget.js';
import { tripDays, type TripDay, type TripWaypointInput } from './trip-days.js';

export interface TripPlanInput {
  points: readonly RoutePoint[];
  /** Where each segment after the first begins (indices into points). */
  segmentStarts: readonly number[];
  waypoints: readonly TripWaypointInput[];
  startDate: string;
  endDate: string;
  paceKmh: number;
  climbMPerHour: number;
  /** The main pack's base weight (mg), 0 without one. */
  baseMg: number;
  effectiveFoodPerDayGrams: number;
  waterLitresPerHour: number;
  dayOverrides: readonly DayOverride[];
}

export interface TripPlan {
  profile: RouteProfile;
  movingHours: number;
  days: TripDay[];
  budget: TripBudget;
}

export function tripPlan(trip: TripPlanInput): TripPlan {
  const { points, segmentStarts, paceKmh, climbMPerHour } = trip;
  const profile = routeProfile(points, segmentStarts);
  const days = tripDays({
    points,
    cumulativeM: profile.cumulativeM,
    segmentStarts,
    waypoints: trip.waypoints,
    startDate: trip.startDate,
    endDate: trip.endDate,
    paceKmh,
    climbMPerHour,
  });
  const budget = tripBudget({
    baseMg: trip.baseMg,
    days,
    points,
    segmentStarts,
    cumulativeM: profile.cumulativeM,
    waterWaypoints: trip.waypoints.filter((waypoint) => waypoint.icon === 'water'),
    foodPerDayGrams: trip.effectiveFoodPerDayGrams,
    waterLitresPerHour: trip.waterLitresPerHour,
    overrides: trip.dayOverrides,
    paceKmh,
    climbMPerHour,
  });
  return {
    profile,
    movingHours: movingTimeHours(profile.distanceM, profile.gainM, paceKmh, climbMPerHour),
    days,
    budget,
  };
}
