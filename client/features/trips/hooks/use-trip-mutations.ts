import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { RoutePoint } from '@domain/route/route-profile';
import { useInTurn } from '@client/hooks/use-in-turn';
import { createWaypoint } from '@client/features/trips/waypoints/api/create-waypoint';
import { deleteWaypoint } from '@client/features/trips/waypoints/api/delete-waypoint';
import { importRoute } from '@client/features/trips/route/api/import-route';
import { setRoute } from '@client/features/trips/route/api/set-route';
import { setTripPacks } from '@client/features/trips/budget/api/set-trip-packs';
import { TRIPS_PATH, tripPath } from '@client/features/trips/api/trip-paths';
import type {
  NewWaypoint,
  TripChanges,
  TripDetail,
  TripPacksBody,
  WaypointChanges,
} from '@client/features/trips/api/types';
import { updateTrip } from '@client/features/trips/api/update-trip';
import { updateWaypoint } from '@client/features/trips/waypoints/api/update-waypoint';

/** The trip's packs as a PUT will leave them: main first, those not yet known left to the answer. */
function packsAsSent(trip: TripDetail, body: TripPacksBody): TripDetail['packs'] {
  const known = new Map(trip.packs.map((pack) => [pack.id, pack]));
  const shown = body.packs.flatMap((ref) => {
    const pack = known.get(ref.packId);
    return pack ? [{ ...pack, isMain: ref.isMain }] : [];
  });
  return [...shown.filter((pack) => pack.isMain), ...shown.filter((pack) => !pack.isMain)];
}

/**
 * Every change to one trip. Each write answers the whole trip, which becomes SWR's copy of it
 * (the map, the profile, the days and the budget all read that one copy); the list is asked
 * again for its figures. Writes run one at a time, in the order they were made, so the trip
 * shown is always the one the server last answered. Each throws the server's refusal for its
 * caller (a form, a toast) to show.
 */
export function useTripMutations(tripId: string) {
  const { mutate } = useSWRConfig();
  const inTurn = useInTurn();

  return useMemo(() => {
    const key = tripPath(tripId);
    const write = (send: () => Promise<TripDetail>): Promise<TripDetail> =>
      inTurn(async () => {
        const trip = await send();
        await mutate(key, trip, { revalidate: false });
        void mutate(TRIPS_PATH);
        return trip;
      });

    /**
     * A write shown before the server answers (a waypoint dropped where it was dragged): if it is
     * refused, SWR puts back the trip as the server last answered it.
     */
    const optimistic = (
      shown: (trip: TripDetail) => TripDetail,
      send: () => Promise<TripDetail>,
    ): Promise<TripDetail> =>
      inTurn(async () => {
        const trip = await mutate<TripDetail, TripDetail>(key, send, {
          optimisticData: (current) => (current ? shown(current) : (current as never)),
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        });
        void mutate(TRIPS_PATH);
        if (!trip) throw new Error('no answer');
        return trip;
      });

    return {
      update: (changes: TripChanges) => write(() => updateTrip(tripId, changes)),
      /** Public or private, and whether the route's ends are hidden: shown at once (the share dialog). */
      share: (changes: Pick<TripChanges, 'isPublic' | 'hideRouteEnds' | 'showActivities'>) =>
        optimistic(
          (trip) => ({ ...trip, ...changes }),
          () => updateTrip(tripId, changes),
        ),
      /** The packs shown at once in their new order and roles (one added shows with its totals). */
      setPacks: (body: TripPacksBody) =>
        optimistic(
          (trip) => ({ ...trip, packs: packsAsSent(trip, body) }),
          () => setTripPacks(tripId, body),
        ),
      addWaypoint: (body: NewWaypoint) => write(() => createWaypoint(tripId, body)),
      editWaypoint: (waypointId: string, changes: WaypointChanges) =>
        write(() => updateWaypoint(tripId, waypointId, changes)),
      moveWaypoint: (waypointId: string, to: { latitude: number; longitude: number }) =>
        optimistic(
          (trip) => ({
            ...trip,
            waypoints: trip.waypoints.map((w) => (w.id === waypointId ? { ...w, ...to } : w)),
          }),
          () => updateWaypoint(tripId, waypointId, to),
        ),
      removeWaypoint: (waypointId: string) =>
        optimistic(
          (trip) => ({ ...trip, waypoints: trip.waypoints.filter((w) => w.id !== waypointId) }),
          () => deleteWaypoint(tripId, waypointId),
        ),
      setRoute: (points: readonly RoutePoint[], segmentStarts?: readonly number[]) =>
        write(() => setRoute(tripId, points, segmentStarts)),
      importRoute: (file: File) => write(() => importRoute(tripId, file)),
      /** Asks the server for the trip again (one deleted in another tab, say). */
      reload: () => mutate(key),
    };
  }, [mutate, inTurn, tripId]);
}

export type TripMutations = ReturnType<typeof useTripMutations>;
