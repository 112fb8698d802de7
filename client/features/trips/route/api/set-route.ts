import type { RoutePoint } from '@domain/route/route-profile';
import { apiFetch } from '@client/lib/api-client';
import { tripPath } from '@client/features/trips/api/trip-paths';
import type { TripDetail } from '@client/features/trips/api/types';

/**
 * PUT /api/trips/:id/route: the whole route ([] removes it) and where its segments after the
 * first begin; the server fills missing elevations from the elevation tiles and answers the trip
 * with the figures.
 */
export const setRoute = (
  tripId: string,
  points: readonly RoutePoint[],
  segmentStarts: readonly number[] = [],
) =>
  apiFetch<TripDetail>(`${tripPath(tripId)}/route`, {
    method: 'PUT',
    body: JSON.stringify({ points, segmentStarts }),
  });
