import { describe, expect, it } from 'vitest';
import type { GearCategory, GearItem } from '@client/lib/api/gear-types';
import { buildRows, DEFAULT_VIEW, NO_CATEGORY, type GearView } from './gear-rows';

const category = (id: string, name: string, sortOrder: number): GearCategory => ({
  id,
  name,
  color: '#2f855a',
  sortOrder,
  itemCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const item = (fields: Partial<GearItem> & Pick<GearItem, 'id' | 'name'>): GearItem => ({
  brand: '',
  categoryId: null,
  weightMg: 0,
  weightUnit: 'g',
  quantityOwned: 1,
  priceMinor: null,
  currency: null,
  url: null,
  notes: '',
  photoUrl: null,
  retired: false,
  retireAfterM: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const categories = [category('c-sleep', 'Sleep', 1), category('c-shelter', 'Shelter', 0)];
const items = [
  item({ id: '1', name: 'Tent', brand: 'Zpacks', categoryId: 'c-shelter', weightMg: 539_000 }),
  item({
    id: '2',
    name: 'quilt',
    categoryId: 'c-sleep',
    weightMg: 567_000,
    priceMinor: 32_500,
    currency: 'GBP',
  }),
  item({ id: '3', name: 'Spoon', weightMg: 12_000, notes: 'long handle' }),
  item({ id: '4', name: 'Old tent', categoryId: 'c-shelter', weightMg: 1_900_000, retired: true }),
];

const names = (view: Partial<GearView>) =>
  buildRows(items, { ...DEFAULT_VIEW, ...view }, categories).visible.map((i) => i.name);

describe('buildRows', () => {
  it('hides retired items unless asked, and sorts by name ignoring case', () => {
    expect(names({})).toEqual(['quilt', 'Spoon', 'Tent']);
    expect(names({ showRetired: true })).toEqual(['Old tent', 'quilt', 'Spoon', 'Tent']);
  });

  it('sorts by weight both ways', () => {
    expect(names({ sort: 'weight' })).toEqual(['Spoon', 'Tent', 'quilt']);
    expect(names({ sort: 'weight', order: 'desc' })).toEqual(['quilt', 'Tent', 'Spoon']);
  });

  it('puts items without a price or brand last whichever the direction', () => {
    expect(names({ sort: 'price' })[0]).toBe('quilt');
    expect(names({ sort: 'price', order: 'desc' })[0]).toBe('quilt');
    expect(names({ sort: 'brand', order: 'desc' })[0]).toBe('Tent');
  });

  it('sorts by category in the categories’ order, uncategorized last', () => {
    expect(names({ sort: 'category' })).toEqual(['Tent', 'quilt', 'Spoon']);
  });

  it('finds every word of the search in the name, brand or notes', () => {
    expect(names({ search: 'zpa' })).toEqual(['Tent']);
    expect(names({ search: 'LONG handle' })).toEqual(['Spoon']);
    expect(names({ search: 'long tent' })).toEqual([]);
  });

  it('filters by category, or by none', () => {
    expect(names({ categoryId: 'c-sleep' })).toEqual(['quilt']);
    expect(names({ categoryId: NO_CATEGORY })).toEqual(['Spoon']);
  });

  it('groups by category in their order, with counts and weights, uncategorized last', () => {
    const { rows } = buildRows(
      items,
      { ...DEFAULT_VIEW, grouped: true, showRetired: true },
      categories,
    );
    expect(
      rows.map((row) =>
        row.kind === 'group'
          ? `${row.category?.name ?? 'none'} ${row.count} ${row.weightMg}`
          : row.item.name,
      ),
    ).toEqual([
      'Shelter 2 2439000',
      'Old tent',
      'Tent',
      'Sleep 1 567000',
      'quilt',
      'none 1 12000',
      'Spoon',
    ]);
  });
});
