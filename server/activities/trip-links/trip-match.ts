/**
 * Whether an activity looks like part of a trip: recorded on one of its days (the caller's
 * query) and near its planned route, or its place when it has no route yet.
 */
import { linesApproachM, type LinePoint } from '@server/domain/route/lines-approach.js';
import type { TripPlace } from '@server/trips/trips-read.service.js';

/**
 * Near a trip's route: within 3 km of its preview. The previews are simplified to a few dozen
 * points, which cut corners by up to a kilometre or so on a long route; a walk from the same
 * valley is still near, one from the next valley over usually not.
 */
export const NEAR_ROUTE_M = 3000;

/** Near a trip's place (a trailhead, a hut, the middle of an area): within 10 km of it. */
export const NEAR_PLACE_M = 10_000;

/**
 * An activity's line against a trip's places. An activity without a route (entered by hand) or
 * a trip with no route or place yet has only its days to go by: it matches on them.
 */
export function walkedNear(activityLine: readonly LinePoint[], trip: TripPlace): boolean {
  if (activityLine.length === 0) return true;
  if (trip.preview.length > 0) return linesApproachM(activityLine, trip.preview) <= NEAR_ROUTE_M;
  if (trip.position) return linesApproachM(activityLine, [trip.position]) <= NEAR_PLACE_M;
  return true;
}

/** The day (YYYY-MM-DD) an activity started on where it happened (UTC if the offset is unknown). */
export function localDateOf(startTime: Date, utcOffsetMinutes: number | null): string {
  const local = new Date(startTime.getTime() + (utcOffsetMinutes ?? 0) * 60_000);
  return local.toISOString().slice(0, 10);
}
