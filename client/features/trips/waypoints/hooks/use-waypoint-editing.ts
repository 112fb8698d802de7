import { useMemo, useState } from 'react';
import { errorMessage } from '@client/lib/api-errors';
import { toast } from '@client/lib/toast';
import type { WaypointFormValues } from '@client/features/trips/waypoints/api/waypoint-form-schema';
import type { TripWaypoint } from '@client/features/trips/api/types';
import {
  savedPosition,
  useMoveWithUndo,
  type MapPosition,
  type MoveWithUndoOptions,
} from '@client/components/map';
import type { TripMutations } from '@client/features/trips/hooks/use-trip-mutations';

/** What the waypoint form is open for: a new one at a point of the map, or one to edit. */
export type WaypointDraft =
  | { kind: 'new'; position: MapPosition; initial: WaypointFormValues }
  | { kind: 'edit'; waypoint: TripWaypoint };

const NEW_WAYPOINT: WaypointFormValues = { name: '', note: '', color: '#dd6b20', icon: 'camp' };

/**
 * The trip's waypoints being added, edited, moved and deleted: which form is open, which
 * waypoint's popover, which one is about to go, and the writes each of them makes.
 */
export function useWaypointEditing(mutations: TripMutations) {
  const moving = useMemo(
    (): MoveWithUndoOptions<TripWaypoint> => ({
      save: (waypoint, to) => mutations.moveWaypoint(waypoint.id, to),
      reload: mutations.reload,
      goneCode: 'TRIP_WAYPOINT_NOT_FOUND',
      goneMessage: (waypoint) =>
        `${waypoint.name} is no longer on this trip: it was deleted elsewhere`,
      toastPrefix: 'waypoint-moved',
    }),
    [mutations],
  );
  const move = useMoveWithUndo(moving);
  const [draft, setDraft] = useState<WaypointDraft | null>(null);
  const [deleting, setDeleting] = useState<TripWaypoint | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The form's last icon and colour, so a run of camps need not pick them each time.
  const [lastLook, setLastLook] =
    useState<Pick<WaypointFormValues, 'color' | 'icon'>>(NEW_WAYPOINT);

  function addAt(clicked: MapPosition) {
    const position = savedPosition(clicked);
    if (position) setDraft({ kind: 'new', position, initial: { ...NEW_WAYPOINT, ...lastLook } });
  }

  function save(current: WaypointDraft, values: WaypointFormValues) {
    if (current.kind === 'new') return mutations.addWaypoint({ ...values, ...current.position });
    return mutations.editWaypoint(current.waypoint.id, values);
  }

  function saved(current: WaypointDraft, values: WaypointFormValues) {
    setDraft(null);
    setLastLook({ color: values.color, icon: values.icon });
    toast.success(current.kind === 'new' ? `Added ${values.name}` : `Saved ${values.name}`);
  }

  function confirmDelete(waypoint: TripWaypoint) {
    setDeleting(null);
    mutations.removeWaypoint(waypoint.id).then(
      () => toast.success(`Deleted ${waypoint.name}`),
      (error: unknown) => toast.error(`Could not delete ${waypoint.name}: ${errorMessage(error)}`),
    );
  }

  return {
    draft,
    deleting,
    selectedId,
    select: (waypoint: TripWaypoint) => setSelectedId(waypoint.id),
    /** A popover opened or closed; another closing as this one opens leaves this one selected. */
    popoverChanged: (waypoint: TripWaypoint, open: boolean) =>
      setSelectedId((current) => (open ? waypoint.id : current === waypoint.id ? null : current)),
    addAt,
    edit: (waypoint: TripWaypoint) => setDraft({ kind: 'edit', waypoint }),
    closeForm: () => setDraft(null),
    save,
    saved,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    move: (waypoint: TripWaypoint, to: MapPosition) => void move(waypoint, to),
  };
}

export type WaypointEditing = ReturnType<typeof useWaypointEditing>;
