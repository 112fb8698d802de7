import { Plus } from 'lucide-react';
import { useId, useRef } from 'react';
import { CATEGORY_NAME_MAX_LENGTH } from '@domain/limits';
import type { NewGearCategory } from '@client/features/gear/api/create-category';
import type { GearCategory } from '@client/lib/api/gear-types';
import { useCategoryForm } from '@client/features/gear/hooks/use-category-form';
import { CATEGORY_PALETTE } from '@client/features/gear/utils/category-palette';
import { FormField } from '@client/components/form-field';
import { lengthError } from '@client/lib/text-limit';

interface NewCategoryFormProps {
  categoryCount: number;
  create: (body: NewGearCategory) => Promise<GearCategory>;
}

/** Name and colour (a palette, or any colour) for a new category. */
export function NewCategoryForm({ categoryCount, create }: NewCategoryFormProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  const form = useCategoryForm({
    categoryCount,
    create,
    onCreated: () => nameRef.current?.focus(),
  });
  const customId = useId();
  const color = form.values.color.toLowerCase();
  const inPalette = CATEGORY_PALETTE.some((swatch) => swatch.color === color);
  const nameError =
    lengthError(form.values.name, CATEGORY_NAME_MAX_LENGTH) ||
    (form.submitCount > 0 && form.errors.name);

  return (
    <form className="new-category" noValidate onSubmit={form.handleSubmit}>
      <h3>New category</h3>
      <FormField label="Category name" error={nameError}>
        {(ids) => (
          <input
            ref={nameRef}
            id={ids.id}
            name="name"
            className="input"
            autoComplete="off"
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            value={form.values.name}
            onChange={form.handleChange}
          />
        )}
      </FormField>
      <fieldset className="swatches">
        <legend>Colour</legend>
        {CATEGORY_PALETTE.map((swatch) => (
          <label key={swatch.color} className="swatch" title={swatch.name}>
            <input
              type="radio"
              name="color"
              value={swatch.color}
              aria-label={swatch.name}
              checked={color === swatch.color}
              onChange={() => void form.setFieldValue('color', swatch.color)}
            />
            <span className="swatch-chip" style={{ background: swatch.color }} aria-hidden="true" />
          </label>
        ))}
        <label
          htmlFor={customId}
          className={inPalette ? 'swatch-custom' : 'swatch-custom is-checked'}
        >
          <input
            id={customId}
            type="color"
            className="color-input"
            value={color}
            onChange={(event) => void form.setFieldValue('color', event.target.value)}
          />
          <span>Other colour</span>
        </label>
      </fieldset>
      <button type="submit" className="button button-primary" disabled={form.isSubmitting}>
        <Plus aria-hidden="true" size={18} />
        Add category
      </button>
    </form>
  );
}
