import useSWR from 'swr';
import { apiFetch } from '@client/lib/api-client';
import { tripPath } from './trip-paths';
import type { TripDetail } from './types';

/** GET /api/trips/:id: 404 TRIP_NOT_FOUND for a trip that is not the user's. */
export const getTrip = (tripId: string) => apiFetch<TripDetail>(tripPath(tripId));

/** One trip, whole: its route, waypoints, packs and budget settings. */
export function useTrip(tripId: string) {
  return useSWR<TripDetail>(tripPath(tripId), () => getTrip(tripId));
}
