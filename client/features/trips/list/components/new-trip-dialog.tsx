import { Dialog } from '@client/components/dialog';
import type { TripDetail } from '@client/features/trips/api/types';
import { useNewTripForm } from '@client/features/trips/list/hooks/use-new-trip-form';
import { TripBasicsFields } from '@client/features/trips/components/trip-basics-fields';

interface NewTripDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (trip: TripDetail) => void;
}

/** Name, dates and activity of a new trip; the route, packs and the rest go on its own page. */
export function NewTripDialog({ open, onClose, onCreated }: NewTripDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="New trip" className="dialog-trip">
      <NewTripForm onCancel={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

function NewTripForm({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated: (trip: TripDetail) => void;
}) {
  const form = useNewTripForm(onCreated);
  const status = typeof form.status === 'string' ? form.status : null;
  return (
    <form className="trip-form" noValidate onSubmit={form.handleSubmit}>
      <TripBasicsFields
        values={form.values}
        onChange={form.handleChange}
        error={(field) => form.submitCount > 0 && form.errors[field]}
      />
      {status && (
        <p className="field-error" role="alert">
          {status}.
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Creating…' : 'Create trip'}
        </button>
      </div>
    </form>
  );
}
