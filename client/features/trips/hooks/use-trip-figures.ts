import { useMemo } from 'react';
import type { RoutePoint } from '@domain/route/route-profile';
import type { TripDetail } from '@client/features/trips/api/types';
import { tripFigures } from '@client/features/trips/utils/trip-figures';

/**
 * The trip's figures, worked out again only when the trip (a new answer from the server) or the
 * route being drawn changes.
 */
export function useTripFigures(trip: TripDetail, drawing: readonly RoutePoint[] | null) {
  return useMemo(() => (drawing ? tripFigures(trip, drawing) : tripFigures(trip)), [trip, drawing]);
}
