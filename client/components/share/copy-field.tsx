import { Copy } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';

interface CopyFieldProps {
  label: string;
  value: string;
  /** The Copy button's accessible name, e.g. "Copy the link". */
  copyLabel: string;
  /** Said in the live region once it is on the clipboard, e.g. "Link copied". */
  copiedText: string;
  hint?: string;
  /** A few lines (the embed code) rather than one; its Copy button goes under it. */
  multiline?: boolean;
  /** More actions under the field, beside what the copy said (the link's Open). */
  children?: ReactNode;
}

/**
 * Text to copy: read-only, with a Copy button. The clipboard may refuse (no permission, an
 * insecure page); the text is then selected for the keyboard's copy. What happened is said in
 * an aria-live region that is there from the start, so each change is announced.
 */
export function CopyField({
  label,
  value,
  copyLabel,
  copiedText,
  hint,
  multiline = false,
  children,
}: CopyFieldProps) {
  const id = useId();
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [said, setSaid] = useState<{ for: string; text: string } | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setSaid({ for: value, text: copiedText });
    } catch {
      field.current?.focus();
      field.current?.select();
      setSaid({ for: value, text: 'Selected: press Ctrl+C (⌘C on a Mac) to copy' });
    }
  }

  const describedBy = hint ? `${id}-hint` : undefined;
  const common = {
    id,
    ref: field,
    className: 'input share-copy-text',
    value,
    readOnly: true,
    spellCheck: false,
    'aria-describedby': describedBy,
    onFocus: () => field.current?.select(),
  };
  const copyButton = (
    <button
      type="button"
      className="button button-small"
      aria-label={copyLabel}
      onClick={() => void copy()}
    >
      <Copy aria-hidden="true" size={16} />
      Copy
    </button>
  );
  return (
    <div className="share-copy">
      <label htmlFor={id} className="share-copy-label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea rows={4} {...common} />
      ) : (
        <div className="share-copy-row">
          <input type="text" {...common} />
          {copyButton}
        </div>
      )}
      <div className="share-copy-footer">
        {multiline && copyButton}
        {children}
        <p className="share-copied" role="status" aria-live="polite">
          {said?.for === value ? said.text : ''}
        </p>
      </div>
    </div>
  );
}
