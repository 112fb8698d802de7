import { fromMinorUnits } from '@domain/money';
import type { ItemSort, SortOrder } from '@client/lib/api/gear-items';
import type { GearCategory, GearItem } from '@client/lib/api/gear-types';

/** `all`, `none` (uncategorized) or a category id. */
export type CategoryFilter = string;
export const ALL_CATEGORIES = 'all';
export const NO_CATEGORY = 'none';

export interface GearView {
  search: string;
  categoryId: CategoryFilter;
  showRetired: boolean;
  sort: ItemSort;
  order: SortOrder;
  grouped: boolean;
}

export const DEFAULT_VIEW: GearView = {
  search: '',
  categoryId: ALL_CATEGORIES,
  showRetired: false,
  sort: 'name',
  order: 'asc',
  grouped: false,
};

export type GearRowModel =
  | {
      kind: 'group';
      key: string;
      category: GearCategory | null;
      count: number;
      /** One of each item in the group. */
      weightMg: number;
    }
  | { kind: 'item'; key: string; item: GearItem };

const searchWords = (search: string): string[] =>
  search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);

// Lower-cased search text per item object: items are immutable, so it stays right.
const searchTexts = new WeakMap<GearItem, string>();

function searchText(item: GearItem): string {
  let text = searchTexts.get(item);
  if (text === undefined) {
    text = `${item.name}\n${item.brand}\n${item.notes}`.toLocaleLowerCase();
    searchTexts.set(item, text);
  }
  return text;
}

/** Every word of the search somewhere in the name, brand or notes (case-insensitive). */
function matchesSearch(item: GearItem, words: string[]): boolean {
  if (words.length === 0) return true;
  const text = searchText(item);
  return words.every((word) => text.includes(word));
}

function matchesCategory(item: GearItem, filter: CategoryFilter): boolean {
  if (filter === ALL_CATEGORIES) return true;
  if (filter === NO_CATEGORY) return item.categoryId === null;
  return item.categoryId === filter;
}

export function filterItems(items: GearItem[], view: GearView): GearItem[] {
  const words = searchWords(view.search);
  return items.filter(
    (item) =>
      (view.showRetired || !item.retired) &&
      matchesCategory(item, view.categoryId) &&
      matchesSearch(item, words),
  );
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** A sort key; null (no brand, no price) sorts last whichever the direction. */
type Key = string | number | null;

function keyOf(item: GearItem, sort: ItemSort, categoryRank: Map<string, number>): Key {
  switch (sort) {
    case 'name':
      return item.name;
    case 'brand':
      return item.brand === '' ? null : item.brand;
    case 'category':
      return item.categoryId === null
        ? null
        : (categoryRank.get(item.categoryId) ?? Number.MAX_SAFE_INTEGER);
    case 'weight':
      return item.weightMg;
    case 'quantity':
      return item.quantityOwned;
    case 'price':
      return item.priceMinor === null || item.currency === null
        ? null
        : fromMinorUnits(item.priceMinor, item.currency);
    case 'updated':
      return item.updatedAt;
  }
}

function compareKeys(a: Key, b: Key): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

export function sortItems(
  items: GearItem[],
  sort: ItemSort,
  order: SortOrder,
  categories: GearCategory[],
): GearItem[] {
  const categoryRank = new Map(categories.map((category) => [category.id, category.sortOrder]));
  const direction = order === 'asc' ? 1 : -1;
  const keyed = items.map((item) => ({ item, key: keyOf(item, sort, categoryRank) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) {
      if (a.key !== b.key) return a.key === null ? 1 : -1;
    } else {
      const byKey = compareKeys(a.key, b.key) * direction;
      if (byKey !== 0) return byKey;
    }
    // Ties in a stable, readable order.
    return collator.compare(a.item.name, b.item.name) || a.item.id.localeCompare(b.item.id);
  });
  return keyed.map(({ item }) => item);
}

function groupRows(items: GearItem[], categories: GearCategory[]): GearRowModel[] {
  const byCategory = new Map<string | null, GearItem[]>();
  for (const item of items) {
    const known = item.categoryId !== null && categories.some((c) => c.id === item.categoryId);
    const key = known ? item.categoryId : null;
    const members = byCategory.get(key);
    if (members) members.push(item);
    else byCategory.set(key, [item]);
  }
  const groups: [GearCategory | null, GearItem[]][] = [
    ...categories.map((category): [GearCategory, GearItem[]] => [
      category,
      byCategory.get(category.id) ?? [],
    ]),
    [null, byCategory.get(null) ?? []],
  ];
  return groups
    .filter(([, members]) => members.length > 0)
    .flatMap(([category, members]) => [
      {
        kind: 'group' as const,
        key: `group:${category?.id ?? NO_CATEGORY}`,
        category,
        count: members.length,
        weightMg: members.reduce((sum, item) => sum + item.weightMg, 0),
      },
      ...members.map((item) => ({ kind: 'item' as const, key: item.id, item })),
    ]);
}

/**
 * The rows the list shows from items already in order (see sortItems): filtered, and grouped by
 * category when asked. Sorting is the costly part, so typing a search only filters.
 */
export function arrangeRows(
  sorted: GearItem[],
  view: GearView,
  categories: GearCategory[],
): { rows: GearRowModel[]; visible: GearItem[] } {
  const ordered = [...categories].sort((a, b) => a.sortOrder - b.sortOrder);
  const visible = filterItems(sorted, view);
  const rows = view.grouped
    ? groupRows(visible, ordered)
    : visible.map((item) => ({ kind: 'item' as const, key: item.id, item }));
  return { rows, visible };
}

/** Sorts, filters and groups in one go. */
export const buildRows = (items: GearItem[], view: GearView, categories: GearCategory[]) =>
  arrangeRows(sortItems(items, view.sort, view.order, categories), view, categories);
