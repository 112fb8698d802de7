import useSWR from 'swr';
import { apiFetch } from '@client/lib/api-client';
import { takePrefetched } from '@client/lib/prefetched-reads';
import type { Place } from './types';

export const PLACES_PATH = '/api/places';
export const placePath = (placeId: string) => `${PLACES_PATH}/${encodeURIComponent(placeId)}`;

/** GET /api/places: every place of the user's, by name (at most MAX_PLACES, in one answer). */
export const getPlaces = () => takePrefetched(PLACES_PATH, () => apiFetch<Place[]>(PLACES_PATH));

/** The user's saved places, as the map and its list show them. */
export function usePlaces() {
  return useSWR<Place[]>(PLACES_PATH, getPlaces);
}
