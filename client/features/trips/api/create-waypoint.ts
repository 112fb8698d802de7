import { apiFetch } from '@client/lib/api-client';
import { waypointsPath } from './trip-paths';
import type { NewWaypoint, TripDetail } from './types';

/** POST /api/trips/:id/waypoints: 201 with the whole trip. */
export const createWaypoint = (tripId: string, body: NewWaypoint) =>
  apiFetch<TripDetail>(waypointsPath(tripId), { method: 'POST', body: JSON.stringify(body) });
