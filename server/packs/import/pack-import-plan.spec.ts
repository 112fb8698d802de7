import { describe, expect, it } from 'vitest';
import { CATEGORY_PALETTE } from '@server/gear/category-palette.js';
import {
  categoryIdFinder,
  fileCategories,
  matchLibraryItems,
  missingCategories,
  packCategoryLayout,
  planWrites,
} from './pack-import-plan.js';
import type { ImportLine } from './pack-import-rows.js';

/** A library item's values as a row that agrees with it would give them. */
const SAME_VALUES = {
  weightMg: 0,
  weightUnit: 'g',
  priceMinor: null,
  currency: null,
  url: null,
  notes: '',
} as const;

const line = (name: string, category: string): ImportLine => ({
  line: 2,
  item: {
    name,
    category,
    notes: '',
    weightMg: 0,
    weightUnit: 'g',
    url: null,
    urlLeftOut: false,
    priceMinor: null,
  },
  quantity: 1,
  worn: false,
  consumable: false,
});

describe('the categories of an import', () => {
  const lines = [line('a', 'Sleep'), line('b', ''), line('c', 'SLEEP'), line('d', 'Kitchen')];

  it('lists each once, in the order the file first shows it, “none” included', () => {
    expect(fileCategories(lines)).toEqual(['Sleep', '', 'Kitchen']);
  });

  it('creates those the library lacks (any case), after its own, with the next colours', () => {
    const library = [{ id: 'k', name: 'kitchen' }];
    expect(missingCategories(['Sleep', '', 'Kitchen', 'Water'], library, 5)).toEqual([
      { name: 'Sleep', color: CATEGORY_PALETTE[1], sortOrder: 5 },
      { name: 'Water', color: CATEGORY_PALETTE[2], sortOrder: 6 },
    ]);
  });

  it('finds ids by name in any case, and none for the empty name', () => {
    const idOf = categoryIdFinder([{ id: 'k', name: 'Kitchen' }]);
    expect([idOf('KITCHEN'), idOf(' kitchen '), idOf(''), idOf('Water')]).toEqual([
      'k',
      'k',
      null,
      null,
    ]);
  });

  it('lays the pack out in the file’s order, placing “none” among them', () => {
    const idOf = categoryIdFinder([
      { id: 's', name: 'Sleep' },
      { id: 'k', name: 'Kitchen' },
    ]);
    expect(packCategoryLayout(['Sleep', '', 'Kitchen'], idOf)).toEqual({
      positions: [
        { categoryId: 's', sortOrder: 0 },
        { categoryId: 'k', sortOrder: 2 },
      ],
      uncategorizedSortOrder: 1,
    });
  });
});

describe('matchLibraryItems', () => {
  const idOf = categoryIdFinder([{ id: 'shelter', name: 'Shelter' }]);
  const candidate = (id: string, name: string, categoryId: string | null, retired = false) => ({
    id,
    name,
    categoryId,
    retired,
    ...SAME_VALUES,
  });

  it('matches the same name (trimmed, any case) in the same category only', () => {
    const matches = matchLibraryItems(
      [line('Tent', 'Shelter'), line('Tent', ''), line('Stove', '')],
      idOf,
      [candidate('t1', ' tent', 'shelter'), candidate('t2', 'TENT', null)],
    );
    expect(matches.map((match) => match?.id ?? null)).toEqual(['t1', 't2', null]);
  });

  it('prefers an item in use to a retired one, else the first (oldest)', () => {
    const [retiredFirst] = matchLibraryItems([line('Tent', '')], idOf, [
      candidate('old', 'Tent', null, true),
      candidate('used', 'Tent', null),
      candidate('newer', 'Tent', null),
    ]);
    expect(retiredFirst?.id).toBe('used');
  });
});

describe('planWrites', () => {
  it('decides every row to write, ids included, before anything is written', () => {
    let next = 0;
    const newId = () => `new-${(next += 1)}`;
    const priced = { ...line('Stove', 'Kitchen'), quantity: 2 };
    priced.item = { ...priced.item, priceMinor: 3999 };
    const writes = planWrites(
      [line('Tent', 'Shelter'), priced, line('Tent', '')],
      'EUR',
      {
        categories: [{ id: 'shelter', name: 'Shelter' }],
        nextSortOrder: 4,
        candidates: [
          { id: 'tent', name: 'Tent', categoryId: 'shelter', retired: false, ...SAME_VALUES },
        ],
      },
      newId,
      { updateLibrary: false, packQuantities: null },
    );
    expect(writes.categories).toEqual([
      { id: 'new-1', name: 'Kitchen', color: CATEGORY_PALETTE[1], sortOrder: 4 },
    ]);
    expect(
      writes.items.map(({ id, name, categoryId, currency }) => [id, name, categoryId, currency]),
    ).toEqual([
      ['new-2', 'Stove', 'new-1', 'EUR'],
      ['new-3', 'Tent', null, null],
    ]);
    expect(writes.lines.map((planned) => [planned.gearItemId, planned.quantity])).toEqual([
      ['tent', 1],
      ['new-2', 2],
      ['new-3', 1],
    ]);
    expect(writes.layout).toEqual({
      positions: [
        { categoryId: 'shelter', sortOrder: 0 },
        { categoryId: 'new-1', sortOrder: 1 },
      ],
      uncategorizedSortOrder: 2,
    });
    expect(writes.matchedItems).toEqual([
      { line: 2, gearItemId: 'tent', name: 'Tent', category: 'Shelter', differences: {} },
    ]);
    expect(writes.itemUpdates).toEqual([]);
  });

  const library = (weightMg: number) => ({
    categories: [{ id: 'shelter', name: 'Shelter' }],
    nextSortOrder: 1,
    candidates: [
      { id: 'zelt', name: 'Zelt', categoryId: 'shelter', retired: false, ...SAME_VALUES, weightMg },
    ],
  });
  const zelt = (weightMg: number): ImportLine => {
    const row = line('Zelt', 'Shelter');
    return { ...row, quantity: 2, item: { ...row.item, weightMg } };
  };

  it('reports how a matched item differs, and updates only when asked', () => {
    const keep = planWrites([zelt(999_000)], 'EUR', library(564_000), () => 'new', {
      updateLibrary: false,
      packQuantities: null,
    });
    const weight = {
      library: { weightMg: 564_000, weightUnit: 'g' },
      file: { weightMg: 999_000, weightUnit: 'g' },
    };
    expect(keep.matchedItems[0]?.differences).toEqual({ weight });
    expect([keep.itemUpdates, keep.itemRestores]).toEqual([[], []]);
    const update = planWrites([zelt(999_000)], 'EUR', library(564_000), () => 'new', {
      updateLibrary: true,
      packQuantities: null,
    });
    expect(update.itemUpdates).toEqual([{ id: 'zelt', values: weight.file }]);
    expect(update.itemRestores).toEqual([{ id: 'zelt', values: weight.library }]);
  });

  it('into an existing pack, adds no line for an item it holds, and says so', () => {
    const writes = planWrites(
      [zelt(564_000), line('Stakes', 'Shelter')],
      'EUR',
      library(564_000),
      () => 'stakes',
      { updateLibrary: false, packQuantities: new Map([['zelt', 1]]) },
    );
    expect(writes.lines.map((planned) => planned.gearItemId)).toEqual(['stakes']);
    expect(writes.alreadyInPack).toEqual([
      { line: 2, name: 'Zelt', category: 'Shelter', packQuantity: 1, fileQuantity: 2 },
    ]);
  });
});
