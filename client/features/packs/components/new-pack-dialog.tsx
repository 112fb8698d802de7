import { Dialog } from '@client/components/dialog';
import type { PackDetail } from '@client/features/packs/api/types';
import { useNewPackForm } from '@client/features/packs/hooks/use-new-pack-form';
import { PackNameFields } from './pack-name-fields';

interface NewPackDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (pack: PackDetail) => void;
}

/** Name and describe a new pack; gear is added on the pack's own page. */
export function NewPackDialog({ open, onClose, onCreated }: NewPackDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="New pack">
      <NewPackForm onCancel={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

function NewPackForm({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated: (pack: PackDetail) => void;
}) {
  const form = useNewPackForm(onCreated);
  const error = (field: 'name' | 'description') => form.submitCount > 0 && form.errors[field];
  return (
    <form className="pack-form" noValidate onSubmit={form.handleSubmit}>
      <PackNameFields
        values={form.values}
        onChange={form.handleChange}
        error={error}
        nameHint="Where or what it is for: “JMT 2026”."
        descriptionLabel="Description (optional)"
        descriptionRows={3}
      />
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Creating…' : 'Create pack'}
        </button>
      </div>
    </form>
  );
}
