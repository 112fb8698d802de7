import { useId } from 'react';
import { formatWeight, type WeightScale, type WeightUnit } from '@domain/weight-units';
import { displayLocale } from '@client/lib/currencies';

interface WeightScaleSwitcherProps {
  value: WeightScale;
  /** The unit chosen now: the examples are in its system (13.67 kg or 30.13 lb). */
  unit: WeightUnit;
  onChange: (scale: WeightScale) => void;
  label?: string;
}

/** One weight past a kilogram (or a pound), shown both ways, so each option is its own example. */
const EXAMPLE_MG = 13_666_000;
const SMALL_UNIT: Readonly<Record<WeightUnit, WeightUnit>> = {
  g: 'g',
  kg: 'g',
  oz: 'oz',
  lb: 'oz',
};

/** "13.67 kg" or "13,666 g": whether long weights in g or oz switch to kg or lb. */
export function WeightScaleSwitcher({
  value,
  unit,
  onChange,
  label = 'Long weights',
}: WeightScaleSwitcherProps) {
  const name = useId();
  const example = (scale: WeightScale) =>
    formatWeight(EXAMPLE_MG, SMALL_UNIT[unit], { locale: displayLocale(), scale });
  const options: { scale: WeightScale; title: string }[] = [
    { scale: 'auto', title: `Switch to ${unit === 'g' || unit === 'kg' ? 'kg' : 'lb'}` },
    { scale: 'fixed', title: `Keep ${SMALL_UNIT[unit]}` },
  ];
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => (
        <label key={option.scale} className="segmented-option" title={option.title}>
          <input
            type="radio"
            name={name}
            value={option.scale}
            checked={option.scale === value}
            onChange={() => onChange(option.scale)}
          />
          <span>
            <span className="visually-hidden">{option.title}: </span>
            {example(option.scale)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
