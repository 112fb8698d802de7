import { Plus } from 'lucide-react';
import { NAME_MAX_LENGTH } from '@domain/limits';
import type { WeightUnit } from '@domain/weight-units';
import { useCategories } from '@client/lib/api/gear-categories';
import type { NewPackItem } from '@client/features/packs/api/types';
import { useNewLineItemForm } from '@client/features/packs/hooks/use-new-line-item-form';
import { FormField } from '@client/components/form-field';
import { lengthError } from '@client/lib/text-limit';

interface NewLineItemFormProps {
  unit: WeightUnit;
  initialName: string;
  create: (item: NewPackItem) => Promise<unknown>;
  onClose: () => void;
}

/** Creates an item in the library and puts it in the pack, without leaving the pack. */
export function NewLineItemForm({ unit, initialName, create, onClose }: NewLineItemFormProps) {
  const { categories } = useCategories();
  const form = useNewLineItemForm({
    unit,
    initialName,
    initialCategoryId: '',
    create,
    onCreated: onClose,
  });
  const error = (field: 'name' | 'weight' | 'categoryId') =>
    form.submitCount > 0 && form.errors[field];
  return (
    <form
      className="new-line-item"
      aria-labelledby="new-line-item-heading"
      noValidate
      onSubmit={form.handleSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <h2 id="new-line-item-heading" className="new-line-item-heading">
        New item
        <span className="field-hint"> · joins your gear library too</span>
      </h2>
      <div className="new-line-item-fields">
        <FormField
          label="Name"
          error={lengthError(form.values.name, NAME_MAX_LENGTH) || error('name')}
          className="new-line-item-name"
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              name="name"
              className="input"
              autoComplete="off"
              // The picker sends the user here with a name typed: the weight comes next.
              autoFocus={initialName === ''}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              value={form.values.name}
              onChange={form.handleChange}
            />
          )}
        </FormField>
        <FormField
          label={`Weight (${unit})`}
          error={error('weight')}
          className="new-line-item-weight"
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              name="weight"
              className="input"
              autoComplete="off"
              placeholder={unit === 'g' ? 'e.g. 450' : `e.g. 1.5 ${unit}`}
              autoFocus={initialName !== ''}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              value={form.values.weight}
              onChange={form.handleChange}
            />
          )}
        </FormField>
        <FormField label="Category" error={error('categoryId')} className="new-line-item-category">
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              name="categoryId"
              className="input"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              value={form.values.categoryId}
              onChange={form.handleChange}
            >
              <option value="">No category</option>
              {(categories ?? []).map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="new-line-item-actions">
        <button type="button" className="button button-small" onClick={onClose}>
          Cancel
        </button>
        <button
          type="submit"
          className="button button-primary button-small"
          disabled={form.isSubmitting}
        >
          <Plus aria-hidden="true" size={16} />
          {form.isSubmitting ? 'Adding…' : 'Add to pack'}
        </button>
      </div>
    </form>
  );
}
