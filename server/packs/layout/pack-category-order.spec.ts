import { describe, expect, it } from 'vitest';
import { orderPackCategories } from './pack-category-order.js';

const library = ['a', 'b', 'c', 'd'].map((id) => ({
  id,
  name: id.toUpperCase(),
  color: '#000000',
  packSortOrder: null as number | null,
}));

const placed = (positions: Record<string, number>) =>
  library.map((row) => ({ ...row, packSortOrder: positions[row.id] ?? null }));

const ids = (present: (string | null)[], rows = library, uncategorized: number | null = null) =>
  orderPackCategories(new Set(present), rows, uncategorized).map((c) => c.categoryId);

describe('orderPackCategories', () => {
  it('shows only the categories present, in library order, Uncategorized last', () => {
    expect(ids([null, 'c', 'a'])).toEqual(['a', 'c', null]);
  });

  it('puts the categories placed in the pack first, by their position', () => {
    expect(ids(['a', 'b', 'c', 'd'], placed({ d: 0, b: 1 }))).toEqual(['d', 'b', 'a', 'c']);
  });

  it('places Uncategorized among them when the pack says where', () => {
    expect(ids([null, 'a', 'b'], placed({ b: 0, a: 2 }), 1)).toEqual(['b', null, 'a']);
  });

  it('numbers the result from 0 and names Uncategorized', () => {
    const ordered = orderPackCategories(new Set([null, 'b']), library, null);
    expect(ordered).toEqual([
      { categoryId: 'b', name: 'B', color: '#000000', sortOrder: 0 },
      { categoryId: null, name: 'Uncategorized', color: '#6b7280', sortOrder: 1 },
    ]);
  });
});
