import { useId, type KeyboardEvent } from 'react';
import { Glyph } from './glyph';

/** What a quantity field shows and does; a hook of the screen's (its saving rules) makes it. */
export interface QuantityFieldState {
  /** The text in the field: the saved quantity, or what is being typed or stepped. */
  value: string;
  /** Why what is typed is not a quantity, shown in a bubble under the field. */
  error: string | null;
  canDecrease: boolean;
  canIncrease: boolean;
  onType: (text: string) => void;
  /** The − and + buttons, and the arrow keys. */
  onStep: (by: 1 | -1) => void;
  onEnter: () => void;
  /** Escape: whether there was a draft or an error to undo (the key is then used up). */
  onEscape: () => boolean;
  onBlur: () => void;
}

interface QuantityFieldProps extends QuantityFieldState {
  /** Names what is counted, e.g. "Tent": the field is "Quantity of Tent". */
  name: string;
  /** For focusing the field from elsewhere (the pack's picker: "already in the pack"). */
  id?: string;
  /**
   * A spin button, which says its value and bounds to assistive technology and selects its text
   * on focus; otherwise a plain text field.
   */
  spin?: { now: number; max: number };
}

/**
 * A quantity: type a number, step by one with the arrow keys or the − and + buttons (which
 * keyboard users reach by the arrows, so they are out of the tab order), Enter to save, Escape
 * to undo. Bundles' items and packs' lines each save by their own rules (their hooks).
 */
export function QuantityField({ name, id, spin, ...field }: QuantityFieldProps) {
  const errorId = useId();

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowUp':
      case 'ArrowDown':
        event.preventDefault();
        field.onStep(event.key === 'ArrowUp' ? 1 : -1);
        break;
      case 'Enter':
        event.preventDefault();
        field.onEnter();
        break;
      case 'Escape':
        if (field.onEscape()) event.preventDefault();
        break;
      default:
    }
  }

  return (
    <span className="quantity-field">
      <button
        type="button"
        className="quantity-step"
        aria-label={`One fewer ${name}`}
        tabIndex={-1}
        disabled={!field.canDecrease}
        onClick={() => field.onStep(-1)}
      >
        <Glyph name="minus" />
      </button>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        role={spin ? 'spinbutton' : undefined}
        className="quantity-input"
        aria-label={`Quantity of ${name}`}
        aria-valuenow={spin?.now}
        aria-valuemin={spin ? 0 : undefined}
        aria-valuemax={spin?.max}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? errorId : undefined}
        autoComplete="off"
        value={field.value}
        onChange={(event) => field.onType(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={field.onBlur}
        onFocus={spin ? (event) => event.currentTarget.select() : undefined}
      />
      <button
        type="button"
        className="quantity-step"
        aria-label={`One more ${name}`}
        tabIndex={-1}
        disabled={!field.canIncrease}
        onClick={() => field.onStep(1)}
      >
        <Glyph name="plus" />
      </button>
      {field.error && (
        <span id={errorId} className="error-bubble quantity-error" role="alert">
          {field.error}
        </span>
      )}
    </span>
  );
}
