import { apiFetch } from '@client/lib/api-client';
import { waypointsPath } from '@client/features/trips/api/trip-paths';
import type { NewWaypoint, TripDetail } from '@client/features/trips/api/types';

/** POST /api/trips/:id/waypoints: 201 with the whole trip. */
export const createWaypoint = (tripId: string, body: NewWaypoint) =>
  apiFetch<TripDetail>(waypointsPath(tripId), { method: 'POST', body: JSON.stringify(body) });
