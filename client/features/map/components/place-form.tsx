import { Check } from 'lucide-react';
import { PLACE_NOTE_MAX_LENGTH } from '@domain/limits';
import type { PlaceFormValues } from '@client/features/map/api/place-form-schema';
import type { Place } from '@client/features/map/api/types';
import { usePlaceForm } from '@client/features/map/hooks/use-place-form';
import { MarkerColourField, MarkerIconField, MarkerTextFields } from '@client/components/map';

interface PlaceFormProps {
  initial: PlaceFormValues;
  save: (values: PlaceFormValues) => Promise<Place>;
  onSaved: (place: Place) => void;
  onCancel: () => void;
  submitLabel: string;
  /** Where the place is, said under the fields ("54.12345° N, 3.00000° W"). */
  where: string;
}

/** Name, note, colour and icon of a place; each refusal shows by its field. */
export function PlaceForm({
  initial,
  save,
  onSaved,
  onCancel,
  submitLabel,
  where,
}: PlaceFormProps) {
  const form = usePlaceForm({ initial, save, onSaved });
  const shown = (field: keyof PlaceFormValues) => form.submitCount > 0 && form.errors[field];
  const status = typeof form.status === 'string' ? form.status : null;

  return (
    <form className="place-form" noValidate onSubmit={form.handleSubmit}>
      <MarkerTextFields
        values={form.values}
        errors={{ name: shown('name'), note: shown('note') }}
        noteMaxLength={PLACE_NOTE_MAX_LENGTH}
        onChange={form.handleChange}
      />
      <MarkerColourField
        value={form.values.color}
        error={shown('color')}
        onChange={(color) => void form.setFieldValue('color', color)}
      />
      <MarkerIconField
        value={form.values.icon}
        color={form.values.color}
        error={shown('icon')}
        onChange={(icon) => void form.setFieldValue('icon', icon)}
      />
      <p className="place-form-where">{where}</p>
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
          <Check aria-hidden="true" size={18} />
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
