import { isShoe, SHOE_RETIREMENT_M } from '@domain/gear-retirement';
import { BRAND_MAX_LENGTH, NAME_MAX_LENGTH, NOTES_MAX_LENGTH } from '@domain/limits';
import { completeWebAddress } from '@domain/web-address';
import type { WeightUnit } from '@domain/weight-units';
import type { GearCategory, GearItem, GearItemChanges } from '@client/lib/api/gear-types';
import { useGearItemForm } from '@client/features/gear/hooks/use-gear-item-form';
import { useMediaQuery } from '@client/features/gear/hooks/use-media-query';
import { CurrencySelect } from '@client/components/currency-select';
import { FormField } from '@client/components/form-field';
import { lengthError } from '@client/lib/text-limit';

interface ItemFormProps {
  item: GearItem;
  /** Whether to offer "Retire after (km)": gear mileage is the Explorer plan's. */
  retirementField: boolean;
  categories: GearCategory[];
  unit: WeightUnit;
  fallbackCurrency: string;
  save: (item: GearItem, changes: GearItemChanges) => Promise<unknown>;
  onSaved: () => void;
  onCancel: () => void;
  onDelete: () => void;
}

/** Every field of an item; rules and submission live in useGearItemForm. */
export function ItemForm({
  item,
  retirementField,
  categories,
  unit,
  fallbackCurrency,
  save,
  onSaved,
  onCancel,
  onDelete,
}: ItemFormProps) {
  const form = useGearItemForm({ item, unit, fallbackCurrency, save, onSaved });
  const categoryName = (id: string) =>
    categories.find((category) => category.id === id)?.name ?? null;
  // With a mouse, typing can start at once; on touch screens a keyboard popping up is in the way.
  const finePointer = useMediaQuery('(pointer: fine)');
  const errorOf = (field: keyof typeof form.values) =>
    (form.touched[field] === true || form.submitCount > 0) && form.errors[field];
  const input = (
    field: keyof typeof form.values,
    ids: { id: string; describedBy?: string; invalid: boolean },
  ) => ({
    id: ids.id,
    name: field,
    'aria-describedby': ids.describedBy,
    'aria-invalid': ids.invalid || undefined,
    onChange: form.handleChange,
    onBlur: form.handleBlur,
  });

  return (
    <form className="item-form" noValidate onSubmit={form.handleSubmit}>
      <FormField
        label="Name"
        error={lengthError(form.values.name, NAME_MAX_LENGTH) || errorOf('name')}
      >
        {(ids) => (
          <input
            {...input('name', ids)}
            className="input"
            value={form.values.name}
            data-autofocus={finePointer || undefined}
          />
        )}
      </FormField>
      <FormField
        label="Brand"
        error={lengthError(form.values.brand, BRAND_MAX_LENGTH) || errorOf('brand')}
      >
        {(ids) => <input {...input('brand', ids)} className="input" value={form.values.brand} />}
      </FormField>
      <FormField label="Category" error={errorOf('categoryId')}>
        {(ids) => (
          <select {...input('categoryId', ids)} className="input" value={form.values.categoryId}>
            <option value="">No category</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="form-row">
        <FormField
          label="Weight"
          error={errorOf('weight')}
          hint="e.g. 450, 1.2 kg, 1 lb 4 oz"
          className="grow"
        >
          {(ids) => (
            <input
              {...input('weight', ids)}
              className="input"
              value={form.values.weight}
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField label="Quantity owned" error={errorOf('quantityOwned')}>
          {(ids) => (
            <input
              {...input('quantityOwned', ids)}
              className="input numeric"
              inputMode="numeric"
              value={form.values.quantityOwned}
            />
          )}
        </FormField>
      </div>
      <div className="form-row">
        <FormField label="Price" error={errorOf('price')} className="grow">
          {(ids) => (
            <input
              {...input('price', ids)}
              className="input numeric"
              inputMode="decimal"
              value={form.values.price}
              placeholder="0.00"
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField label="Currency" error={errorOf('currency')}>
          {(ids) => (
            <CurrencySelect
              {...input('currency', ids)}
              className="input"
              value={form.values.currency}
            />
          )}
        </FormField>
      </div>
      <FormField
        label="Link"
        error={errorOf('url')}
        hint="A shop or maker page; https:// is added if you leave it out"
      >
        {(ids) => (
          <input
            {...input('url', ids)}
            className="input"
            type="url"
            inputMode="url"
            value={form.values.url}
            placeholder="https://"
            onBlur={(event) => {
              // "example.com/tent" shows as the link it will be saved as.
              const link = completeWebAddress(event.target.value);
              if (link !== event.target.value) void form.setFieldValue('url', link);
              form.handleBlur(event);
            }}
          />
        )}
      </FormField>
      <FormField
        label="Notes"
        error={lengthError(form.values.notes, NOTES_MAX_LENGTH) || errorOf('notes')}
      >
        {(ids) => (
          <textarea {...input('notes', ids)} className="input" rows={4} value={form.values.notes} />
        )}
      </FormField>
      {retirementField && (
        <FormField
          label="Retire after (km)"
          error={errorOf('retireAfterKm')}
          hint={retirementHint(form.values.name, categoryName(form.values.categoryId))}
        >
          {(ids) => (
            <input
              {...input('retireAfterKm', ids)}
              className="input numeric"
              inputMode="decimal"
              value={form.values.retireAfterKm}
              placeholder={
                isShoe({
                  name: form.values.name,
                  categoryName: categoryName(form.values.categoryId),
                })
                  ? String(SHOE_RETIREMENT_M / 1000)
                  : 'No limit'
              }
              autoComplete="off"
            />
          )}
        </FormField>
      )}
      <label className="checkbox-field">
        <input
          type="checkbox"
          name="retired"
          checked={form.values.retired}
          onChange={form.handleChange}
        />
        <span>
          Retired{' '}
          <span className="field-hint">
            (no longer in use: hidden unless you show retired gear)
          </span>
        </span>
      </label>
      {typeof form.status === 'string' && (
        <p className="form-status field-error" role="alert">
          Could not save: {form.status}
        </p>
      )}
      <div className="dialog-actions item-form-actions">
        <button type="button" className="button button-danger-outline" onClick={onDelete}>
          Delete
        </button>
        <span className="spacer" />
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

/** What an empty "Retire after" means for this item, as its name and category stand now. */
function retirementHint(name: string, categoryName: string | null): string {
  return isShoe({ name, categoryName })
    ? `Gear mileage hints when it nears this. Empty: ${SHOE_RETIREMENT_M / 1000} km, as for all shoes; 0: no limit`
    : 'Gear mileage hints when it nears this. Empty or 0: no limit';
}
