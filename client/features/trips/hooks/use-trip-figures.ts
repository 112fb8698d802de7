import { useMemo } from 'react';
import type { RoutePoint } from '@domain/route/route-profile';
import type { TripDetail } from '@client/features/trips/api/types';
import { tripFigures } from '@client/features/trips/utils/trip-figures';

const ONE_SEGMENT: readonly number[] = [];

/**
 * The trip's figures, worked out again only when the trip (a new answer from the server) or the
 * route being drawn changes. A drawn route's segment starts index its own points, not the saved
 * route's.
 */
export function useTripFigures(
  trip: TripDetail,
  drawing: readonly RoutePoint[] | null,
  drawingSegmentStarts: readonly number[] = ONE_SEGMENT,
) {
  return useMemo(
    () => (drawing ? tripFigures(trip, drawing, drawingSegmentStarts) : tripFigures(trip)),
    [trip, drawing, drawingSegmentStarts],
  );
}
