import { Check } from 'lucide-react';
import { useId, type CSSProperties } from 'react';
import { NAME_MAX_LENGTH, PLACE_NOTE_MAX_LENGTH } from '@domain/limits';
import { FormField } from '@client/components/form-field';
import { lengthError } from '@client/lib/text-limit';
import type { PlaceFormValues } from '@client/features/map/api/place-form-schema';
import type { Place } from '@client/features/map/api/types';
import { usePlaceForm } from '@client/features/map/hooks/use-place-form';
import { isMarkerSwatch, MARKER_ICON_CHOICES, MARKER_SWATCHES } from '@client/components/map';
import { PlaceIcon } from './place-icon';

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
      <FormField
        label="Name"
        error={lengthError(form.values.name, NAME_MAX_LENGTH) || shown('name')}
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
        label="Note"
        error={lengthError(form.values.note, PLACE_NOTE_MAX_LENGTH) || shown('note')}
      >
        {(ids) => (
          <textarea
            id={ids.id}
            name="note"
            className="input"
            rows={2}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            value={form.values.note}
            onChange={form.handleChange}
          />
        )}
      </FormField>
      <ColourField
        value={form.values.color}
        error={shown('color')}
        onChange={(color) => void form.setFieldValue('color', color)}
      />
      <IconField
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

interface ColourFieldProps {
  value: string;
  error: string | false | undefined;
  onChange: (color: string) => void;
}

/** A few swatches, and any colour from the browser's picker. */
function ColourField({ value, error, onChange }: ColourFieldProps) {
  const customId = useId();
  const errorId = useId();
  const color = value.toLowerCase();
  return (
    <fieldset className="place-swatches" aria-describedby={error ? errorId : undefined}>
      <legend>Colour</legend>
      <div className="place-swatch-row">
        {MARKER_SWATCHES.map((swatch) => (
          <label key={swatch.color} className="place-swatch" title={swatch.name}>
            <input
              type="radio"
              name="color"
              value={swatch.color}
              aria-label={swatch.name}
              checked={color === swatch.color}
              onChange={() => onChange(swatch.color)}
            />
            <span
              className="place-swatch-chip"
              style={{ background: swatch.color }}
              aria-hidden="true"
            />
          </label>
        ))}
        <label
          htmlFor={customId}
          className={
            isMarkerSwatch(color) ? 'place-swatch-custom' : 'place-swatch-custom is-checked'
          }
        >
          <input
            id={customId}
            type="color"
            className="place-color-input"
            value={color}
            onChange={(event) => onChange(event.target.value)}
          />
          <span>Other colour</span>
        </label>
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface IconFieldProps {
  value: PlaceFormValues['icon'];
  color: string;
  error: string | false | undefined;
  onChange: (icon: PlaceFormValues['icon']) => void;
}

/** The 12 marker icons, each with its name. */
function IconField({ value, color, error, onChange }: IconFieldProps) {
  const errorId = useId();
  return (
    <fieldset
      className="place-icons"
      aria-describedby={error ? errorId : undefined}
      style={{ '--place-color': color } as CSSProperties}
    >
      <legend>Icon</legend>
      <div className="place-icon-grid">
        {MARKER_ICON_CHOICES.map(({ icon, name }) => (
          <label key={icon} className="place-icon-choice">
            <input
              type="radio"
              name="icon"
              value={icon}
              checked={value === icon}
              onChange={() => onChange(icon)}
            />
            <span className="place-icon-choice-body">
              <PlaceIcon icon={icon} size={20} />
              <span>{name}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
