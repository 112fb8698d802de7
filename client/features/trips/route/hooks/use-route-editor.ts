import { useState } from 'react';
import type { RouteChange } from '@client/components/map';
import { useRouteHistory } from '@client/components/map';
import { simplifyRoute, type RoutePoint } from '@domain/route/route-profile';
import { errorMessage } from '@client/lib/api-errors';
import { toast } from '@client/lib/toast';
import type { TripMutations } from '@client/features/trips/hooks/use-trip-mutations';

/**
 * A route with more points than this is edited as a simplified copy: every point is a handle on
 * the map, and a recorded track has thousands.
 */
export const EDIT_MAX_POINTS = 400;

const NONE: RoutePoint[] = [];

/**
 * Drawing or editing the trip's route: the points being drawn (with undo and redo), whether the
 * editor is open, and Save (PUT route) or Cancel. The figures follow the drawing as it goes.
 */
export function useRouteEditor(
  saved: readonly RoutePoint[],
  mutations: Pick<TripMutations, 'setRoute'>,
) {
  const history = useRouteHistory<RoutePoint[]>(NONE);
  const [open, setOpen] = useState(false);
  const [simplified, setSimplified] = useState(false);
  const [saving, setSaving] = useState(false);

  function start() {
    const tooMany = saved.length > EDIT_MAX_POINTS;
    history.reset(tooMany ? simplifyRoute(saved, EDIT_MAX_POINTS) : [...saved]);
    setSimplified(tooMany);
    setOpen(true);
  }

  function change(points: RoutePoint[], what: RouteChange) {
    // A point nudged with the arrow keys, press after press, is one step to undo.
    const mergeKey = what.type === 'move' && what.byKeyboard ? `move-${what.index}` : undefined;
    history.push(points, mergeKey);
  }

  async function save() {
    const points = history.present;
    if (points.length === 1) {
      toast.error('A route needs at least two points: add another, or clear it');
      return;
    }
    setSaving(true);
    try {
      await mutations.setRoute(points);
      setOpen(false);
      toast.success(points.length === 0 ? 'Route removed' : 'Route saved');
    } catch (error) {
      toast.error(`Could not save the route: ${errorMessage(error)}`);
    } finally {
      setSaving(false);
    }
  }

  return {
    open,
    saving,
    simplified,
    /** The route being drawn while the editor is open, else null. */
    points: open ? history.present : null,
    canUndo: history.canUndo,
    canRedo: history.canRedo,
    start,
    change,
    undo: () => history.undo(),
    redo: () => history.redo(),
    clear: () => history.push([]),
    cancel: () => setOpen(false),
    save: () => void save(),
  };
}

export type RouteEditor = ReturnType<typeof useRouteEditor>;
