import { useId, type ReactNode } from 'react';

interface SwitchFieldProps {
  /** The switch's name; the hint is its description, not part of the name. */
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** A save is under way: the switch says so and takes no new change meanwhile. */
  busy?: boolean;
  /** Takes focus when a dialog opens (components/dialog.tsx). */
  autoFocus?: boolean;
}

/** An on/off setting saved as soon as it changes: a checkbox with role="switch" (components.css). */
export function SwitchField({
  label,
  hint,
  checked,
  onChange,
  disabled = false,
  busy = false,
  autoFocus = false,
}: SwitchFieldProps) {
  const id = useId();
  return (
    <label className="switch-field">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        data-autofocus={autoFocus || undefined}
        onChange={(event) => {
          if (!busy) onChange(event.currentTarget.checked);
        }}
      />
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
      <span className="switch-field-text">
        <span id={`${id}-label`}>{label}</span>
        {hint && (
          <span id={`${id}-hint`} className="field-hint">
            {hint}
          </span>
        )}
      </span>
    </label>
  );
}
