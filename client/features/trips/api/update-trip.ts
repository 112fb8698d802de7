import { apiFetch } from '@client/lib/api-client';
import { tripPath } from './trip-paths';
import type { TripChanges, TripDetail } from './types';

/** PATCH /api/trips/:id: answers the whole trip as saved. */
export const updateTrip = (tripId: string, changes: TripChanges) =>
  apiFetch<TripDetail>(tripPath(tripId), { method: 'PATCH', body: JSON.stringify(changes) });
