import { Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { DESCRIPTION_MAX_LENGTH } from '@domain/limits';

interface BundleDescriptionProps {
  description: string;
  onSave: (description: string) => void;
}

/** The bundle's description, edited in place: Save (or Ctrl+Enter) keeps it, Escape does not. */
export function BundleDescription({ description, onSave }: BundleDescriptionProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const ids = { field: useId(), hint: useId() };

  useEffect(() => {
    if (draft !== null || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [draft]);

  function finish(save: boolean) {
    if (draft === null) return;
    const next = draft.trim();
    if (save && next !== description) onSave(next);
    returnFocus.current = true;
    setDraft(null);
  }

  if (draft === null) {
    return (
      <div className="bundle-description">
        {description ? (
          <p className="bundle-description-text">{description}</p>
        ) : (
          <p className="bundle-description-text muted">No description.</p>
        )}
        <button
          ref={buttonRef}
          type="button"
          className="button button-small"
          onClick={() => setDraft(description)}
        >
          <Pencil aria-hidden="true" size={16} />
          {description ? 'Edit description' : 'Add a description'}
        </button>
      </div>
    );
  }
  return (
    <form
      className="bundle-description is-editing"
      onSubmit={(event) => {
        event.preventDefault();
        finish(true);
      }}
    >
      <label htmlFor={ids.field} className="visually-hidden">
        Description
      </label>
      <textarea
        id={ids.field}
        className="input"
        rows={3}
        maxLength={DESCRIPTION_MAX_LENGTH}
        aria-describedby={ids.hint}
        // The field replaces the text the person just asked to edit.
        autoFocus
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            finish(false);
          } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            finish(true);
          }
        }}
      />
      <p id={ids.hint} className="field-hint">
        What it holds, when you take it. Ctrl+Enter saves, Escape cancels.
      </p>
      <div className="button-row">
        <button type="submit" className="button button-primary button-small">
          Save
        </button>
        <button type="button" className="button button-small" onClick={() => finish(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
