import { Search } from 'lucide-react';
import { useId, useState, type ReactNode, type RefObject } from 'react';
import type { WeightUnit } from '@domain/weight-units';
import { formatWeight } from '@client/lib/number-format';
import type { GearItem } from '@client/lib/api/gear-types';
import { errorMessage } from '@client/lib/api-errors';
import { IntentLink } from '@client/components/intent-link';
import { paths } from '@client/lib/paths';
import type { BundleEntry } from '@client/lib/api/bundle-types';
import { PICKER_LIMIT } from '@client/features/bundles/api/use-library-search';
import {
  useItemPicker,
  type ItemPicker as Picker,
} from '@client/features/bundles/hooks/use-item-picker';
import { formatQuantity } from '@client/lib/quantity';

interface ItemPickerProps {
  entries: BundleEntry[];
  unit: WeightUnit;
  add: (item: GearItem) => Promise<BundleEntry | null>;
  /** The field, for focusing it from outside (after the last entry is removed). */
  inputRef: RefObject<HTMLInputElement | null>;
}

/** On a phone the list opens under the field: the field goes to the top to leave it room. */
const PHONE_QUERY = '(max-width: 600px)';

/**
 * "Add from your gear": a combobox. Type to search the library, move with the arrow keys, add
 * with Enter or a click. Items already in the bundle say so; adding one again adds one more.
 */
export function ItemPicker({ entries, unit, add, inputRef }: ItemPickerProps) {
  const [status, setStatus] = useState('');
  const picker = useItemPicker({ entries, add, announce: setStatus });
  const ids = { input: useId(), list: useId(), hint: useId() };
  const optionId = (index: number) => `${ids.list}-${index}`;
  const expanded = picker.open && picker.options.length > 0;

  const makeRoom = () => {
    if (!picker.open && window.matchMedia(PHONE_QUERY).matches) {
      inputRef.current?.closest('.item-picker')?.scrollIntoView({ block: 'start' });
    }
  };

  return (
    <div className="item-picker">
      <label htmlFor={ids.input} className="item-picker-label">
        Add from your gear
      </label>
      <div className="icon-field item-picker-field">
        <Search aria-hidden="true" size={18} className="icon-field-icon" />
        <input
          ref={inputRef}
          id={ids.input}
          type="text"
          role="combobox"
          className="input"
          placeholder="Search your gear by name or brand"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? ids.list : undefined}
          aria-activedescendant={
            expanded && picker.activeIndex >= 0 ? optionId(picker.activeIndex) : undefined
          }
          aria-describedby={ids.hint}
          value={picker.query}
          onChange={(event) => {
            makeRoom();
            picker.onChange(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') makeRoom();
            picker.onKeyDown(event);
          }}
          onClick={() => {
            makeRoom();
            picker.openList();
          }}
          onBlur={picker.close}
        />
      </div>
      <p id={ids.hint} className="visually-hidden">
        Use the up and down arrow keys to choose, and Enter to add.
      </p>
      {picker.open && (
        // Pressing in the popup keeps focus in the field, so the list stays open for the click.
        <div className="item-picker-popup" onMouseDown={(event) => event.preventDefault()}>
          {picker.options.length > 0 && (
            <ul
              id={ids.list}
              role="listbox"
              aria-label="Matching gear"
              className="item-picker-list"
            >
              {picker.options.map((item, index) => (
                <PickerOption
                  key={item.id}
                  id={optionId(index)}
                  item={item}
                  unit={unit}
                  active={index === picker.activeIndex}
                  entry={picker.inBundle.get(item.id)}
                  onHover={() => picker.setActive(index)}
                  onPick={() => picker.pick(item)}
                />
              ))}
            </ul>
          )}
          <PickerNote picker={picker} />
        </div>
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}

interface PickerOptionProps {
  id: string;
  item: GearItem;
  unit: WeightUnit;
  active: boolean;
  entry: BundleEntry | undefined;
  onHover: () => void;
  onPick: () => void;
}

function PickerOption({ id, item, unit, active, entry, onHover, onPick }: PickerOptionProps) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={active ? 'item-picker-option is-active' : 'item-picker-option'}
      // The active option stays in view as the arrow keys move through a long list.
      ref={active ? (element) => element?.scrollIntoView({ block: 'nearest' }) : undefined}
      onMouseMove={active ? undefined : onHover}
      onClick={onPick}
    >
      <span className="item-picker-text">
        <span className="item-picker-name">{item.name}</span>
        {item.brand && <span className="item-picker-brand">{item.brand}</span>}
      </span>
      {entry && (
        <span className="badge item-picker-badge">
          In bundle ×{formatQuantity(entry.quantity)}
          <span className="visually-hidden">; adding it again adds one more</span>
        </span>
      )}
      <span className="item-picker-weight">{formatWeight(item.weightMg, unit)}</span>
    </li>
  );
}

/** Under the matches: searching, nothing found, more than shown, or why the search failed. */
function PickerNote({ picker }: { picker: Picker }) {
  const text = picker.query.trim();
  let note: ReactNode = null;
  if (picker.error && !picker.loaded) {
    note = `Could not search your gear: ${errorMessage(picker.error)}.`;
  } else if (!picker.loaded || (picker.searching && picker.options.length === 0)) {
    note = 'Searching your gear…';
  } else if (picker.options.length === 0) {
    note =
      text === '' ? (
        <>
          Your gear library is empty. Add gear on the{' '}
          <IntentLink to={paths.gear()}>Gear page</IntentLink> first.
        </>
      ) : (
        `No gear matches “${text}”.`
      );
  } else if (picker.total > PICKER_LIMIT) {
    note = `The first ${PICKER_LIMIT} of ${picker.total}: type more to narrow them.`;
  }
  if (note === null) return null;
  return (
    <p className="item-picker-note" role="status">
      {note}
    </p>
  );
}
