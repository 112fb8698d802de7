import { apiFetch } from '@client/lib/api-client';
import { waypointPath } from './trip-paths';
import type { TripDetail } from './types';

/** DELETE /api/trips/:id/waypoints/:waypointId: answers the trip without it. */
export const deleteWaypoint = (tripId: string, waypointId: string) =>
  apiFetch<TripDetail>(waypointPath(tripId, waypointId), { method: 'DELETE' });
