import { useMemo, useState, type KeyboardEvent } from 'react';
import type { GearItem } from '@client/lib/api/gear-types';
import { useDebouncedValue } from '@client/hooks/use-debounced-value';
import { useLibrarySearch } from '@client/features/bundles/api/use-library-search';
import type { BundleEntry } from '@client/lib/api/bundle-types';

/** Typing settles this long before the server is asked. */
const SEARCH_DELAY_MS = 200;

interface Options {
  entries: BundleEntry[];
  /** Adds the item; answers the entry as saved, or null when refused. */
  add: (item: GearItem) => Promise<BundleEntry | null>;
  /** Tells a screen reader what happened ("Added Stove"). */
  announce: (message: string) => void;
}

/**
 * The add-from-library combobox: the text, whether the list is open, which option is active
 * (the first unless the arrows moved it), the matches, and adding the chosen one.
 */
export function useItemPicker({ entries, add, announce }: Options) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const result = useLibrarySearch(search, open);
  const { data, isLoading } = result;
  const error: unknown = result.error;
  const options = useMemo(() => data?.items ?? [], [data]);
  const activeIndex = options.length === 0 ? -1 : Math.min(active, options.length - 1);
  const inBundle = useMemo(
    () => new Map(entries.map((entry) => [entry.gearItemId, entry])),
    [entries],
  );
  const settling = query.trim() !== search;

  async function pick(item: GearItem) {
    setOpen(false);
    setQuery('');
    setActive(0);
    announce(`Adding ${item.name}…`);
    const saved = await add(item);
    if (saved) {
      announce(
        saved.quantity === 1
          ? `Added ${item.name}.`
          : `Added ${item.name}: the bundle now holds ${saved.quantity}.`,
      );
    } else {
      announce('');
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        if (count === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((activeIndex + step + count) % count);
        return;
      }
      case 'Enter': {
        const item = open ? options[activeIndex] : undefined;
        if (!item) return;
        event.preventDefault();
        void pick(item);
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        } else if (query !== '') {
          event.preventDefault();
          setQuery('');
        }
        return;
      default:
        return;
    }
  }

  return {
    query,
    open,
    options,
    total: data?.total ?? 0,
    activeIndex,
    inBundle,
    error,
    /** Nothing to show yet, or the text has changed since the matches shown. */
    searching: isLoading || settling,
    loaded: data !== undefined,
    setActive,
    pick: (item: GearItem) => void pick(item),
    onKeyDown,
    onChange: (text: string) => {
      setQuery(text);
      setOpen(true);
      setActive(0);
    },
    openList: () => setOpen(true),
    close: () => setOpen(false),
  };
}

export type ItemPicker = ReturnType<typeof useItemPicker>;
