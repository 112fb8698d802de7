import { apiFetch } from '@client/lib/api-client';
import { waypointPath } from '@client/features/trips/api/trip-paths';
import type { TripDetail } from '@client/features/trips/api/types';

/** DELETE /api/trips/:id/waypoints/:waypointId: answers the trip without it. */
export const deleteWaypoint = (tripId: string, waypointId: string) =>
  apiFetch<TripDetail>(waypointPath(tripId, waypointId), { method: 'DELETE' });
