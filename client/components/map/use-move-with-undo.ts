import { useMemo, useRef } from 'react';
import type { ErrorCode } from '@domain/error-codes';
import { errorCode } from '@client/lib/api-error-code';
import { errorMessage } from '@client/lib/api-errors';
import { toast } from '@client/lib/toast';
import type { MapPosition } from './bounds';
import { positionOf, samePosition, savedPosition } from './positions';

/** Twice the usual time: reaching an Undo takes longer than reading a notice. */
const UNDO_TOAST_MS = 10_000;

/** A saved marker a user can drag: its id, its name for the toasts, where it is. */
export interface MovableMarker extends MapPosition {
  id: string;
  name: string;
}

/** How a screen saves its markers' moves, and what it says about them. */
export interface MoveWithUndoOptions<T extends MovableMarker> {
  /** Saves `marker` at `to`, shown at once; rejects with the server's refusal. */
  save: (marker: T, to: MapPosition) => Promise<unknown>;
  /** Reads the markers again (one was deleted elsewhere). */
  reload: () => unknown;
  /** The code the server refuses a move with when the marker was deleted meanwhile. */
  goneCode: ErrorCode;
  /** The toast for a marker deleted meanwhile ("Camp is no longer saved: ..."). */
  goneMessage: (marker: T) => string;
  /** The "Moved" toast's id, one per marker: a further move replaces it ("place-moved"). */
  toastPrefix: string;
}

/**
 * Moving a marker by dragging it (or with the arrow keys): saved at the drag's end, shown at
 * once, with "Undo" in the toast that says so. A refused move puts the marker back where the
 * server has it and says why; a marker deleted meanwhile (in another tab) leaves the map.
 * Pass `options` memoized: the function answered changes with them.
 */
export function useMoveWithUndo<T extends MovableMarker>(options: MoveWithUndoOptions<T>) {
  // Where each marker was before the moves its toast still offers to undo: a marker nudged ten
  // times with the arrow keys (each press a drag's end) is one move to undo, with one toast.
  const origins = useRef(new Map<string, MapPosition>());

  return useMemo(() => {
    async function moveTo(marker: T, to: MapPosition, undoing: boolean): Promise<boolean> {
      try {
        await options.save(marker, to);
        return true;
      } catch (error) {
        if (errorCode(error) === options.goneCode) {
          toast.error(options.goneMessage(marker));
          void options.reload();
        } else {
          const what = undoing ? 'put back' : 'moved';
          toast.error(
            `${marker.name} could not be ${what}: ${errorMessage(error)}. It stays where it was.`,
          );
        }
        return false;
      }
    }

    /** A drag ended at `dropped`; answers whether the move was saved. */
    async function move(marker: T, dropped: MapPosition): Promise<boolean> {
      const to = savedPosition(dropped);
      if (!to || samePosition(positionOf(marker), to)) return false;
      // Kept before the save: the next press may come before this one's answer, and by then
      // the marker shown is already where this press put it.
      const known = origins.current.get(marker.id);
      const from = known ?? positionOf(marker);
      origins.current.set(marker.id, from);
      if (!(await moveTo(marker, to, false))) {
        if (!known) origins.current.delete(marker.id);
        return false;
      }
      const forget = () => origins.current.delete(marker.id);
      toast.success(`Moved ${marker.name}`, {
        id: `${options.toastPrefix}-${marker.id}`,
        duration: UNDO_TOAST_MS,
        onDismiss: forget,
        onAutoClose: forget,
        action: {
          label: 'Undo',
          onClick: () => {
            forget();
            void moveTo(marker, from, true).then((back) => {
              if (back) toast.success(`${marker.name} is back where it was`);
            });
          },
        },
      });
      return true;
    }

    return move;
  }, [options]);
}
