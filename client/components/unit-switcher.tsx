import { useId } from 'react';
import { WEIGHT_UNITS, type WeightUnit } from '@domain/weight-units';

interface UnitSwitcherProps {
  value: WeightUnit;
  onChange: (unit: WeightUnit) => void;
  /** Names the group for assistive technology. */
  label?: string;
}

/** g, kg, oz, lb as a segmented control (radio buttons: arrow keys move between them). */
export function UnitSwitcher({ value, onChange, label = 'Weight unit' }: UnitSwitcherProps) {
  const name = useId();
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">{label}</legend>
      {WEIGHT_UNITS.map((unit) => (
        <label key={unit} className="segmented-option">
          <input
            type="radio"
            name={name}
            value={unit}
            checked={unit === value}
            onChange={() => onChange(unit)}
          />
          <span>{unit}</span>
        </label>
      ))}
    </fieldset>
  );
}
