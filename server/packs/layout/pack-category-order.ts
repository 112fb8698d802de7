import type { CategoryPlacementRow } from './pack-categories.repository.js';

/** How a pack shows the lines that have no category. */
export const UNCATEGORIZED = { name: 'Uncategorized', color: '#6b7280' } as const;

export interface OrderedCategory {
  /** Null: the lines without a category. */
  categoryId: string | null;
  name: string;
  color: string;
  /** Position in the pack, from 0. */
  sortOrder: number;
}

interface Ranked {
  category: Omit<OrderedCategory, 'sortOrder'>;
  placed: number | null;
  libraryIndex: number;
}

const compare = (a: Ranked, b: Ranked): number => {
  if (a.placed !== null && b.placed !== null) {
    return a.placed - b.placed || a.libraryIndex - b.libraryIndex;
  }
  if (a.placed !== null) return -1;
  if (b.placed !== null) return 1;
  return a.libraryIndex - b.libraryIndex;
};

/**
 * The categories present in a pack, in the pack's order: those the user placed (a
 * pack_categories row, or the pack's uncategorized position) by that position, then the
 * others in library order, with Uncategorized last unless placed. `library` is every category
 * of the owner in library order.
 */
export function orderPackCategories(
  present: ReadonlySet<string | null>,
  library: readonly CategoryPlacementRow[],
  uncategorizedSortOrder: number | null,
): OrderedCategory[] {
  const ranked: Ranked[] = library.flatMap((row, libraryIndex) =>
    present.has(row.id)
      ? [
          {
            category: { categoryId: row.id, name: row.name, color: row.color },
            placed: row.packSortOrder,
            libraryIndex,
          },
        ]
      : [],
  );
  if (present.has(null)) {
    ranked.push({
      category: { categoryId: null, ...UNCATEGORIZED },
      placed: uncategorizedSortOrder,
      libraryIndex: library.length,
    });
  }
  return ranked.sort(compare).map(({ category }, sortOrder) => ({ ...category, sortOrder }));
}
