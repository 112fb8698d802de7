import { MAX_QUANTITY } from '@domain/pack-limits';
import { useEffect, useRef, useState } from 'react';
import type { QuantityFieldState } from '@client/components/quantity-field';
import { formatQuantity } from '@client/lib/quantity';
import { isQuantityError, readQuantity } from '@client/lib/quantity';

/** How long arrow-key and button steps wait for the next one before saving. */
const STEP_SAVE_DELAY_MS = 400;

/**
 * A line's quantity: type a number (Enter or leaving the field saves it, Escape puts it back),
 * or step by one with the arrow keys or the − and + buttons (saved once the steps stop).
 */
export function useLineQuantity(
  quantity: number,
  onCommit: (quantity: number) => void,
): QuantityFieldState {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const value = draft ?? formatQuantity(quantity);

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
    const text = formatQuantity(next);
    setDraft(text);
    setError(null);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => commit(text), STEP_SAVE_DELAY_MS);
  }

  return {
    value,
    error,
    canDecrease: !(quantity <= 0 && draft === null),
    canIncrease: true,
    onType: (text) => {
      setDraft(text);
      setError(null);
    },
    onStep: step,
    onEnter: () => {
      commit(value);
    },
    onEscape: () => {
      if (draft === null && error === null) return false;
      window.clearTimeout(timer.current);
      setDraft(null);
      setError(null);
      return true;
    },
    onBlur: () => {
      // A quantity that is not one goes back to the saved one when the field is left.
      if (draft !== null && !commit(draft)) {
        setDraft(null);
        setError(null);
      }
    },
  };
}
