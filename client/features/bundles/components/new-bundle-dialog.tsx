import { Plus } from 'lucide-react';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from '@domain/limits';
import { Dialog } from '@client/components/dialog';
import { FormField } from '@client/components/form-field';
import type { GearCategory } from '@client/lib/api/gear-types';
import type { BundleDetail, NewBundle } from '@client/lib/api/bundle-types';
import { useNewBundleForm } from '@client/features/bundles/hooks/use-new-bundle-form';
import { lengthError } from '@client/lib/text-limit';

interface NewBundleDialogProps {
  open: boolean;
  onClose: () => void;
  categories: GearCategory[];
  create: (body: NewBundle) => Promise<BundleDetail>;
  onCreated: (bundle: BundleDetail) => void;
}

/** Name, description and category of a new bundle; refusals show by their fields. */
export function NewBundleDialog({
  open,
  onClose,
  categories,
  create,
  onCreated,
}: NewBundleDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="New bundle" className="dialog-bundle">
      <NewBundleForm
        categories={categories}
        create={create}
        onCreated={onCreated}
        onCancel={onClose}
      />
    </Dialog>
  );
}

interface NewBundleFormProps {
  categories: GearCategory[];
  create: (body: NewBundle) => Promise<BundleDetail>;
  onCreated: (bundle: BundleDetail) => void;
  onCancel: () => void;
}

function NewBundleForm({ categories, create, onCreated, onCancel }: NewBundleFormProps) {
  const form = useNewBundleForm({ create, onCreated });
  const shown = (field: 'name' | 'description' | 'categoryId') =>
    form.submitCount > 0 && form.errors[field];
  const status = typeof form.status === 'string' ? form.status : null;

  return (
    <form className="bundle-form" noValidate onSubmit={form.handleSubmit}>
      <FormField
        label="Name"
        error={lengthError(form.values.name, NAME_MAX_LENGTH) || shown('name')}
        hint="A cook kit, a first-aid kit, a sleep system…"
      >
        {(ids) => (
          <input
            id={ids.id}
            name="name"
            className="input"
            autoComplete="off"
            data-autofocus
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            value={form.values.name}
            onChange={form.handleChange}
          />
        )}
      </FormField>
      <FormField
        label="Description"
        error={lengthError(form.values.description, DESCRIPTION_MAX_LENGTH) || shown('description')}
      >
        {(ids) => (
          <textarea
            id={ids.id}
            name="description"
            className="input"
            rows={3}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            value={form.values.description}
            onChange={form.handleChange}
          />
        )}
      </FormField>
      <FormField
        label="Category"
        error={shown('categoryId')}
        hint="Where the bundle shows in a pack; without one, under Uncategorized."
      >
        {(ids) => (
          <select
            id={ids.id}
            name="categoryId"
            className="input"
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            value={form.values.categoryId}
            onChange={form.handleChange}
          >
            <option value="">No category</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {status && (
        <p className="field-error" role="alert">
          Could not create the bundle: {status}.
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={form.isSubmitting}>
          <Plus aria-hidden="true" size={18} />
          Create bundle
        </button>
      </div>
    </form>
  );
}
