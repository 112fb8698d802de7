import { paletteColor } from '@server/gear/category-palette.js';
import type { AlreadyInPackDto, MatchedItemDto } from '../dto/import-pack-result.dto.js';
import {
  hasDifferences,
  itemChanges,
  itemDifferences,
  type ItemChange,
  type ItemValues,
} from './pack-import-differences.js';
import type { ImportLine } from './pack-import-rows.js';

export interface LibraryCategory {
  id: string;
  name: string;
}

/** A library item whose name matches a row's, case aside, with the values a row may change. */
export interface LibraryItemCandidate extends ItemValues {
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
export interface NewImportedItem extends ItemValues {
  id: string;
  name: string;
  categoryId: string | null;
  brand: string;
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

export interface PlanOptions {
  /** Update the matched items that differ from their rows to the file's values. */
  updateLibrary: boolean;
  /**
   * Into an existing pack: the quantity of each item it has a line for (by item id). Rows of
   * those items add no line; null for a new pack.
   */
  packQuantities: ReadonlyMap<string, number> | null;
}

/** An item as a report names it, with its category's name ('' for none). */
export interface NamedItem {
  name: string;
  category: string;
}

/** Every row an import writes, ids included, decided before anything is written. */
export interface ImportWrites {
  categories: NewImportedCategory[];
  items: NewImportedItem[];
  /** The items created, as the library names them (in `items`' order). */
  newItems: NamedItem[];
  /** One per row the pack gains, in the file's order. */
  lines: NewImportedLine[];
  layout: PackCategoryLayout;
  matchedItems: MatchedItemDto[];
  alreadyInPack: AlreadyInPackDto[];
  /** With updateLibrary: the matched items' new values, and the values to restore on failure. */
  itemUpdates: ItemChange[];
  itemRestores: ItemChange[];
}

interface PlannedRow {
  line: ImportLine;
  gearItemId: string;
  match: LibraryItemCandidate | null;
}

/** A new library item from a row (prices in the row's own currency, else the import's). */
function newItem(
  line: ImportLine,
  id: string,
  categoryId: string | null,
  currency: string,
): NewImportedItem {
  const { name, notes, weightMg, weightUnit, url, priceMinor } = line.item;
  return {
    id,
    name,
    categoryId,
    brand: line.item.brand ?? '',
    notes,
    weightMg,
    weightUnit,
    url,
    priceMinor,
    currency: priceMinor === null ? null : (line.item.currency ?? currency),
  };
}

/**
 * Plans an import against the library: the categories and items it lacks (with ids from
 * `newId`, so the rows can be written in several steps and removed by id if the import fails),
 * each row's item (a matched one or a new one) and how the file differs from a matched one, the
 * lines the pack gains (into an existing pack, none for an item it already holds), and the
 * pack's category order for them.
 */
export function planWrites(
  lines: readonly ImportLine[],
  currency: string,
  library: ImportLibrary,
  newId: () => string,
  options: PlanOptions,
): ImportWrites {
  const names = fileCategories(lines);
  const categories = missingCategories(names, library.categories, library.nextSortOrder).map(
    (category) => ({ ...category, id: newId() }),
  );
  const known = [...library.categories, ...categories];
  const categoryIdOf = categoryIdFinder(known);
  const matches = matchLibraryItems(lines, categoryIdOf, library.candidates);
  const items: NewImportedItem[] = [];
  const planned: PlannedRow[] = lines.map((line, index) => {
    const match = matches[index] ?? null;
    if (match) return { line, gearItemId: match.id, match };
    const id = newId();
    items.push(newItem(line, id, categoryIdOf(line.item.category), currency));
    return { line, gearItemId: id, match: null };
  });
  const categoryName = new Map(known.map((category) => [category.id, category.name]));
  const nameOf = (categoryId: string | null) =>
    categoryId === null ? '' : (categoryName.get(categoryId) ?? '');
  const inPack = options.packQuantities;
  const added = planned.filter(({ gearItemId }) => !inPack?.has(gearItemId));
  const writes: ImportWrites = {
    categories,
    items,
    newItems: items.map((item) => ({ name: item.name, category: nameOf(item.categoryId) })),
    lines: added.map(({ line, gearItemId }) => ({
      gearItemId,
      quantity: line.quantity,
      worn: line.worn,
      consumable: line.consumable,
    })),
    layout: packCategoryLayout(fileCategories(added.map(({ line }) => line)), categoryIdOf),
    matchedItems: [],
    alreadyInPack: [],
    itemUpdates: [],
    itemRestores: [],
  };
  for (const { line, match } of planned) {
    if (!match) continue;
    const category = nameOf(match.categoryId);
    const differences = itemDifferences(match, line.item, line.item.currency ?? currency);
    writes.matchedItems.push({
      line: line.line,
      gearItemId: match.id,
      name: match.name,
      category,
      differences,
    });
    const packQuantity = inPack?.get(match.id);
    if (packQuantity !== undefined) {
      writes.alreadyInPack.push({
        line: line.line,
        name: match.name,
        category,
        packQuantity,
        fileQuantity: line.quantity,
      });
    }
    if (options.updateLibrary && hasDifferences(differences)) {
      const { update, restore } = itemChanges(match.id, differences);
      writes.itemUpdates.push(update);
      writes.itemRestores.push(restore);
    }
  }
  return writes;
}
