import { describe, expect, it } from 'vitest';
import { withLineChanges } from './pack-edits';
import { knownPack } from './pack-fixture';
import { withTotals } from './pack-figures';
import { MAX_LINE_SLICES } from '@client/components/pack-chart';
import { chartData } from './chart-data';

describe('the weight chart', () => {
  it('has categories inside and their lines outside, in the same order and sums', () => {
    const data = chartData(withTotals(knownPack()));
    expect(data.categories.map((s) => [s.name, s.valueMg])).toEqual([
      ['Shelter', 850_000],
      ['Clothing', 180_000],
      ['Kitchen', 151_000],
      ['Uncategorized', 100_000],
    ]);
    expect(data.items.map((s) => [s.name, s.categoryName, s.valueMg])).toEqual([
      ['Tent', 'Shelter', 850_000],
      ['Socks', 'Clothing', 180_000],
      ['Cook kit', 'Kitchen', 151_000],
      ['Fuel canister', 'Uncategorized', 100_000],
    ]);
    const sum = (slices: { valueMg: number }[]) => slices.reduce((t, s) => t + s.valueMg, 0);
    expect(sum(data.items)).toBe(sum(data.categories));
    expect(data.totalMg).toBe(sum(data.categories));
  });

  it('leaves out what weighs nothing', () => {
    const data = chartData(withLineChanges(withTotals(knownPack()), 'tent', { quantity: 0 }));
    expect(data.categories.map((s) => s.name)).not.toContain('Shelter');
    expect(data.items.map((s) => s.name)).not.toContain('Tent');
  });
});

describe('the weight chart of a large pack', () => {
  it('draws at most MAX_LINE_SLICES lines, the heaviest of each category and one for the rest', () => {
    const pack = withTotals(knownPack());
    const [template] = pack.lines.filter((line) => line.item);
    const item = template?.item;
    if (!template || !item) throw new Error('no item line');
    const lines = Array.from({ length: 1_000 }, (_, n) => ({
      ...template,
      id: `line-${n}`,
      categoryId: n % 2 === 0 ? 'a' : 'b',
      quantity: 1,
      worn: false,
      consumable: false,
      item: { ...item, name: `Item ${n}`, weightMg: 1_000 + n },
    }));
    const large = withTotals({
      ...pack,
      categories: [
        { categoryId: 'a', name: 'A', color: '#336699', sortOrder: 0 },
        { categoryId: 'b', name: 'B', color: '#993366', sortOrder: 1 },
      ],
      lines,
    });
    const data = chartData(large);
    expect(data.items.length).toBeLessThanOrEqual(MAX_LINE_SLICES);
    const sum = (slices: { valueMg: number }[]) => slices.reduce((t, s) => t + s.valueMg, 0);
    expect(sum(data.items)).toBe(data.totalMg);
    const inA = data.items.filter((slice) => slice.categoryName === 'A');
    expect(inA.at(-1)).toMatchObject({ key: 'a:rest', name: '401 more items' });
    // The heaviest line of A (item 998) has a slice of its own.
    expect(inA.some((slice) => slice.name === 'Item 998')).toBe(true);
  });
});
