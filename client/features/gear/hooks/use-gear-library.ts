import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useCurrentUser } from '@client/lib/current-user';
import type { GearCategory, GearItem } from '@client/lib/api/gear-types';
import type { ItemSort } from '@client/lib/api/gear-items';
import { useLibraryPages } from '@client/features/gear/api/use-library-pages';
import { useCategories } from '@client/lib/api/gear-categories';
import {
  arrangeRows,
  DEFAULT_VIEW,
  sortItems,
  type GearView,
} from '@client/features/gear/utils/gear-rows';
import { defaultCurrency } from '@client/lib/currencies';
import { isPending, useItemMutations } from './use-item-mutations';
import { useItemWear } from './use-item-wear';
import { useSelection } from './use-selection';

const NO_CATEGORIES: GearCategory[] = [];
const NO_ITEMS: GearItem[] = [];

/**
 * The gear screen's data and state: the items and categories, what is shown, what is ticked,
 * and every change to them.
 *
 * The whole library is loaded once and searched, filtered, sorted and grouped here, so a
 * keystroke needs no request and the list answers it at once.
 */
export function useGearLibrary() {
  const [view, setView] = useState<GearView>(DEFAULT_VIEW);
  const library = useLibraryPages();
  const { categories = NO_CATEGORIES, mutate: mutateCategories } = useCategories();

  const refreshCategories = useCallback(() => void mutateCategories(), [mutateCategories]);
  const items = useItemMutations(library.update, refreshCategories);
  // What the categories dialog changes with (it makes its own mutations when first opened).
  const categoryOptions = useMemo(
    () => ({
      mutate: mutateCategories,
      clearItems: items.clearCategory,
      reloadItems: library.reload,
    }),
    [mutateCategories, items.clearCategory, library.reload],
  );

  // What the list shows follows the view and the items in a deferred render: the search box
  // answers each keystroke at once, and the list is drawn again once per change, a frame later if
  // it must. A deferred render yields to the browser as it goes, so the library's arrival (5,000
  // items sorted, grouped and drawn) is no single long task either: SWR's updates render at once.
  // The summary's figures follow in the same render as the list, so nothing moves twice.
  const shownView = useDeferredValue(view);
  const { items: current, total, complete } = library;
  const shownLibrary = useDeferredValue(
    useMemo(() => ({ items: current, total, complete }), [current, total, complete]),
  );
  const loaded = shownLibrary.items ?? NO_ITEMS;
  const { sort, order } = shownView;
  const sorted = useMemo(
    () => sortItems(loaded, sort, order, categories),
    [loaded, sort, order, categories],
  );
  const { rows, visible } = useMemo(
    () => arrangeRows(sorted, shownView, categories),
    [sorted, shownView, categories],
  );

  const { explorer, wear } = useItemWear(loaded, categories);

  const selection = useSelection();
  const selectedShown = useMemo(
    () => visible.filter((item) => selection.selected.has(item.id)),
    [visible, selection.selected],
  );
  // New prices are in the account's currency when the user chose one, else the browser's.
  const preferredCurrency = useCurrentUser()?.currency;
  const fallbackCurrency = useMemo(
    () => preferredCurrency ?? defaultCurrency(),
    [preferredCurrency],
  );

  const changeView = useCallback(
    (changes: Partial<GearView>) => setView((current) => ({ ...current, ...changes })),
    [],
  );
  const sortBy = useCallback(
    (sort: ItemSort) =>
      setView((current) => ({
        ...current,
        sort,
        order: current.sort === sort && current.order === 'asc' ? 'desc' : 'asc',
      })),
    [],
  );
  const resetView = useCallback(
    () =>
      setView((current) => ({
        ...DEFAULT_VIEW,
        grouped: current.grouped,
        sort: current.sort,
        order: current.order,
      })),
    [],
  );
  // "All" means every item the view shows, so it waits until every page is here: ticking only
  // the loaded part of a library would act on fewer items than the box promised.
  const canSelectAll = shownLibrary.complete;
  const { setMany } = selection;
  const selectAllShown = useCallback(
    (checked: boolean) => {
      if (!canSelectAll) return;
      setMany(
        visible.filter((item) => !isPending(item)).map((item) => item.id),
        checked,
      );
    },
    [canSelectAll, visible, setMany],
  );

  return {
    view,
    shownView,
    changeView,
    resetView,
    sortBy,
    library,
    /** The items the list shows (undefined until the first page is drawn), their count and
     * whether every page is in: the loaded library as the list last drew it. */
    shownLibrary,
    loaded,
    categories,
    rows,
    visible,
    selection,
    selectedShown,
    canSelectAll,
    selectAllShown,
    items,
    categoryOptions,
    refreshCategories,
    fallbackCurrency,
    /** Whether the user has Explorer, whose gear mileage `wear` holds (by item id). */
    explorer,
    wear,
  };
}
