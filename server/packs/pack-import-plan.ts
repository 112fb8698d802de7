import type { WeightUnit } from '@server/domain/weight-units.js';
import { paletteColor } from '@server/gear/category-palette.js';
import type { MatchedItemDto } from './dto/import-pack-result.dto.js';
import type { ImportLine } from './pack-import-rows.js';

export interface LibraryCategory {
  id: string;
  name: string;
}

/** A library item whose name matches a row's, case aside. */
export interface LibraryItemCandidate {
  id: string;
  name: string;
  categoryId: string | null;
  retired: boolean;
}

export interface NewCategory {
  name: string;
  color: string;
  sortOrder: number;
}

/** Category names compare trimmed and case-insensitively, as the library's unique index does. */
export const categoryKey = (name: string): string => name.trim().toLowerCase();

/** The file's categories, each once, in the order they first appear; '' is "none". */
export function fileCategories(lines: readonly ImportLine[]): string[] {
  const seen = new Map<string, string>();
  for (const { item } of lines) {
    if (!seen.has(categoryKey(item.category))) seen.set(categoryKey(item.category), item.category);
  }
  return [...seen.values()];
}

/**
 * The categories the library lacks, last in the library's order, each with the next palette
 * colour, as if the user had added them one by one.
 */
export function missingCategories(
  names: readonly string[],
  library: readonly LibraryCategory[],
  nextSortOrder: number,
): NewCategory[] {
  const known = new Set(library.map((category) => categoryKey(category.name)));
  return names
    .filter((name) => name !== '' && !known.has(categoryKey(name)))
    .map((name, index) => ({
      name,
      color: paletteColor(library.length + index),
      sortOrder: nextSortOrder + index,
    }));
}

/** Finds a category's id by name (any case); null for "none". */
export function categoryIdFinder(
  library: readonly LibraryCategory[],
): (name: string) => string | null {
  const ids = new Map(library.map((category) => [categoryKey(category.name), category.id]));
  return (name) => (name === '' ? null : (ids.get(categoryKey(name)) ?? null));
}

/**
 * For each line, the library item it names (same name, trimmed and in any case, and the same
 * category), or null to create one. Of several such items, one in use beats a retired one;
 * otherwise the first in `candidates` (the caller sends the oldest first).
 */
export function matchLibraryItems(
  lines: readonly ImportLine[],
  categoryIdOf: (name: string) => string | null,
  candidates: readonly LibraryItemCandidate[],
): (LibraryItemCandidate | null)[] {
  const byKey = new Map<string, LibraryItemCandidate>();
  for (const candidate of candidates) {
    const key = `${candidate.name.trim().toLowerCase()}\u0000${candidate.categoryId ?? ''}`;
    const held = byKey.get(key);
    if (!held || (held.retired && !candidate.retired)) byKey.set(key, candidate);
  }
  return lines.map(({ item }) => {
    const key = `${item.name.trim().toLowerCase()}\u0000${categoryIdOf(item.category) ?? ''}`;
    return byKey.get(key) ?? null;
  });
}

export interface PackCategoryLayout {
  positions: { categoryId: string; sortOrder: number }[];
  /** Where the rows without a category sit; null when there are none. */
  uncategorizedSortOrder: number | null;
}

/** The pack shows its categories in the file's order, as LighterPack listed them. */
export function packCategoryLayout(
  names: readonly string[],
  categoryIdOf: (name: string) => string | null,
): PackCategoryLayout {
  const layout: PackCategoryLayout = { positions: [], uncategorizedSortOrder: null };
  names.forEach((name, sortOrder) => {
    const categoryId = categoryIdOf(name);
    if (categoryId === null) layout.uncategorizedSortOrder = sortOrder;
    else layout.positions.push({ categoryId, sortOrder });
  });
  return layout;
}

/** A category the import creates, its id chosen beforehand. */
export interface NewImportedCategory extends NewCategory {
  id: string;
}

/** A library item the import creates, its id chosen beforehand. */
export interface NewImportedItem {
  id: string;
  name: string;
  categoryId: string | null;
  notes: string;
  weightMg: number;
  weightUnit: WeightUnit;
  url: string | null;
  priceMinor: number | null;
  currency: string | null;
}

export interface NewImportedLine {
  gearItemId: string;
  quantity: number;
  worn: boolean;
  consumable: boolean;
}

/** What the library holds that an import reuses. */
export interface ImportLibrary {
  categories: readonly LibraryCategory[];
  /** The sort order that puts a new category last. */
  nextSortOrder: number;
  /** The owner's items named like a row (any case), the oldest first. */
  candidates: readonly LibraryItemCandidate[];
}

/** Every row an import writes, ids included, decided before anything is written. */
export interface ImportWrites {
  categories: NewImportedCategory[];
  items: NewImportedItem[];
  /** One per row, in the file's order. */
  lines: NewImportedLine[];
  layout: PackCategoryLayout;
  matchedItems: MatchedItemDto[];
}

/**
 * Plans an import against the library: the categories and items it lacks (with ids from
 * `newId`, so the rows can be written in several steps and removed by id if the import fails),
 * each row's item (a matched one or a new one), and the pack's category order.
 */
export function planWrites(
  lines: readonly ImportLine[],
  currency: string,
  library: ImportLibrary,
  newId: () => string,
): ImportWrites {
  const names = fileCategories(lines);
  const categories = missingCategories(names, library.categories, library.nextSortOrder).map(
    (category) => ({ ...category, id: newId() }),
  );
  const known = [...library.categories, ...categories];
  const categoryIdOf = categoryIdFinder(known);
  const matches = matchLibraryItems(lines, categoryIdOf, library.candidates);
  const items: NewImportedItem[] = [];
  const planned = lines.map((line, index) => {
    const match = matches[index];
    if (match) return { line, gearItemId: match.id, match };
    const { item } = line;
    const id = newId();
    items.push({
      ...item,
      id,
      categoryId: categoryIdOf(item.category),
      currency: item.priceMinor === null ? null : currency,
    });
    return { line, gearItemId: id, match: null };
  });
  const categoryName = new Map(known.map((category) => [category.id, category.name]));
  return {
    categories,
    items,
    lines: planned.map(({ line, gearItemId }) => ({
      gearItemId,
      quantity: line.quantity,
      worn: line.worn,
      consumable: line.consumable,
    })),
    layout: packCategoryLayout(names, categoryIdOf),
    matchedItems: planned.flatMap(({ line, match }) =>
      match
        ? [
            {
              line: line.line,
              name: match.name,
              category: match.categoryId === null ? '' : (categoryName.get(match.categoryId) ?? ''),
            },
          ]
        : [],
    ),
  };
}
