import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { useInTurn } from '@client/hooks/use-in-turn';
import { errorMessage } from '@client/lib/api-errors';
import { toast } from '@client/lib/toast';
import { createPlace } from '@client/features/map/api/create-place';
import { deletePlace } from '@client/features/map/api/delete-place';
import { PLACES_PATH } from '@client/features/map/api/get-places';
import type { NewPlace, Place, PlaceChanges } from '@client/features/map/api/types';
import { updatePlace } from '@client/features/map/api/update-place';
import { withoutPlace, withPlace, withPosition } from '@client/features/map/utils/places-list';
import type { MapPosition } from '@client/components/map';

type List = Place[] | undefined;

/** A change that may be refused: the place as saved, or the server's (or network's) error. */
export type Outcome = { ok: true; place: Place } | { ok: false; error: unknown };

/**
 * Every change to the user's places, kept in step with the list in SWR's cache (the map's
 * markers and the list beside it both read it). Changes run one at a time, so each rollback
 * restores exactly what the server last confirmed.
 */
export function usePlaceMutations() {
  const { mutate } = useSWRConfig();
  const inTurn = useInTurn();

  return useMemo(() => {
    const settle = (place: Place) =>
      mutate<Place[]>(PLACES_PATH, (list) => withPlace(list, place), { revalidate: false });

    /** Shown once the server has answered (its id comes from it); throws for the form to show. */
    const create = (body: NewPlace): Promise<Place> =>
      inTurn(async () => {
        const place = await createPlace(body);
        await settle(place);
        return place;
      });

    /** The edit form's save; throws the server's refusal for the form to show by the fields. */
    const update = (place: Pick<Place, 'id'>, changes: PlaceChanges): Promise<Place> =>
      inTurn(async () => {
        const saved = await updatePlace(place.id, changes);
        await settle(saved);
        return saved;
      });

    /**
     * A drag's end (or its undo): the marker stays where it was dropped at once; if the server
     * refuses, SWR puts it back where the server has it.
     */
    const move = (place: Pick<Place, 'id'>, to: MapPosition): Promise<Outcome> =>
      inTurn(async () => {
        let saved: Place | undefined;
        try {
          await mutate<List, Place>(
            PLACES_PATH,
            () => updatePlace(place.id, { latitude: to.latitude, longitude: to.longitude }),
            {
              optimisticData: (list) => withPosition(list, place.id, to),
              rollbackOnError: true,
              populateCache: (answer, list) => {
                saved = answer;
                return withPlace(list, answer);
              },
              revalidate: false,
            },
          );
        } catch (error) {
          return { ok: false, error };
        }
        return saved ? { ok: true, place: saved } : { ok: false, error: new Error('no answer') };
      });

    /** Gone from the map and the list at once; if the server refuses, it comes back. */
    const remove = (place: Pick<Place, 'id' | 'name'>): Promise<boolean> =>
      inTurn(async () => {
        try {
          await mutate<List, undefined>(PLACES_PATH, () => deletePlace(place.id), {
            optimisticData: (list) => withoutPlace(list, place.id),
            rollbackOnError: true,
            populateCache: (_result, list) => withoutPlace(list, place.id),
            revalidate: false,
          });
        } catch (error) {
          toast.error(`Could not delete ${place.name}: ${errorMessage(error)}`);
          return false;
        }
        toast.success(`Deleted ${place.name}`);
        return true;
      });

    /** Asks the server for the list again (a place another tab deleted, say). */
    const reload = () => mutate(PLACES_PATH);

    return { create, update, move, remove, reload };
  }, [mutate, inTurn]);
}

export type PlaceMutations = ReturnType<typeof usePlaceMutations>;
