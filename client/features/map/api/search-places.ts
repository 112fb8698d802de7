import useSWR from 'swr';
import { GEOCODING_QUERY_MAX_LENGTH, GEOCODING_QUERY_MIN_LENGTH } from '@domain/limits';
import { apiFetch } from '@client/lib/api-client';
import type { FoundPlace, GeocodingStatus } from './types';

export const GEOCODING_PATH = '/api/geocoding';
const searchPath = (query: string) =>
  `${GEOCODING_PATH}/search?${new URLSearchParams({ q: query }).toString()}`;

/** The words of a search as they are sent: trimmed, cut to the server's limit. */
export const searchWords = (text: string): string =>
  text.trim().replace(/\s+/g, ' ').slice(0, GEOCODING_QUERY_MAX_LENGTH);

export const isSearchable = (words: string): boolean => words.length >= GEOCODING_QUERY_MIN_LENGTH;

/** GET /api/geocoding/search?q=...: the places the server's geocoder found. */
export const searchPlaces = async (query: string): Promise<FoundPlace[]> =>
  (await apiFetch<{ results: FoundPlace[] }>(searchPath(query))).results;

// Each search costs the geocoder's time (one a second for the whole server): never asked again
// by itself, on focus or after an error. A result, once had, is kept while the screen is open.
const ONCE = {
  revalidateOnFocus: false,
  revalidateIfStale: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
} as const;

/** The places found for `words`, or nothing asked while they are too short. */
export function usePlaceSearch(words: string) {
  return useSWR<FoundPlace[]>(
    isSearchable(words) ? [GEOCODING_PATH, words] : null,
    ([, query]: [string, string]) => searchPlaces(query),
    { ...ONCE, keepPreviousData: true },
  );
}

/** Whether the server offers place search, and the credit its results need. */
export function useGeocodingStatus() {
  return useSWR<GeocodingStatus>(GEOCODING_PATH, () => apiFetch<GeocodingStatus>(GEOCODING_PATH), {
    revalidateOnFocus: false,
  });
}
