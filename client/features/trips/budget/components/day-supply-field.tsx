import { useId } from 'react';
import type { DayOverrides } from '@client/features/trips/budget/hooks/use-day-overrides';
import type { OverrideField } from '@client/features/trips/budget/utils/day-overrides';

interface DaySupplyFieldProps {
  day: number;
  field: OverrideField;
  label: string;
  unit: string;
  /** The worked-out figure, shown when nothing is typed. */
  workedOut: string;
  overrides: DayOverrides;
}

/**
 * One day's food or water: empty shows the worked-out figure; a number typed replaces it (saved
 * when the field is left, or on Enter); emptied, the figure is worked out again.
 */
export function DaySupplyField({
  day,
  field,
  label,
  unit,
  workedOut,
  overrides,
}: DaySupplyFieldProps) {
  const id = useId();
  const error = overrides.error(day, field);
  const value = overrides.value(day, field);
  return (
    <div className="trip-supply">
      <label htmlFor={id}>
        {label}
        <span className="visually-hidden">
          {' '}
          on day {day}, in {unit === 'g' ? 'grams' : 'litres'}
        </span>
      </label>
      <span className="trip-number-input">
        <input
          id={id}
          className="input input-small"
          inputMode={field === 'foodGrams' ? 'numeric' : 'decimal'}
          autoComplete="off"
          placeholder={workedOut}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          value={value}
          onChange={(event) => overrides.type(day, field, event.target.value)}
          onBlur={() => overrides.commit(day, field)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') overrides.commit(day, field);
          }}
        />
        <span className="trip-number-unit" aria-hidden="true">
          {unit}
        </span>
      </span>
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : (
        <span id={`${id}-hint`} className="trip-supply-hint">
          {value === '' ? 'worked out' : `set by you (worked out: ${workedOut})`}
        </span>
      )}
    </div>
  );
}
