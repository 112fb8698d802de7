import { Dialog } from '@client/components/dialog';
import type { PlaceFormValues } from '@client/features/map/api/place-form-schema';
import type { Place } from '@client/features/map/api/types';
import type { PlaceDraft } from '@client/features/map/hooks/use-places-screen';
import { formatPosition } from '@client/components/map';
import { PlaceForm } from './place-form';

interface PlaceFormDialogProps {
  /** Null closes the dialog. */
  draft: PlaceDraft | null;
  onClose: () => void;
  save: (draft: PlaceDraft, values: PlaceFormValues) => Promise<Place>;
  onSaved: (place: Place, draft: PlaceDraft) => void;
}

const valuesOf = (place: Place): PlaceFormValues => ({
  name: place.name,
  note: place.note,
  color: place.color,
  icon: place.icon,
});

/** The place form in a dialog: "New place" where the map was clicked, or "Edit <name>". */
export function PlaceFormDialog({ draft, onClose, save, onSaved }: PlaceFormDialogProps) {
  const title = draft?.kind === 'edit' ? `Edit ${draft.place.name}` : 'New place';
  return (
    <Dialog open={draft !== null} onClose={onClose} title={title} className="dialog-place">
      {draft && (
        <PlaceForm
          // A new draft is a new form: nothing typed for one place carries over to the next.
          key={
            draft.kind === 'edit'
              ? draft.place.id
              : `${draft.position.latitude},${draft.position.longitude}`
          }
          initial={draft.kind === 'edit' ? valuesOf(draft.place) : draft.initial}
          save={(values) => save(draft, values)}
          onSaved={(place) => onSaved(place, draft)}
          onCancel={onClose}
          submitLabel={draft.kind === 'edit' ? 'Save changes' : 'Add place'}
          where={formatPosition(draft.kind === 'edit' ? draft.place : draft.position)}
        />
      )}
    </Dialog>
  );
}
