import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { CATEGORY_NAME_MAX_LENGTH } from '@domain/limits';
import { lengthError } from '@client/lib/text-limit';
import type { GearCategory } from '@client/lib/api/gear-types';
import type { CategoryMutations } from '@client/features/gear/hooks/use-category-mutations';
import { itemsLabel } from '@client/features/gear/utils/bulk-words';

interface CategoryEditorRowProps {
  category: GearCategory;
  first: boolean;
  last: boolean;
  mutations: CategoryMutations;
  onMove: (category: GearCategory, step: -1 | 1) => void;
  onDelete: (category: GearCategory) => void;
}

const COLOR_SAVE_DELAY_MS = 400;

/** One category: recolour, rename (saved on Enter or leaving the field), move, delete. */
export function CategoryEditorRow({
  category,
  first,
  last,
  mutations,
  onMove,
  onDelete,
}: CategoryEditorRowProps) {
  // While the name field has focus it holds a draft; otherwise it shows the saved name.
  const [draftName, setDraftName] = useState<string | null>(null);
  const [draftColor, setDraftColor] = useState<string | null>(null);
  const colorTimer = useRef<number | undefined>(undefined);
  const errorId = useId();
  // A pasted name past the limit is said at once and never saved cut short.
  const nameError = draftName !== null && lengthError(draftName, CATEGORY_NAME_MAX_LENGTH);

  /** Saves the draft; Enter keeps editing (the field keeps focus), leaving the field ends it. */
  function saveName(keepEditing: boolean) {
    const name = (draftName ?? category.name).trim();
    if (lengthError(name, CATEGORY_NAME_MAX_LENGTH)) return;
    const valid = name !== '' && name !== category.name;
    if (valid) void mutations.change(category, { name });
    setDraftName(keepEditing ? (valid ? name : category.name) : null);
  }

  function pickColor(color: string) {
    setDraftColor(color);
    // The picker reports every step of a drag: save once it rests.
    window.clearTimeout(colorTimer.current);
    colorTimer.current = window.setTimeout(() => {
      setDraftColor(null);
      if (color !== category.color) void mutations.change(category, { color });
    }, COLOR_SAVE_DELAY_MS);
  }

  return (
    <li className="category-row">
      <input
        type="color"
        className="color-input"
        aria-label={`Colour of ${category.name}`}
        value={draftColor ?? category.color}
        onChange={(event) => pickColor(event.target.value)}
      />
      <input
        className="input input-small category-row-name"
        aria-label={`Name of ${category.name}`}
        aria-invalid={nameError ? true : undefined}
        aria-describedby={nameError ? errorId : undefined}
        value={draftName ?? category.name}
        onFocus={() => setDraftName(category.name)}
        onChange={(event) => setDraftName(event.target.value)}
        onBlur={() => saveName(false)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            saveName(true);
          } else if (event.key === 'Escape' && draftName !== null && draftName !== category.name) {
            // Undo the typing; a second Escape closes the dialog.
            event.preventDefault();
            setDraftName(category.name);
          }
        }}
      />
      {nameError && (
        <p id={errorId} className="field-error category-row-error" role="alert">
          {nameError}
        </p>
      )}
      <span className="category-row-count muted">{itemsLabel(category.itemCount)}</span>
      <span className="category-row-actions">
        <button
          type="button"
          className="icon-button small"
          aria-label={`Move ${category.name} up`}
          data-move={`${category.id}:up`}
          disabled={first}
          onClick={() => onMove(category, -1)}
        >
          <ArrowUp aria-hidden="true" size={18} />
        </button>
        <button
          type="button"
          className="icon-button small"
          aria-label={`Move ${category.name} down`}
          data-move={`${category.id}:down`}
          disabled={last}
          onClick={() => onMove(category, 1)}
        >
          <ArrowDown aria-hidden="true" size={18} />
        </button>
        <button
          type="button"
          className="icon-button small"
          aria-label={`Delete ${category.name}`}
          onClick={() => onDelete(category)}
        >
          <Trash2 aria-hidden="true" size={18} />
        </button>
      </span>
    </li>
  );
}
