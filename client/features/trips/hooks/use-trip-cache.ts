import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { TRIPS_PATH, tripPath } from '@client/features/trips/api/trip-paths';
import type { TripDetail, TripSummary } from '@client/features/trips/api/types';

/**
 * Keeps SWR's cache of the trips in step with what the server just answered: a trip's own page
 * (shown at once, without asking again) and the list (asked again: its figures and route
 * preview are the server's to work out).
 */
export function useTripCache() {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const remember = async (trip: TripDetail) => {
      await mutate(tripPath(trip.id), trip, { revalidate: false });
      void mutate(TRIPS_PATH);
    };
    /** A deleted trip leaves the list at once (before the list shows again). */
    const dropFromList = (tripId: string) =>
      mutate<TripSummary[]>(TRIPS_PATH, (list) => list?.filter((t) => t.id !== tripId), {
        revalidate: false,
      });
    /** ...and its page's copy once that page has gone (it would ask for the trip again). */
    const dropTrip = (tripId: string) => mutate(tripPath(tripId), undefined, { revalidate: false });
    return { remember, dropFromList, dropTrip };
  }, [mutate]);
}
