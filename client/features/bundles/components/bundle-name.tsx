import { Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ValidationError } from 'yup';
import { NAME_MAX_LENGTH } from '@domain/limits';
import { bundleNameSchema } from '@client/features/bundles/api/bundle-form-schema';
import { lengthError } from '@client/lib/text-limit';

interface BundleNameProps {
  name: string;
  /** Saves the new name (shown at once, put back if the server refuses). */
  onRename: (name: string) => void;
}

/** Why a name cannot be saved, or null. */
function nameProblem(text: string): string | null {
  try {
    bundleNameSchema.validateSync(text);
    return null;
  } catch (error) {
    return error instanceof ValidationError ? error.message : 'Not a name';
  }
}

/**
 * The bundle's name as the page heading, with a button that turns it into a field: Enter or
 * leaving the field saves, Escape keeps the old name.
 */
export function BundleName({ name, onRename }: BundleNameProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const errorId = useId();

  useEffect(() => {
    if (draft !== null || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [draft]);

  function finish(save: boolean, refocus: boolean) {
    if (draft === null) return;
    if (save) {
      const problem = nameProblem(draft);
      if (problem) {
        setError(problem);
        return;
      }
      const next = draft.trim();
      if (next !== name) onRename(next);
    }
    returnFocus.current = refocus;
    setError(null);
    setDraft(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true, true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finish(false, true);
    }
  }

  if (draft === null) {
    return (
      <div className="bundle-name">
        <h1>{name}</h1>
        <button
          ref={buttonRef}
          type="button"
          className="icon-button small"
          aria-label={`Rename ${name}`}
          title="Rename"
          onClick={() => setDraft(name)}
        >
          <Pencil aria-hidden="true" size={18} />
        </button>
      </div>
    );
  }
  return (
    <div className="bundle-name is-editing">
      <input
        className="input bundle-name-input"
        aria-label="Bundle name"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete="off"
        // The field replaces the heading the person just asked to edit.
        autoFocus
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(lengthError(event.target.value, NAME_MAX_LENGTH) || null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => finish(true, false)}
        onFocus={(event) => event.currentTarget.select()}
      />
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
