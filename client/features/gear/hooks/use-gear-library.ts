import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useCurrentUser } from '@client/lib/current-user';
import type { GearCategory, GearItem } from '../api/types';
import {
  MAX_LOADED_ITEMS,
  useGearItems,
  WHOLE_LIBRARY,
  type ItemSort,
  type ItemsQuery,
} from '../api/use-gear-items';
import { useCategories } from '../api/use-categories';
import {
  ALL_CATEGORIES,
  arrangeRows,
  DEFAULT_VIEW,
  sortItems,
  type GearView,
} from '../utils/gear-rows';
import { defaultCurrency } from '@client/lib/currencies';
import { useCategoryMutations } from './use-category-mutations';
import { useDebouncedValue } from './use-debounced-value';
import { isPending, useItemMutations } from './use-item-mutations';
import { useSelection } from './use-selection';

const NO_CATEGORIES: GearCategory[] = [];
const NO_ITEMS: GearItem[] = [];

/** The view's filters as the server's query, for libraries too large to hold (see below). */
function serverQuery(view: GearView, search: string): ItemsQuery {
  return {
    search: search || undefined,
    categoryId: view.categoryId === ALL_CATEGORIES ? undefined : view.categoryId,
    retired: view.showRetired ? 'all' : 'false',
    sort: view.sort,
    order: view.order,
  };
}

/**
 * The gear screen's data and state: the items and categories, what is shown, what is ticked,
 * and every change to them.
 *
 * The whole library (up to MAX_LOADED_ITEMS) is loaded once and searched, filtered, sorted and
 * grouped here, so the list answers each keystroke at once. Only when the server reports a
 * larger library does the query switch to the view's own filters (search debounced), letting
 * the server search and sort everything while the client refines what it got.
 */
export function useGearLibrary() {
  const [view, setView] = useState<GearView>(DEFAULT_VIEW);
  const [serverSide, setServerSide] = useState(false);
  const search = useDebouncedValue(view.search.trim(), 300);
  const onTotal = useCallback((total: number) => {
    if (total > MAX_LOADED_ITEMS) setServerSide(true);
  }, []);
  const library = useGearItems(serverSide ? serverQuery(view, search) : WHOLE_LIBRARY, onTotal);
  const { categories = NO_CATEGORIES, mutate: mutateCategories } = useCategories();

  const refreshCategories = useCallback(() => void mutateCategories(), [mutateCategories]);
  const { mutate: mutateItems } = library;
  const reloadItems = useCallback(() => mutateItems(), [mutateItems]);
  const items = useItemMutations(mutateItems, refreshCategories);
  const categoryMutations = useCategoryMutations({
    mutate: mutateCategories,
    clearItems: items.clearCategory,
    reloadItems,
  });

  // Typing stays smooth with thousands of items: the list catches up a frame later if it must.
  const shownView = useDeferredValue(view);
  const loaded = library.items ?? NO_ITEMS;
  const { sort, order } = shownView;
  const sorted = useMemo(
    () => sortItems(loaded, sort, order, categories),
    [loaded, sort, order, categories],
  );
  const { rows, visible } = useMemo(
    () => arrangeRows(sorted, shownView, categories),
    [sorted, shownView, categories],
  );

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
  const selectAllShown = (checked: boolean) =>
    selection.setMany(
      visible.filter((item) => !isPending(item)).map((item) => item.id),
      checked,
    );

  return {
    view,
    changeView,
    resetView: () =>
      setView((current) => ({
        ...DEFAULT_VIEW,
        grouped: current.grouped,
        sort: current.sort,
        order: current.order,
      })),
    sortBy,
    serverSide,
    library,
    loaded,
    categories,
    rows,
    visible,
    selection,
    selectedShown,
    selectAllShown,
    items,
    categoryMutations,
    fallbackCurrency,
  };
}
