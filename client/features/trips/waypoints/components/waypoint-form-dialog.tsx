import { Dialog } from '@client/components/dialog';
import type { WaypointFormValues } from '@client/features/trips/waypoints/api/waypoint-form-schema';
import type { TripWaypoint } from '@client/features/trips/api/types';
import type { WaypointDraft } from '@client/features/trips/waypoints/hooks/use-waypoint-editing';
import { formatPosition } from '@client/components/map';
import { WaypointForm } from './waypoint-form';

interface WaypointFormDialogProps {
  /** Null closes the dialog. */
  draft: WaypointDraft | null;
  onClose: () => void;
  save: (draft: WaypointDraft, values: WaypointFormValues) => Promise<unknown>;
  onSaved: (draft: WaypointDraft, values: WaypointFormValues) => void;
}

const valuesOf = (waypoint: TripWaypoint): WaypointFormValues => ({
  name: waypoint.name,
  note: waypoint.note,
  color: waypoint.color,
  icon: waypoint.icon,
});

/** The waypoint form in a dialog: "New waypoint" where the map was clicked, or "Edit <name>". */
export function WaypointFormDialog({ draft, onClose, save, onSaved }: WaypointFormDialogProps) {
  const title = draft?.kind === 'edit' ? `Edit ${draft.waypoint.name}` : 'New waypoint';
  return (
    <Dialog open={draft !== null} onClose={onClose} title={title} className="dialog-trip">
      {draft && (
        <WaypointForm
          // A new draft is a new form: nothing typed for one waypoint carries over to the next.
          key={
            draft.kind === 'edit'
              ? draft.waypoint.id
              : `${draft.position.latitude},${draft.position.longitude}`
          }
          initial={draft.kind === 'edit' ? valuesOf(draft.waypoint) : draft.initial}
          save={(values) => save(draft, values)}
          onSaved={(values) => onSaved(draft, values)}
          onCancel={onClose}
          submitLabel={draft.kind === 'edit' ? 'Save changes' : 'Add waypoint'}
          where={formatPosition(draft.kind === 'edit' ? draft.waypoint : draft.position)}
        />
      )}
    </Dialog>
  );
}
