import { MAX_QUANTITY } from '@domain/pack-limits';
import { useEffect, useRef, useState } from 'react';
import type { QuantityFieldState } from '@client/components/quantity-field';
import { formatQuantity, isQuantityError, readQuantity, stepQuantity } from '@client/lib/quantity';

/** Steps made in a burst (arrow keys held, taps on +) are saved once they pause this long. */
const STEP_SAVE_DELAY_MS = 400;

/**
 * How many of an item the bundle holds: type a number (Enter or leaving the field saves, Escape
 * undoes the typing), step with the arrow keys, or tap − and +. The field shows each step at
 * once; a burst of steps is saved as one change. `onCommit` settles once the server has
 * answered (the field shows the value until then).
 */
export function useEntryQuantity(
  quantity: number,
  onCommit: (quantity: number) => Promise<unknown>,
): QuantityFieldState & { spin: { now: number; max: number } } {
  // While someone types or steps, the field holds a draft; otherwise it shows the saved value.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<number | null>(null);
  const commitRef = useRef(onCommit);

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

  return {
    value: shown,
    error,
    spin: { now: current, max: MAX_QUANTITY },
    canDecrease: current > 0,
    canIncrease: current < MAX_QUANTITY,
    onType: (text) => {
      window.clearTimeout(timer.current);
      pending.current = null;
      setDraft(text);
      if (error) setError(null);
    },
    onStep: step,
    onEnter: () => {
      commitTyped();
    },
    onEscape: () => {
      if (draft === null) return false;
      window.clearTimeout(timer.current);
      pending.current = null;
      setDraft(null);
      setError(null);
      return true;
    },
    onBlur: () => {
      if (pending.current !== null) flush();
      else commitTyped();
    },
  };
}
