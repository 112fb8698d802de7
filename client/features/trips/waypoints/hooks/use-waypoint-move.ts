import { useMemo, useRef } from 'react';
import { errorCode } from '@client/lib/api-error-code';
import { errorMessage } from '@client/lib/api-errors';
import { toast } from '@client/lib/toast';
import type { TripWaypoint } from '@client/features/trips/api/types';
import {
  positionOf,
  samePosition,
  savedPosition,
  type Position,
} from '@client/features/trips/utils/positions';
import type { TripMutations } from '@client/features/trips/hooks/use-trip-mutations';

/** Twice the usual time: reaching an Undo takes longer than reading a notice. */
export const UNDO_TOAST_MS = 10_000;

/**
 * Moving a waypoint by dragging its marker (or with the arrow keys): saved at the drag's end,
 * shown at once, with "Undo" in the toast that says so. A refused move puts the marker back
 * where the server has it and says why; a waypoint deleted meanwhile leaves the map.
 */
export function useWaypointMove(mutations: Pick<TripMutations, 'moveWaypoint' | 'reload'>) {
  // Where each waypoint was before the moves its toast still offers to undo: ten arrow presses
  // (each a drag's end) are one move to undo, with one toast.
  const origins = useRef(new Map<string, Position>());

  return useMemo(() => {
    async function moveTo(waypoint: TripWaypoint, to: Position, undoing: boolean) {
      try {
        await mutations.moveWaypoint(waypoint.id, to);
        return true;
      } catch (error) {
        if (errorCode(error) === 'TRIP_WAYPOINT_NOT_FOUND') {
          toast.error(`${waypoint.name} is no longer on this trip: it was deleted elsewhere`);
          void mutations.reload();
        } else {
          toast.error(
            `${waypoint.name} could not be ${undoing ? 'put back' : 'moved'}: ${errorMessage(error)}. It stays where it was.`,
          );
        }
        return false;
      }
    }

    /** A drag ended at `dropped`; answers whether the move was saved. */
    async function move(waypoint: TripWaypoint, dropped: Position): Promise<boolean> {
      const to = savedPosition(dropped);
      if (!to || samePosition(positionOf(waypoint), to)) return false;
      const known = origins.current.get(waypoint.id);
      const from = known ?? positionOf(waypoint);
      origins.current.set(waypoint.id, from);
      if (!(await moveTo(waypoint, to, false))) {
        if (!known) origins.current.delete(waypoint.id);
        return false;
      }
      const forget = () => origins.current.delete(waypoint.id);
      toast.success(`Moved ${waypoint.name}`, {
        id: `waypoint-moved-${waypoint.id}`,
        duration: UNDO_TOAST_MS,
        onDismiss: forget,
        onAutoClose: forget,
        action: {
          label: 'Undo',
          onClick: () => {
            forget();
            void moveTo(waypoint, from, true).then((back) => {
              if (back) toast.success(`${waypoint.name} is back where it was`);
            });
          },
        },
      });
      return true;
    }

    return move;
  }, [mutations]);
}
