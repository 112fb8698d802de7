import { simplifySegments } from '@domain/route/route-geometry';
import { routeProfile } from '@domain/route/route-profile';
import type { RoutePoint } from '@domain/route/route-point';
import type { PublicTrip } from '@client/features/public/api/types';

/** At most this many points draw the profile and the map's line (a view, not a measure). */
export const SHOWN_POINTS = 400;

/** The route as a public page draws it: simplified, with its segments' starts and distances. */
export interface ShownRoute {
  points: RoutePoint[];
  segmentStarts: number[];
  cumulativeM: readonly number[];
}

const NO_POINTS: RoutePoint[] = [];

/**
 * The public route simplified for the map and the elevation profile. The trip's figures and
 * days are the server's (`trip.plan`), of the whole route: with its ends hidden, the route here
 * is only what the page may show.
 */
export function shownRoute(trip: PublicTrip): ShownRoute {
  const simplified = simplifySegments(
    trip.route?.points ?? NO_POINTS,
    SHOWN_POINTS,
    trip.route?.segmentStarts ?? [],
  );
  const profile = routeProfile(simplified.points, simplified.segmentStarts);
  return { ...simplified, cumulativeM: profile.cumulativeM };
}
