import type { Place } from '@client/features/map/api/types';
import type { MapPosition } from '@client/components/map';

/**
 * The places list as the screen keeps it in SWR's cache: the server's order (by name, case
 * aside: `lower(name)`), kept when a place is added, renamed, moved or deleted, so the list does
 * not wait for a new answer.
 */

const byName = (a: Place, b: Place): number => {
  const left = a.name.toLowerCase();
  const right = b.name.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
};

/** The list with `place` in it (replacing the one with its id), in the server's order. */
export function withPlace(list: Place[] | undefined, place: Place): Place[] {
  return [...(list ?? []).filter((each) => each.id !== place.id), place].sort(byName);
}

export const withoutPlace = (list: Place[] | undefined, placeId: string): Place[] =>
  (list ?? []).filter((place) => place.id !== placeId);

/** The list with one place at another position (a drag, or its undo). */
export const withPosition = (
  list: Place[] | undefined,
  placeId: string,
  position: MapPosition,
): Place[] =>
  (list ?? []).map((place) =>
    place.id === placeId
      ? { ...place, latitude: position.latitude, longitude: position.longitude }
      : place,
  );
