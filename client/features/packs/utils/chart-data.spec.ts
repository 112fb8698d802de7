import { describe, expect, it } from 'vitest';
import { withLineChanges } from './pack-edits';
import { knownPack } from './pack-fixture';
import { withTotals } from './pack-figures';
import { chartData, shade, shareText } from './chart-data';

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

  it('tints a category’s colour for its lines', () => {
    expect(shade('#336699', 0)).toBe('#336699');
    expect(shade('#000000', 0.5)).toBe('#808080');
    expect(shade('#ffffff', -1)).toBe('#000000');
    expect(shade('not a colour', 0.5)).toBe('not a colour');
  });

  it('gives shares in whole percent, a sliver as <1 %', () => {
    expect([shareText(1, 3), shareText(1, 1000), shareText(0, 0)]).toEqual(['33 %', '<1 %', '0 %']);
  });
});
