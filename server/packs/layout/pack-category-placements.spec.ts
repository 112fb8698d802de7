import { describe, expect, it } from 'vitest';
import type { PlacedCategoryRow } from './pack-categories.repository.js';
import { placementsByPack } from './pack-category-placements.js';

const category = (
  id: string,
  packId: string | null = null,
  packSortOrder: number | null = null,
): PlacedCategoryRow => ({ id, name: `Category ${id}`, color: '#000000', packId, packSortOrder });

describe('placementsByPack', () => {
  it('gives each pack every category in library order with its own positions', () => {
    const rows = [
      category('shelter', 'p1', 1),
      category('shelter', 'p2', 0),
      category('cook'),
      category('water', 'p2', 3),
    ];
    const byPack = placementsByPack(rows, ['p1', 'p2']);
    expect(byPack.get('p1')).toEqual([
      { id: 'shelter', name: 'Category shelter', color: '#000000', packSortOrder: 1 },
      { id: 'cook', name: 'Category cook', color: '#000000', packSortOrder: null },
      { id: 'water', name: 'Category water', color: '#000000', packSortOrder: null },
    ]);
    expect(byPack.get('p2')?.map((row) => [row.id, row.packSortOrder])).toEqual([
      ['shelter', 0],
      ['cook', null],
      ['water', 3],
    ]);
  });

  it('gives a pack that placed nothing the library with no positions', () => {
    const byPack = placementsByPack([category('shelter', 'p1', 0), category('cook')], ['p1', 'p3']);
    expect(byPack.get('p3')).toEqual([
      { id: 'shelter', name: 'Category shelter', color: '#000000', packSortOrder: null },
      { id: 'cook', name: 'Category cook', color: '#000000', packSortOrder: null },
    ]);
  });

  it('gives every pack an empty list when the owner has no categories', () => {
    expect([...placementsByPack([], ['p1', 'p2'])]).toEqual([
      ['p1', []],
      ['p2', []],
    ]);
  });
});
