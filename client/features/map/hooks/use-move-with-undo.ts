import { useMemo, useRef } from 'react';
import { errorCode } from '@client/lib/api-error-code';
import { errorMessage } from '@client/lib/api-errors';
import { toast } from '@client/lib/toast';
import type { Place } from '@client/features/map/api/types';
import {
  positionOf,
  samePosition,
  savedPosition,
  type MapPositionLike,
} from '@client/features/map/utils/positions';
import type { PlaceMutations } from './use-place-mutations';

/** Twice the usual time: reaching an Undo takes longer than reading a notice. */
export const UNDO_TOAST_MS = 10_000;

/**
 * Moving a place by dragging its marker (or with the arrow keys): saved at the drag's end, shown
 * at once, with "Undo" in the toast that says so. A refused move puts the marker back where the
 * server has it and says why; a place deleted meanwhile (in another tab) leaves the map.
 */
export function useMoveWithUndo(mutations: Pick<PlaceMutations, 'move' | 'reload'>) {
  // Where each place was before the moves its toast still offers to undo: a marker nudged ten
  // times with the arrow keys (each press a drag's end) is one move to undo, with one toast.
  const origins = useRef(new Map<string, MapPositionLike>());

  return useMemo(() => {
    async function moveTo(place: Place, to: MapPositionLike, undoing: boolean): Promise<boolean> {
      const outcome = await mutations.move(place, to);
      if (outcome.ok) return true;
      const gone = errorCode(outcome.error) === 'PLACE_NOT_FOUND';
      if (gone) {
        toast.error(`${place.name} is no longer saved: it was deleted elsewhere`);
        void mutations.reload();
      } else {
        const what = undoing ? 'put back' : 'moved';
        toast.error(
          `${place.name} could not be ${what}: ${errorMessage(outcome.error)}. It stays where it was.`,
        );
      }
      return false;
    }

    /** A drag ended at `dropped`; answers whether the move was saved. */
    async function move(place: Place, dropped: MapPositionLike): Promise<boolean> {
      const to = savedPosition(dropped);
      if (!to || samePosition(positionOf(place), to)) return false;
      // Kept before the save: the next press may come before this one's answer, and by then
      // the place shown is already where this press put it.
      const known = origins.current.get(place.id);
      const from = known ?? positionOf(place);
      origins.current.set(place.id, from);
      if (!(await moveTo(place, to, false))) {
        if (!known) origins.current.delete(place.id);
        return false;
      }
      const forget = () => origins.current.delete(place.id);
      toast.success(`Moved ${place.name}`, {
        // One toast per place: a further move replaces it.
        id: `place-moved-${place.id}`,
        duration: UNDO_TOAST_MS,
        onDismiss: forget,
        onAutoClose: forget,
        action: {
          label: 'Undo',
          onClick: () => {
            forget();
            void moveTo(place, from, true).then((back) => {
              if (back) toast.success(`${place.name} is back where it was`);
            });
          },
        },
      });
      return true;
    }

    return move;
  }, [mutations]);
}
