import { apiFetch } from '@client/lib/api-client';
import { waypointPath } from './trip-paths';
import type { TripDetail, WaypointChanges } from './types';

/** PATCH /api/trips/:id/waypoints/:waypointId (a drag sends the position alone): the whole trip. */
export const updateWaypoint = (tripId: string, waypointId: string, changes: WaypointChanges) =>
  apiFetch<TripDetail>(waypointPath(tripId, waypointId), {
    method: 'PATCH',
    body: JSON.stringify(changes),
  });
