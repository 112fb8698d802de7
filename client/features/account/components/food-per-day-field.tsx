import { useId, useState, type KeyboardEvent } from 'react';
import { FOOD_PER_DAY_GRAMS_MAX, FOOD_PER_DAY_GRAMS_MIN } from '@domain/trip-limits';

interface FoodPerDayFieldProps {
  value: number;
  saving: boolean;
  onSave: (grams: number) => void;
}

/** The reason a typed figure is refused, or null for a whole number of grams within bounds. */
export function foodPerDayProblem(text: string): string | null {
  const grams = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(grams)) return 'Food per day must be whole grams';
  if (grams < FOOD_PER_DAY_GRAMS_MIN || grams > FOOD_PER_DAY_GRAMS_MAX) {
    return `Food per day must be between ${FOOD_PER_DAY_GRAMS_MIN} and ${FOOD_PER_DAY_GRAMS_MAX} g`;
  }
  return null;
}

/**
 * The food a day that new trips plan for (a trip may set its own): saved on Enter or when the
 * field is left, refused by the field when it is not whole grams within bounds.
 */
export function FoodPerDayField({ value, saving, onSave }: FoodPerDayFieldProps) {
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = text ?? String(value);

  const commit = () => {
    if (text === null) return;
    const reason = foodPerDayProblem(text);
    setProblem(reason);
    if (reason) return;
    setText(null);
    if (Number(text) !== value) onSave(Number(text));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') {
      setText(null);
      setProblem(null);
    }
  };

  return (
    <div className="preference-row">
      <div>
        <label className="account-label" htmlFor={id}>
          Food per day
        </label>
        <p className="field-hint" id={`${id}-hint`}>
          What a trip’s food budget plans for each day, unless the trip sets its own.
        </p>
        {problem && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {problem}
          </p>
        )}
      </div>
      <span className="preference-number">
        <input
          id={id}
          className="input"
          inputMode="numeric"
          value={shown}
          disabled={saving}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : `${id}-hint`}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <span aria-hidden="true">g</span>
      </span>
    </div>
  );
}
