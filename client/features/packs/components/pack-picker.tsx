import { Check, Layers, Plus, Search } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { WeightUnit } from '@domain/weight-units';
import { formatWeight } from '@client/lib/number-format';
import type { PackDetail } from '@client/features/packs/api/types';
import {
  usePickerOptions,
  type PickerOption,
} from '@client/features/packs/hooks/use-picker-options';

const PHONE_QUERY = '(max-width: 720px)';

interface GearPickerProps {
  pack: PackDetail;
  unit: WeightUnit;
  /** Names on their way into the pack, oldest first. */
  adding: readonly string[];
  /** Queues the chosen item or bundle, or takes the user to the line already holding it. */
  onPick: (option: Extract<PickerOption, { kind: 'item' | 'bundle' }>) => void;
  /** Queues a name entered before its search answered: its first match, if any, is added. */
  onPickTyped: (name: string) => void;
  /** "Create …": a new item typed in, named so far. */
  onCreate: (name: string) => void;
}

/**
 * Adds gear from the library: a combobox (type to search items and bundles, arrow keys to
 * choose, Enter to add). The field clears at once and keeps the focus, so several things go in
 * one after another while the earlier ones are still being added.
 */
export function GearPicker({ pack, unit, adding, onPick, onPickTyped, onCreate }: GearPickerProps) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const { options, loading, stale, error } = usePickerOptions(query, pack, open);
  const activeIndex = Math.max(
    0,
    options.findIndex((option) => option.key === activeKey),
  );
  const active = open ? options[activeIndex] : undefined;
  const optionId = (key: string) => `${id}-${key.replace(/[^\w-]/g, '-')}`;

  function choose(option: PickerOption) {
    setActiveKey(null);
    if (option.kind === 'create') {
      setOpen(false);
      setQuery('');
      onCreate(option.name);
      return;
    }
    // A line already holding it takes the focus; otherwise the field is free for the next name.
    if (!option.lineId) setQuery('');
    onPick(option);
  }

  const move = (by: number) => {
    if (!open) setOpen(true);
    if (options.length === 0) return;
    const next = options[(activeIndex + by + options.length) % options.length];
    setActiveKey(next?.key ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(open ? 1 : 0);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        if (!active) return;
        event.preventDefault();
        // Typed faster than the library answered, and "Create" not chosen on purpose: the
        // name may still match an item there, which is looked up in turn.
        if (active.kind === 'create' && stale && activeKey !== 'create') {
          setQuery('');
          onPickTyped(active.name);
          return;
        }
        choose(active);
        break;
      case 'Escape':
        if (!open && query === '') return;
        event.preventDefault();
        if (open) setOpen(false);
        else setQuery('');
        break;
      default:
    }
  };

  return (
    <div className="pack-picker">
      <div className="pack-picker-head">
        <label htmlFor={`${id}-input`} className="pack-picker-label">
          Add gear
        </label>
        {adding.length > 0 && (
          <span className="pack-picker-adding">Adding {adding.join(', ')}…</span>
        )}
      </div>
      <div className="icon-field">
        <Search aria-hidden="true" size={18} className="icon-field-icon" />
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="input"
          type="text"
          role="combobox"
          autoComplete="off"
          placeholder="Search your gear and bundles…"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={active ? optionId(active.key) : undefined}
          aria-busy={adding.length > 0 || undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveKey(null);
            setOpen(true);
          }}
          onFocus={(event) => {
            setOpen(true);
            // On a phone the keyboard takes the lower half: the field goes to the top, so the
            // matches have room under it.
            if (window.matchMedia(PHONE_QUERY).matches) {
              event.currentTarget.scrollIntoView({ block: 'start' });
            }
          }}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Gear and bundles"
        className="pack-picker-list"
        hidden={!open}
        // The field keeps the focus while an option is clicked.
        onMouseDown={(event) => event.preventDefault()}
      >
        {open &&
          options.map((option) => (
            <PickerRow
              key={option.key}
              id={optionId(option.key)}
              option={option}
              unit={unit}
              active={option.key === active?.key}
              onChoose={() => choose(option)}
              onHover={() => setActiveKey(option.key)}
            />
          ))}
      </ul>
      {open && (
        <p className="pack-picker-status" role="status">
          {error
            ? 'Your library could not be searched just now.'
            : loading
              ? 'Searching…'
              : options.length === 0
                ? 'Nothing in your library yet: type a name to create an item.'
                : stale
                  ? ''
                  : `${options.filter((o) => o.kind !== 'create').length} matches. Arrow keys to choose, Enter to add.`}
        </p>
      )}
    </div>
  );
}

interface PickerRowProps {
  id: string;
  option: PickerOption;
  unit: WeightUnit;
  active: boolean;
  onChoose: () => void;
  onHover: () => void;
}

function PickerRow({ id, option, unit, active, onChoose, onHover }: PickerRowProps) {
  const classes = ['pack-picker-option', active && 'is-active'];
  if (option.kind === 'create') {
    return (
      <li
        id={id}
        role="option"
        aria-selected={active}
        className={[...classes, 'is-create'].filter(Boolean).join(' ')}
        onClick={onChoose}
        onMouseMove={onHover}
      >
        <Plus aria-hidden="true" size={16} />
        <span className="pack-picker-name">Create “{option.name}” as a new item</span>
      </li>
    );
  }
  const inPack = option.lineId !== null;
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={[...classes, inPack && 'is-in-pack'].filter(Boolean).join(' ')}
      onClick={onChoose}
      onMouseMove={onHover}
    >
      {option.kind === 'bundle' ? (
        <Layers aria-hidden="true" size={16} className="pack-picker-kind" />
      ) : (
        <span
          className="pack-dot"
          style={{ background: option.color ?? 'var(--border)' }}
          aria-hidden="true"
        />
      )}
      <span className="pack-picker-name">
        {option.name}
        {option.detail && <span className="pack-picker-detail"> · {option.detail}</span>}
      </span>
      <span className="pack-picker-weight">{formatWeight(option.weightMg, unit)}</span>
      {inPack && (
        <span className="badge pack-picker-badge">
          <Check aria-hidden="true" size={12} /> In pack
        </span>
      )}
    </li>
  );
}
