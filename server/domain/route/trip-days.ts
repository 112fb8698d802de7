/**
 * A trip's days: its route cut at the camps, and its calendar. Pure ECMAScript, shared with the
 * client (the day-by-day view recomputes while waypoints are dragged).
 *
 * Rules:
 * - The route is split at the camp waypoints (icon `camp`), taken in the order of their distance
 *   along the route (their nearest spot on it). A camp more than WAYPOINT_MAX_OFF_ROUTE_M from the
 *   route is not on it (a camp on another trip's valley, a note on the map) and splits nothing;
 *   neither does a camp within CAMP_END_MARGIN_M of the route's start or end: that is the
 *   trailhead's campground or the night after the walk out, not a stop between two days.
 * - The trip has max(days in the date range, camps + 1) days. Days past the route's end (more
 *   dates than stages) are rest days: 0 m, ending nowhere new.
 * - Day n's date is startDate + (n - 1); a day past endDate (more camps than dates) has none.
 */
import { type MarkerIcon } from '../map-markers.js';
import { cumulativeGainLoss } from './elevation-gain.js';
import { movingTimeHours } from './naismith.js';
import { nearestAlongRoute, valueAtAlong } from './route-geometry.js';
import { type RoutePoint } from './route-point.js';
import { cumulativeDistances } from './route-profile.js';
import { addDays, daysBetween } from './trip-dates.js';

export { addDays, daysBetween, tripPhase, type TripPhase } from './trip-dates.js';

/** Farther than this from the route, a waypoint is not on it (for days and water sources). */
export const WAYPOINT_MAX_OFF_ROUTE_M = 1000;

/** A camp this close to the route's start or end does not cut a day (see the rules above). */
export const CAMP_END_MARGIN_M = 100;

export interface TripWaypointInput {
  id: string;
  name: string;
  icon: MarkerIcon;
  latitude: number;
  longitude: number;
}

export interface TripDay {
  /** 1-based. */
  day: number;
  date: string | null;
  startAlongM: number;
  endAlongM: number;
  distanceM: number;
  gainM: number;
  lossM: number;
  movingHours: number;
  /** The camp the day ends at; null for the last stage (the route's end) and rest days. */
  endsAt: { waypointId: string; name: string } | null;
}

export interface TripDaysInput {
  points: readonly RoutePoint[];
  /** Where the route's segments begin (route-segments.ts); none: one segment. */
  segmentStarts?: readonly number[];
  /**
   * The points' distances from the start (routeProfile's, with the same segmentStarts), when
   * the caller has them already.
   */
  cumulativeM?: readonly number[];
  waypoints: readonly TripWaypointInput[];
  startDate: string;
  endDate: string;
  paceKmh: number;
  climbMPerHour: number;
}

interface Stop {
  alongM: number;
  waypoint: TripWaypointInput;
}

export function tripDays(input: TripDaysInput): TripDay[] {
  const { points, startDate, endDate, segmentStarts } = input;
  const cumulativeM =
    input.cumulativeM?.length === points.length
      ? input.cumulativeM
      : cumulativeDistances(points, segmentStarts);
  const totalM = cumulativeM.at(-1) ?? 0;
  const { gainM, lossM } = cumulativeGainLoss(
    points.map((point) => point[2]),
    cumulativeM,
    segmentStarts,
  );
  const camps = campsAlong(input, cumulativeM);
  const rangeDays = daysBetween(startDate, endDate);
  const count = Math.max(rangeDays, camps.length + 1);

  return Array.from({ length: count }, (_, i): TripDay => {
    const startAlongM = i === 0 ? 0 : (camps[i - 1]?.alongM ?? totalM);
    const endAlongM = camps[i]?.alongM ?? totalM;
    const gain =
      valueAtAlong(cumulativeM, gainM, endAlongM) - valueAtAlong(cumulativeM, gainM, startAlongM);
    const loss =
      valueAtAlong(cumulativeM, lossM, endAlongM) - valueAtAlong(cumulativeM, lossM, startAlongM);
    const distance = endAlongM - startAlongM;
    const camp = camps[i];
    return {
      day: i + 1,
      date: i < rangeDays ? addDays(startDate, i) : null,
      startAlongM,
      endAlongM,
      distanceM: distance,
      gainM: gain,
      lossM: loss,
      movingHours: movingTimeHours(distance, gain, input.paceKmh, input.climbMPerHour),
      endsAt: camp ? { waypointId: camp.waypoint.id, name: camp.waypoint.name } : null,
    };
  });
}

/** The camps that cut the route, ordered along it (ties keep the waypoints' order). */
function campsAlong(
  { points, segmentStarts, waypoints }: TripDaysInput,
  cumulativeM: readonly number[],
): Stop[] {
  if (points.length < 2) return [];
  const totalM = cumulativeM.at(-1) ?? 0;
  const stops: Stop[] = [];
  for (const waypoint of waypoints) {
    if (waypoint.icon !== 'camp') continue;
    const { alongM, offM } = nearestAlongRoute(points, cumulativeM, waypoint, segmentStarts);
    if (offM > WAYPOINT_MAX_OFF_ROUTE_M) continue;
    if (alongM < CAMP_END_MARGIN_M || alongM > totalM - CAMP_END_MARGIN_M) continue;
    stops.push({ alongM, waypoint });
  }
  return stops.sort((a, b) => a.alongM - b.alongM);
}
