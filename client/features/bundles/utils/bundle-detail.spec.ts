import { describe, expect, it } from 'vitest';
import type { BundleDetail, BundleEntry, BundleSummary } from '@client/lib/api/bundle-types';
import {
  entryWeightMg,
  movedIds,
  summaryOf,
  withEntry,
  withEntryOrder,
  withEntryQuantity,
  withoutEntry,
  withSummary,
} from './bundle-detail';

function entry(id: string, weightMg: number, quantity: number, price?: [number, string]) {
  return {
    id,
    gearItemId: `item-${id}`,
    quantity,
    sortOrder: 0,
    item: {
      name: id,
      brand: '',
      weightMg,
      priceMinor: price?.[0] ?? null,
      currency: price?.[1] ?? null,
      photoUrl: null,
      categoryId: null,
      retired: false,
    },
  } satisfies BundleEntry;
}

const detail = (items: BundleEntry[]): BundleDetail => ({
  id: 'b1',
  name: 'Cook kit',
  description: '',
  categoryId: null,
  itemCount: 0,
  totalWeightMg: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  items,
  priceByCurrency: {},
  usedInPacks: [],
});

const stove = entry('stove', 67_000, 1, [6_500, 'EUR']);
const gas = entry('gas', 200_333, 1, [399, 'USD']);
const spoon = entry('spoon', 12_000, 2);

describe('a bundle changed on the client', () => {
  it('works out its totals again when a quantity changes, rounding each entry to whole mg', () => {
    const changed = withEntryQuantity(detail([stove, gas]), 'gas', 0.5);
    expect(changed.items.map((item) => item.quantity)).toEqual([1, 0.5]);
    expect(changed.totalWeightMg).toBe(67_000 + 100_167);
    expect(changed.itemCount).toBe(1.5);
    // Half a 3.99 canister costs 2.00, as the server rounds it.
    expect(changed.priceByCurrency).toEqual({ EUR: 6_500, USD: 200 });
  });

  it('drops an entry and its weight', () => {
    const changed = withoutEntry(detail([stove, spoon]), 'stove');
    expect(changed.items.map((item) => item.id)).toEqual(['spoon']);
    expect(changed.totalWeightMg).toBe(24_000);
    expect(changed.priceByCurrency).toEqual({});
  });

  it('puts a saved entry in its place, or last when it is new', () => {
    const more = { ...stove, quantity: 3 };
    expect(withEntry(detail([stove, spoon]), more).items).toEqual([more, spoon]);
    expect(withEntry(detail([stove]), spoon).items.map((item) => item.id)).toEqual([
      'stove',
      'spoon',
    ]);
  });

  it('orders the entries by the ids given and numbers them from 0', () => {
    const ordered = withEntryOrder(detail([stove, gas, spoon]), ['spoon', 'stove', 'gas']);
    expect(ordered.items.map((item) => [item.id, item.sortOrder])).toEqual([
      ['spoon', 0],
      ['stove', 1],
      ['gas', 2],
    ]);
  });

  it('moves an id to the place of the one it is dropped on, either way', () => {
    const entries = [stove, gas, spoon];
    expect(movedIds(entries, 'stove', 'spoon')).toEqual(['gas', 'spoon', 'stove']);
    expect(movedIds(entries, 'spoon', 'stove')).toEqual(['spoon', 'stove', 'gas']);
    expect(movedIds(entries, 'gas', 'gas')).toEqual(['stove', 'gas', 'spoon']);
  });

  it('weighs an entry as unit weight times quantity', () => {
    expect(entryWeightMg(spoon)).toBe(24_000);
    expect(entryWeightMg({ ...gas, quantity: 0.25 })).toBe(50_083);
  });

  it('updates the list entry by name order without the detail-only fields', () => {
    const list: BundleSummary[] = [
      { ...summaryOf(detail([])), id: 'b0', name: 'Bivvy kit' },
      { ...summaryOf(detail([])), id: 'b2', name: 'first aid' },
    ];
    const renamed = { ...withEntryQuantity(detail([spoon]), 'spoon', 3), name: 'Zebra kit' };
    const updated = withSummary(list, renamed);
    expect(updated?.map((bundle) => bundle.name)).toEqual(['Bivvy kit', 'first aid', 'Zebra kit']);
    expect(updated?.[2]).toEqual(summaryOf(renamed));
    expect(updated?.[2]).not.toHaveProperty('items');
    expect(withSummary(undefined, renamed)).toBeUndefined();
  });
});
