import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  MAX_QUANTITY,
  isQuantityError,
  quantityText,
  readQuantity,
} from '@client/features/packs/utils/line-words';

interface QuantityFieldProps {
  /** Names the line, e.g. "Tent": the field is "Quantity of Tent". */
  name: string;
  quantity: number;
  onCommit: (quantity: number) => void;
  /** For focusing the line's quantity from elsewhere (the picker's "already in the pack"). */
  id?: string;
}

/** How long arrow-key and button steps wait for the next one before saving. */
const STEP_SAVE_DELAY_MS = 400;

/**
 * A line's quantity: type a number (Enter or leaving the field saves it, Escape puts it back),
 * or step by one with the arrow keys or the − and + buttons (saved once the steps stop).
 */
export function QuantityField({ name, quantity, onCommit, id }: QuantityFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const errorId = useId();
  const value = draft ?? quantityText(quantity);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function commit(text: string) {
    window.clearTimeout(timer.current);
    const read = readQuantity(text);
    if (isQuantityError(read)) {
      setError(read.error);
      return false;
    }
    setDraft(null);
    setError(null);
    if (read.quantity !== quantity) onCommit(read.quantity);
    return true;
  }

  function step(by: number) {
    const read = readQuantity(value);
    const current = isQuantityError(read) ? quantity : read.quantity;
    const next = Math.min(MAX_QUANTITY, Math.max(0, Math.round((current + by) * 100) / 100));
    const text = quantityText(next);
    setDraft(text);
    setError(null);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => commit(text), STEP_SAVE_DELAY_MS);
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowUp':
      case 'ArrowDown':
        event.preventDefault();
        step(event.key === 'ArrowUp' ? 1 : -1);
        break;
      case 'Enter':
        event.preventDefault();
        commit(value);
        break;
      case 'Escape':
        if (draft === null && error === null) return;
        event.preventDefault();
        window.clearTimeout(timer.current);
        setDraft(null);
        setError(null);
        break;
      default:
    }
  };

  return (
    <div className="quantity-field">
      <button
        type="button"
        className="quantity-step"
        aria-label={`One fewer ${name}`}
        tabIndex={-1}
        disabled={quantity <= 0 && draft === null}
        onClick={() => step(-1)}
      >
        <Minus aria-hidden="true" size={16} />
      </button>
      <input
        id={id}
        className="quantity-input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={`Quantity of ${name}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // A quantity that is not one goes back to the saved one when the field is left.
          if (draft !== null && !commit(draft)) {
            setDraft(null);
            setError(null);
          }
        }}
      />
      <button
        type="button"
        className="quantity-step"
        aria-label={`One more ${name}`}
        tabIndex={-1}
        onClick={() => step(1)}
      >
        <Plus aria-hidden="true" size={16} />
      </button>
      {error && (
        <p id={errorId} className="error-bubble quantity-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
