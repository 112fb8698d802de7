import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** Where focus goes after a commit: the next or previous cell (Tab, Shift+Tab), or stays. */
export type CellMove = 'next' | 'prev' | null;

interface EditableCellProps {
  /** "Weight of Tent": names the input, and prefixes the value for assistive technology. */
  label: string;
  /** What the cell shows when not editing. */
  children: ReactNode;
  /** The input's starting text. */
  initial: string;
  editing: boolean;
  disabled?: boolean;
  /** Choices: the cell edits with a <select> instead of a text input. */
  options?: { value: string; label: string }[];
  inputMode?: 'text' | 'decimal' | 'numeric';
  /** Why the text cannot be saved, or null when it can. */
  validate?: (text: string) => string | null;
  /** Tab (or Shift+Tab) leaves the row from here: the browser moves focus, the blur saves. */
  last?: boolean;
  first?: boolean;
  onStart: () => void;
  onCommit: (text: string, move: CellMove) => void;
  onCancel: () => void;
  className?: string;
}

/**
 * A value that turns into an input on click (or Enter, since it is a button). Enter and leaving
 * the field save, Escape cancels, Tab saves and opens the next cell. Text that cannot be saved
 * keeps the field open with the reason beside it.
 */
export function EditableCell({
  label,
  children,
  initial,
  editing,
  disabled = false,
  options,
  inputMode = 'text',
  validate,
  first = false,
  last = false,
  onStart,
  onCommit,
  onCancel,
  className,
}: EditableCellProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [editing]);

  if (editing) {
    return (
      <CellEditor
        label={label}
        initial={initial}
        options={options}
        inputMode={inputMode}
        validate={validate}
        first={first}
        last={last}
        onDone={(result) => {
          // Enter and Escape leave focus on the cell; a click elsewhere keeps its own focus.
          returnFocus.current = result.refocus;
          if (result.text === null) onCancel();
          else onCommit(result.text, result.move);
        }}
        className={className}
      />
    );
  }
  return (
    <button
      ref={buttonRef}
      type="button"
      className={['cell-button', className].filter(Boolean).join(' ')}
      onClick={onStart}
      disabled={disabled}
    >
      <span className="visually-hidden">{label}: </span>
      {children}
    </button>
  );
}

interface EditorResult {
  /** Null when cancelled. */
  text: string | null;
  move: CellMove;
  /** Focus goes back to the cell (Enter, Escape). */
  refocus: boolean;
}

interface CellEditorProps {
  label: string;
  initial: string;
  options?: { value: string; label: string }[];
  inputMode: 'text' | 'decimal' | 'numeric';
  validate?: (text: string) => string | null;
  first: boolean;
  last: boolean;
  onDone: (result: EditorResult) => void;
  className?: string;
}

function CellEditor({
  label,
  initial,
  options,
  inputMode,
  validate,
  first,
  last,
  onDone,
  className,
}: CellEditorProps) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const finished = useRef(false);
  const errorId = useId();

  const finish = (result: EditorResult): boolean => {
    if (finished.current) return true;
    if (result.text !== null) {
      const problem = validate?.(result.text) ?? null;
      setError(problem);
      if (problem) return false;
    }
    finished.current = true;
    onDone(result);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finish({ text: null, move: null, refocus: true });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      finish({ text, move: null, refocus: true });
    } else if (event.key === 'Tab') {
      if (event.shiftKey ? first : last) return;
      event.preventDefault();
      finish({ text, move: event.shiftKey ? 'prev' : 'next', refocus: false });
    }
  };

  const common = {
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    autoFocus: true,
    onKeyDown,
    onBlur: () => finish({ text, move: null, refocus: false }),
    className: ['cell-input', className].filter(Boolean).join(' '),
  };

  return (
    <span className="cell-editor">
      {options ? (
        <select
          {...common}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            finish({ text: event.target.value, move: null, refocus: true });
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          inputMode={inputMode}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
      {error && (
        <span id={errorId} className="error-bubble cell-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
