import { apiFetch } from '@client/lib/api-client';
import { waypointPath } from '@client/features/trips/api/trip-paths';
import type { TripDetail, WaypointChanges } from '@client/features/trips/api/types';

/** PATCH /api/trips/:id/waypoints/:waypointId (a drag sends the position alone): the whole trip. */
export const updateWaypoint = (tripId: string, waypointId: string, changes: WaypointChanges) =>
  apiFetch<TripDetail>(waypointPath(tripId, waypointId), {
    method: 'PATCH',
    body: JSON.stringify(changes),
  });
