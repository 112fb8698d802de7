import useSWR from 'swr';
import { apiFetch } from '@client/lib/api-client';
import { takePrefetched } from '@client/lib/prefetched-reads';
import { TRIPS_PATH } from './trip-paths';
import type { TripSummary } from './types';

/** GET /api/trips: every trip of the user's, newest start date first. */
export const getTrips = () => apiFetch<TripSummary[]>(TRIPS_PATH);

/** The user's trips, as the list shows them. */
export function useTrips() {
  return useSWR<TripSummary[]>(TRIPS_PATH, () => takePrefetched(TRIPS_PATH, getTrips));
}
