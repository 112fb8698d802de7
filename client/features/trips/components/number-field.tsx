import type { ChangeEvent } from 'react';
import { FormField } from '@client/components/form-field';

interface NumberFieldProps {
  label: string;
  name: string;
  value: string;
  unit: string;
  error: string | false | undefined;
  hint?: string;
  placeholder?: string;
  /** Whole numbers only (grams) or decimals too (km/h, litres). */
  decimals?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
}

/** A number typed as text (a comma or a point), its unit said after it. */
export function NumberField(props: NumberFieldProps) {
  const { label, name, value, unit, error, hint, placeholder, decimals = true } = props;
  return (
    <FormField label={label} error={error} hint={hint} className="trip-number-field">
      {(ids) => (
        <span className="trip-number-input">
          <input
            id={ids.id}
            name={name}
            className="input"
            inputMode={decimals ? 'decimal' : 'numeric'}
            autoComplete="off"
            placeholder={placeholder}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            value={value}
            onChange={props.onChange}
            onBlur={props.onBlur}
          />
          <span className="trip-number-unit" aria-hidden="true">
            {unit}
          </span>
        </span>
      )}
    </FormField>
  );
}
