import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  formatQuantity,
  isQuantityError,
  MAX_QUANTITY,
  readQuantity,
  stepQuantity,
} from '@client/features/bundles/utils/quantity';

/** Steps made in a burst (arrow keys held, taps on +) are saved once they pause this long. */
const STEP_SAVE_DELAY_MS = 400;

interface QuantityFieldProps {
  /** The item's name, for the labels: "Quantity of Stove". */
  name: string;
  quantity: number;
  /** Saves; settles once the server has answered (the field shows the value until then). */
  onCommit: (quantity: number) => Promise<unknown>;
}

/**
 * How many of an item the bundle holds: type a number (Enter or leaving the field saves, Escape
 * undoes the typing), step with the arrow keys, or tap − and +. The field shows each step at
 * once; a burst of steps is saved as one change.
 */
export function QuantityField({ name, quantity, onCommit }: QuantityFieldProps) {
  // While someone types or steps, the field holds a draft; otherwise it shows the saved value.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<number | null>(null);
  const commitRef = useRef(onCommit);
  const errorId = useId();

  useEffect(() => {
    commitRef.current = onCommit;
  }, [onCommit]);

  function flush() {
    window.clearTimeout(timer.current);
    const value = pending.current;
    pending.current = null;
    if (value === null || value === quantity) {
      setDraft(null);
      return;
    }
    // The value stays in the field until the edit has run (it may wait for one before it),
    // unless someone has typed on meanwhile; then the saved, or restored, value shows.
    const shown = formatQuantity(value);
    setDraft(shown);
    void commitRef.current(value).finally(() => {
      setDraft((current) => (current === shown ? null : current));
    });
  }

  // A burst still waiting when the row goes (a navigation) is saved, not lost.
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      if (pending.current !== null) void commitRef.current(pending.current);
    },
    [],
  );

  const shown = draft ?? formatQuantity(quantity);
  const read = readQuantity(shown);
  const current = isQuantityError(read) ? quantity : read.quantity;

  function step(by: 1 | -1) {
    const next = stepQuantity(current, by);
    setError(null);
    setDraft(formatQuantity(next));
    pending.current = next;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(flush, STEP_SAVE_DELAY_MS);
  }

  /** Saves what is typed; false (with the reason shown) when it is not a quantity. */
  function commitTyped(): boolean {
    if (draft === null) return true;
    const result = readQuantity(draft);
    if (isQuantityError(result)) {
      setError(result.error);
      return false;
    }
    pending.current = result.quantity;
    flush();
    return true;
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      commitTyped();
    } else if (event.key === 'Escape' && draft !== null) {
      event.preventDefault();
      window.clearTimeout(timer.current);
      pending.current = null;
      setDraft(null);
      setError(null);
    }
  }

  return (
    <span className="quantity-field">
      <button
        type="button"
        className="quantity-step"
        aria-label={`One fewer ${name}`}
        tabIndex={-1}
        disabled={current <= 0}
        onClick={() => step(-1)}
      >
        <Minus aria-hidden="true" size={16} />
      </button>
      <input
        type="text"
        inputMode="decimal"
        role="spinbutton"
        className="quantity-input"
        aria-label={`Quantity of ${name}`}
        aria-valuenow={current}
        aria-valuemin={0}
        aria-valuemax={MAX_QUANTITY}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete="off"
        value={shown}
        onChange={(event) => {
          window.clearTimeout(timer.current);
          pending.current = null;
          setDraft(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (pending.current !== null) flush();
          else commitTyped();
        }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <button
        type="button"
        className="quantity-step"
        aria-label={`One more ${name}`}
        tabIndex={-1}
        disabled={current >= MAX_QUANTITY}
        onClick={() => step(1)}
      >
        <Plus aria-hidden="true" size={16} />
      </button>
      {error && (
        <span id={errorId} className="error-bubble quantity-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
