import { useMemo, useState } from 'react';
import type { RouteChange } from '@client/components/map';
import { useRouteHistory } from '@client/components/map';
import { simplifySegments } from '@domain/route/route-geometry';
import type { RoutePoint } from '@domain/route/route-profile';
import { cleanSegmentStarts } from '@domain/route/route-segments';
import { startsAfter, type RouteDraft } from '@client/features/trips/route/utils/route-draft';
import { errorMessage } from '@client/lib/api-errors';
import { toast } from '@client/lib/toast';
import type { TripMutations } from '@client/features/trips/hooks/use-trip-mutations';
import { withElevations } from '@client/features/trips/route/utils/route-elevations';
import { useRouteElevations } from './use-route-elevations';

/**
 * A route with more points than this is edited as a simplified copy: every point is a handle on
 * the map, and a recorded track has thousands.
 */
export const EDIT_MAX_POINTS = 400;

const NONE: RouteDraft = { points: [], segmentStarts: [] };

/**
 * Drawing or editing the trip's route: the points being drawn (with undo and redo), whether the
 * editor is open, and Save (PUT route) or Cancel. The figures follow the drawing as it goes,
 * climb included: points added or moved get their heights from the elevation tiles as they come
 * (laid over the undo history's points, never a step of their own).
 */
export function useRouteEditor(
  saved: readonly RoutePoint[],
  savedSegmentStarts: readonly number[],
  mutations: Pick<TripMutations, 'setRoute'>,
) {
  const history = useRouteHistory<RouteDraft>(NONE);
  const [open, setOpen] = useState(false);
  const [simplified, setSimplified] = useState(false);
  const [saving, setSaving] = useState(false);
  const elevations = useRouteElevations();
  const { present } = history;
  const drawn = useMemo(
    () => withElevations(present.points, elevations.found),
    [present, elevations.found],
  );

  function start() {
    const tooMany = saved.length > EDIT_MAX_POINTS;
    const draft = tooMany
      ? simplifySegments(saved, EDIT_MAX_POINTS, savedSegmentStarts)
      : { points: [...saved], segmentStarts: cleanSegmentStarts(saved.length, savedSegmentStarts) };
    history.reset(draft);
    elevations.ask(draft.points);
    setSimplified(tooMany);
    setOpen(true);
  }

  function change(points: RoutePoint[], what: RouteChange) {
    // A point nudged with the arrow keys, press after press, is one step to undo.
    const mergeKey = what.type === 'move' && what.byKeyboard ? `move-${what.index}` : undefined;
    history.push({ points, segmentStarts: startsAfter(present, points, what) }, mergeKey);
    elevations.ask(points);
  }

  async function save() {
    // Nothing changed (or every change undone): the saved route stays as it is, so opening a
    // long track's simplified copy and saving it unchanged never thins the track.
    if (!history.canUndo) {
      setOpen(false);
      return;
    }
    const points = drawn;
    if (points.length === 1) {
      toast.error('A route needs at least two points: add another, or clear it');
      return;
    }
    setSaving(true);
    try {
      await mutations.setRoute(points, present.segmentStarts);
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
    points: open ? drawn : null,
    /** Where the drawn route's segments after the first begin (indices into its points). */
    segmentStarts: present.segmentStarts,
    /** Also whether anything was drawn, moved or cleared since the editor opened. */
    canUndo: history.canUndo,
    canRedo: history.canRedo,
    start,
    change,
    undo: () => history.undo(),
    redo: () => history.redo(),
    clear: () => history.push(NONE),
    cancel: () => setOpen(false),
    save: () => void save(),
  };
}

export type RouteEditor = ReturnType<typeof useRouteEditor>;
