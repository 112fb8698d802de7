import { ConfirmDialog } from '@client/components/confirm-dialog';
import type { Place } from '@client/features/map/api/types';

interface DeletePlaceDialogProps {
  /** The place to ask about; null closes the dialog. */
  place: Place | null;
  onCancel: () => void;
  onConfirm: (place: Place) => void;
}

/** Asks before a place is deleted: there is no undo for it. */
export function DeletePlaceDialog({ place, onCancel, onConfirm }: DeletePlaceDialogProps) {
  return (
    <ConfirmDialog
      open={place !== null}
      title={`Delete ${place?.name ?? 'place'}?`}
      confirmLabel="Delete place"
      danger
      onCancel={onCancel}
      onConfirm={() => {
        if (place) onConfirm(place);
      }}
    >
      <p>Its marker leaves the map, with its note. This cannot be undone.</p>
    </ConfirmDialog>
  );
}
