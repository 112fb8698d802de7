import { SLUG_MAX_LENGTH } from '@domain/limits';
import { Dialog } from '@client/components/dialog';
import type { PackChanges, PackDetail } from '@client/features/packs/api/types';
import { usePackDetailsForm } from '@client/features/packs/hooks/use-pack-details-form';
import { FormField } from '@client/components/form-field';
import { PackNameFields } from './pack-name-fields';
import { lengthError } from '@client/lib/text-limit';

interface PackDetailsDialogProps {
  pack: PackDetail;
  open: boolean;
  onClose: () => void;
  save: (changes: PackChanges) => Promise<unknown>;
}

/** The pack's name, description and slug (its public address, unique among the user's packs). */
export function PackDetailsDialog({ pack, open, onClose, save }: PackDetailsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Pack details">
      <DetailsForm pack={pack} save={save} onDone={onClose} />
    </Dialog>
  );
}

function DetailsForm({
  pack,
  save,
  onDone,
}: {
  pack: PackDetail;
  save: (changes: PackChanges) => Promise<unknown>;
  onDone: () => void;
}) {
  const form = usePackDetailsForm(pack, save, onDone);
  const error = (field: 'name' | 'description' | 'slug') =>
    form.submitCount > 0 && form.errors[field];
  return (
    <form className="pack-form" noValidate onSubmit={form.handleSubmit}>
      <PackNameFields
        values={form.values}
        onChange={form.handleChange}
        error={error}
        descriptionLabel="Description"
        descriptionRows={4}
      />
      <FormField
        label="Slug"
        error={lengthError(form.values.slug, SLUG_MAX_LENGTH) || error('slug')}
        hint="The end of the pack’s public link: lowercase letters, digits and hyphens."
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="slug"
            className="input"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={form.values.slug}
            onChange={form.handleChange}
          />
        )}
      </FormField>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
