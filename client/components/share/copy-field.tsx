import { Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';

interface CopyFieldProps {
  label: string;
  value: string;
  /** The Copy button's accessible name, e.g. "Copy the link". */
  copyLabel: string;
  /** Said in the live region once it is on the clipboard, e.g. "Link copied". */
  copiedText: string;
  hint?: string;
  /** A few lines (the embed code) rather than one. */
  multiline?: boolean;
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
  return (
    <div className="share-copy">
      <label htmlFor={id} className="share-copy-label">
        {label}
      </label>
      <div className={multiline ? 'share-copy-row share-copy-block' : 'share-copy-row'}>
        {multiline ? <textarea rows={4} {...common} /> : <input type="text" {...common} />}
        <button
          type="button"
          className="button button-small"
          aria-label={copyLabel}
          onClick={() => void copy()}
        >
          <Copy aria-hidden="true" size={16} />
          Copy
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <p className="share-copied" role="status" aria-live="polite">
        {said?.for === value ? said.text : ''}
      </p>
    </div>
  );
}
