import { paletteColor } from '@server/gear/category-palette.js';
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
    const key = `${item.name.toLowerCase()}\u0000${categoryIdOf(item.category) ?? ''}`;
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
