import useSWR from 'swr';
import { apiFetch } from '@client/lib/api-client';
import { takePrefetched } from '@client/lib/prefetched-reads';
import { tripPath } from './trip-paths';
import type { TripDetail } from './types';

/**
 * One trip, whole: its route, waypoints, packs and budget settings (GET /api/trips/:id; 404
 * TRIP_NOT_FOUND for a trip that is not the user's). The first read takes over the one the
 * router started with the page's code (app/routes.tsx).
 */
export function useTrip(tripId: string) {
  return useSWR<TripDetail>(tripPath(tripId), () =>
    takePrefetched(tripPath(tripId), () => apiFetch<TripDetail>(tripPath(tripId))),
  );
}
