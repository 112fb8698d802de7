import { describe, expect, it } from 'vitest';
import { CLOTHING, KITCHEN, SHELTER, knownPack } from './pack-fixture';
import { bundleWeightMg, packSections, unitWeightMg, withTotals } from './pack-figures';

describe('the figures worked out in the browser', () => {
  it('equal the server’s for the hand-worked pack (worn rule, bundle, fractions, prices)', () => {
    const { totals } = withTotals(knownPack());
    // The same figures test/api/packs-totals.test.ts expects from the server.
    expect(totals).toEqual({
      totalMg: 850_000 + 180_000 + 100_000 + 151_000,
      baseMg: 850_000 + 120_000 + 151_000,
      wornMg: 60_000,
      consumableMg: 100_000,
      packWeightMg: 1_281_000 - 60_000,
      itemCount: 1 + 3 + 0.5 + 3,
      priceByCurrency: { EUR: 45_000 + 3 * 1_500, USD: 200 + 3_500 },
      byCategory: [
        {
          categoryId: SHELTER,
          totalMg: 850_000,
          baseMg: 850_000,
          wornMg: 0,
          consumableMg: 0,
          itemCount: 1,
          priceByCurrency: { EUR: 45_000 },
          items: [{ lineId: 'tent', totalMg: 850_000 }],
        },
        {
          categoryId: CLOTHING,
          totalMg: 180_000,
          baseMg: 120_000,
          wornMg: 60_000,
          consumableMg: 0,
          itemCount: 3,
          priceByCurrency: { EUR: 4_500 },
          items: [{ lineId: 'socks', totalMg: 180_000 }],
        },
        {
          categoryId: KITCHEN,
          totalMg: 151_000,
          baseMg: 151_000,
          wornMg: 0,
          consumableMg: 0,
          itemCount: 3,
          priceByCurrency: { USD: 3_500 },
          items: [{ lineId: 'kit', totalMg: 151_000 }],
        },
        {
          categoryId: null,
          totalMg: 100_000,
          baseMg: 0,
          wornMg: 0,
          consumableMg: 100_000,
          itemCount: 0.5,
          priceByCurrency: { USD: 200 },
          items: [{ lineId: 'fuel', totalMg: 100_000 }],
        },
      ],
    });
  });

  it('put lines in category order and number them, keeping their order within a category', () => {
    const pack = knownPack();
    const shuffled = { ...pack, lines: [...pack.lines].reverse() };
    const { lines } = withTotals(shuffled);
    expect(lines.map((line) => [line.id, line.sortOrder])).toEqual([
      ['tent', 0],
      ['socks', 1],
      ['kit', 2],
      ['fuel', 3],
    ]);
  });

  it('drop a category once its last line is gone, and renumber the rest', () => {
    const pack = knownPack();
    const next = withTotals({ ...pack, lines: pack.lines.filter((line) => line.id !== 'socks') });
    expect(next.categories.map((c) => [c.name, c.sortOrder])).toEqual([
      ['Shelter', 0],
      ['Kitchen', 1],
      ['Uncategorized', 2],
    ]);
    expect(next.totals.byCategory.map((c) => c.categoryId)).toEqual([SHELTER, KITCHEN, null]);
  });

  it('weigh one bundle as its items times their quantities', () => {
    const kit = knownPack().lines.find((line) => line.id === 'kit');
    expect(kit && bundleWeightMg(kit)).toBe(151_000);
    expect(kit && unitWeightMg(kit)).toBe(151_000);
  });

  it('group the lines by category with each category’s figures', () => {
    const sections = packSections(withTotals(knownPack()));
    expect(sections.map((s) => [s.category.name, s.totals?.totalMg, s.lines.length])).toEqual([
      ['Shelter', 850_000, 1],
      ['Clothing', 180_000, 1],
      ['Kitchen', 151_000, 1],
      ['Uncategorized', 100_000, 1],
    ]);
  });
});
