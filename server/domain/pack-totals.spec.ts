import { describe, expect, it } from 'vitest';

import {
  type BundleItem,
  type PackLineInput,
  bundleTotals,
  computePackTotals,
  expandBundleLine,
  lineWeights,
  packLineInputs,
} from './pack-totals.js';

let nextId = 0;
function line(overrides: Partial<PackLineInput> = {}): PackLineInput {
  nextId += 1;
  return {
    lineId: `line-${nextId}`,
    categoryId: 'shelter',
    quantity: 1,
    worn: false,
    consumable: false,
    unitWeightMg: 100_000,
    unitPriceMinor: null,
    currency: null,
    ...overrides,
  };
}

function bundleItem(overrides: Partial<BundleItem> = {}): BundleItem {
  return {
    gearItemId: 'stake',
    quantity: 1,
    unitWeightMg: 10_000,
    unitPriceMinor: null,
    currency: null,
    categoryId: 'shelter',
    ...overrides,
  };
}

describe('lineWeights and the worn rule', () => {
  it.each<[number, { total: number; worn: number; base: number }]>([
    [0, { total: 0, worn: 0, base: 0 }],
    [0.5, { total: 50_000, worn: 50_000, base: 0 }],
    [1, { total: 100_000, worn: 100_000, base: 0 }],
    [1.5, { total: 150_000, worn: 100_000, base: 50_000 }],
    [3, { total: 300_000, worn: 100_000, base: 200_000 }],
  ])('a worn line of quantity %s', (quantity, expected) => {
    expect(lineWeights(line({ quantity, worn: true }))).toEqual({ ...expected, consumable: 0 });
  });

  it('counts a line neither worn nor consumable as base', () => {
    expect(lineWeights(line({ quantity: 3 }))).toEqual({
      total: 300_000,
      base: 300_000,
      worn: 0,
      consumable: 0,
    });
  });

  it('counts a consumable line as consumable, not base', () => {
    expect(lineWeights(line({ quantity: 2, consumable: true }))).toEqual({
      total: 200_000,
      base: 0,
      worn: 0,
      consumable: 200_000,
    });
  });

  it('gives a worn and consumable line one worn unit and the rest consumable', () => {
    expect(lineWeights(line({ quantity: 3, worn: true, consumable: true }))).toEqual({
      total: 300_000,
      base: 0,
      worn: 100_000,
      consumable: 200_000,
    });
    expect(lineWeights(line({ quantity: 0.5, worn: true, consumable: true }))).toEqual({
      total: 50_000,
      base: 0,
      worn: 50_000,
      consumable: 0,
    });
  });

  it('rounds the line total once, to whole milligrams, and the parts still add up', () => {
    const weights = lineWeights(line({ quantity: 1 / 3, unitWeightMg: 100 }));
    expect(weights.total).toBe(33);
    const worn = lineWeights(line({ quantity: 2.5, unitWeightMg: 3, worn: true }));
    expect(worn).toEqual({ total: 8, worn: 3, base: 5, consumable: 0 });
  });

  it.each([
    { quantity: -1 },
    { quantity: Number.NaN },
    { unitWeightMg: 1.5 },
    { unitWeightMg: -1 },
    { unitPriceMinor: 1.5 },
  ])('rejects an invalid line %o', (overrides) => {
    expect(() => lineWeights(line(overrides))).toThrow(RangeError);
  });
});

describe('computePackTotals', () => {
  it('returns zeros for an empty pack', () => {
    expect(computePackTotals([])).toEqual({
      total: 0,
      base: 0,
      worn: 0,
      consumable: 0,
      packWeight: 0,
      itemCount: 0,
      priceByCurrency: {},
      byCategory: [],
    });
  });

  it('sums base, worn, consumable, total and pack weight per category and overall', () => {
    const tent = line({ lineId: 'tent', unitWeightMg: 1_000_000 });
    const socks = line({
      lineId: 'socks',
      categoryId: 'clothing',
      quantity: 3,
      worn: true,
      unitWeightMg: 50_000,
    });
    const food = line({
      lineId: 'food',
      categoryId: 'food',
      quantity: 2,
      consumable: true,
      unitWeightMg: 400_000,
    });
    const totals = computePackTotals([tent, socks, food]);
    expect(totals).toMatchObject({
      total: 1_950_000,
      base: 1_100_000,
      worn: 50_000,
      consumable: 800_000,
      packWeight: 1_900_000,
      itemCount: 6,
    });
    expect(totals.base).toBe(totals.total - totals.worn - totals.consumable);
    expect(totals.byCategory.map((c) => c.categoryId)).toEqual(['shelter', 'clothing', 'food']);
    expect(totals.byCategory[1]).toMatchObject({
      categoryId: 'clothing',
      total: 150_000,
      base: 100_000,
      worn: 50_000,
      consumable: 0,
      packWeight: 100_000,
      itemCount: 3,
      items: [{ lineId: 'socks', totalMg: 150_000 }],
    });
  });

  it('groups lines without a category under null, in first-seen order', () => {
    const totals = computePackTotals([
      line({ categoryId: null }),
      line({ categoryId: 'a' }),
      line({ categoryId: null, quantity: 2 }),
    ]);
    expect(totals.byCategory.map((c) => [c.categoryId, c.total, c.items.length])).toEqual([
      [null, 300_000, 2],
      ['a', 100_000, 1],
    ]);
  });

  it('keeps quantity 0 lines listed with no weight', () => {
    const totals = computePackTotals([line({ lineId: 'spare', quantity: 0, worn: true })]);
    expect(totals.total).toBe(0);
    expect(totals.byCategory[0]?.items).toEqual([{ lineId: 'spare', totalMg: 0 }]);
  });

  it('adds fractional quantities without binary noise', () => {
    const totals = computePackTotals([line({ quantity: 0.1 }), line({ quantity: 0.2 })]);
    expect(totals.itemCount).toBe(0.3);
    expect(totals.byCategory[0]?.itemCount).toBe(0.3);
  });

  it('totals prices per currency, counting every unit, worn ones too', () => {
    const totals = computePackTotals([
      line({ categoryId: 'a', quantity: 2, worn: true, unitPriceMinor: 1_999, currency: 'USD' }),
      line({ categoryId: 'a', unitPriceMinor: 4_500, currency: 'EUR' }),
      line({ categoryId: 'b', quantity: 0.5, unitPriceMinor: 399, currency: 'USD' }),
      line({ categoryId: 'b', unitPriceMinor: null, currency: 'USD' }),
      line({ categoryId: 'b', unitPriceMinor: 1_000, currency: null }),
    ]);
    expect(totals.priceByCurrency).toEqual({ USD: 3_998 + 200, EUR: 4_500 });
    expect(totals.byCategory[0]?.priceByCurrency).toEqual({ USD: 3_998, EUR: 4_500 });
    expect(totals.byCategory[1]?.priceByCurrency).toEqual({ USD: 200 });
  });

  it('handles ten thousand lines in one pass', () => {
    const lines = Array.from({ length: 10_000 }, (_, i) =>
      line({ categoryId: `c${i % 10}`, quantity: 2, worn: i % 2 === 0, unitWeightMg: 1_000 }),
    );
    const totals = computePackTotals(lines);
    expect(totals.total).toBe(20_000_000);
    expect(totals.worn).toBe(5_000_000);
    expect(totals.byCategory).toHaveLength(10);
  });
});

describe('expandBundleLine', () => {
  const kit = [
    bundleItem({
      gearItemId: 'stake',
      quantity: 6,
      unitWeightMg: 10_000,
      categoryId: 'shelter',
      unitPriceMinor: 250,
      currency: 'USD',
    }),
    bundleItem({ gearItemId: 'guyline', quantity: 1, unitWeightMg: 20_000, categoryId: null }),
  ];

  it('multiplies quantities and applies the bundle line flags to each item', () => {
    const lines = expandBundleLine(
      { lineId: 'b1', quantity: 2, worn: false, consumable: true },
      kit,
    );
    expect(lines).toEqual([
      {
        lineId: 'b1:stake',
        categoryId: 'shelter',
        quantity: 12,
        worn: false,
        consumable: true,
        unitWeightMg: 10_000,
        unitPriceMinor: 250,
        currency: 'USD',
      },
      {
        lineId: 'b1:guyline',
        categoryId: null,
        quantity: 2,
        worn: false,
        consumable: true,
        unitWeightMg: 20_000,
        unitPriceMinor: null,
        currency: null,
      },
    ]);
  });

  it('puts every item in the bundle line category when it has one', () => {
    const inCategory = expandBundleLine(
      { lineId: 'b', quantity: 1, worn: false, consumable: false, categoryId: 'kit' },
      kit,
    );
    expect(inCategory.map((l) => l.categoryId)).toEqual(['kit', 'kit']);
    const uncategorised = expandBundleLine(
      { lineId: 'b', quantity: 1, worn: false, consumable: false, categoryId: null },
      kit,
    );
    expect(uncategorised.map((l) => l.categoryId)).toEqual([null, null]);
  });

  it('applies the worn rule per expanded item inside a pack', () => {
    const socks = [
      bundleItem({ gearItemId: 'sock', quantity: 3, unitWeightMg: 40_000 }),
      bundleItem({ gearItemId: 'hat', quantity: 1, unitWeightMg: 60_000 }),
    ];
    const lines = [
      line({ lineId: 'tent', unitWeightMg: 1_000_000 }),
      ...expandBundleLine({ lineId: 'clothes', quantity: 2, worn: true, consumable: false }, socks),
    ];
    const totals = computePackTotals(lines);
    // 6 socks: 1 worn, 5 carried; 2 hats: 1 worn, 1 carried.
    expect(totals.worn).toBe(40_000 + 60_000);
    expect(totals.base).toBe(1_000_000 + 5 * 40_000 + 60_000);
    expect(totals.total).toBe(1_000_000 + 6 * 40_000 + 2 * 60_000);
    expect(totals.itemCount).toBe(1 + 6 + 2);
    expect(totals.byCategory[0]?.items.map((i) => i.lineId)).toEqual([
      'tent',
      'clothes:sock',
      'clothes:hat',
    ]);
  });

  it('marks an item worn or consumable in this pack alone, over the bundle line’s marks', () => {
    const clothes = [
      bundleItem({ gearItemId: 'jacket', quantity: 1, unitWeightMg: 200_000 }),
      bundleItem({ gearItemId: 'sock', quantity: 2, unitWeightMg: 40_000 }),
      bundleItem({ gearItemId: 'snack', quantity: 3, unitWeightMg: 50_000 }),
    ];
    const lines = expandBundleLine(
      {
        lineId: 'b',
        quantity: 1,
        worn: false,
        consumable: false,
        entryFlags: { jacket: { worn: true }, snack: { consumable: true }, gone: { worn: true } },
      },
      clothes,
    );
    expect(lines.map(({ worn, consumable }) => [worn, consumable])).toEqual([
      [true, false],
      [false, false],
      [false, true],
    ]);
    const totals = computePackTotals(lines);
    expect(totals.worn).toBe(200_000);
    expect(totals.consumable).toBe(150_000);
    expect(totals.base).toBe(80_000);
    // A worn line whose item is marked not worn carries that item.
    const [jacket] = expandBundleLine(
      {
        lineId: 'b',
        quantity: 1,
        worn: true,
        consumable: false,
        entryFlags: { jacket: { worn: false } },
      },
      clothes,
    );
    expect(jacket?.worn).toBe(false);
  });

  it('brings an empty bundle in as nothing', () => {
    expect(
      expandBundleLine({ lineId: 'b', quantity: 3, worn: true, consumable: false }, []),
    ).toEqual([]);
  });

  it('expands a half bundle into fractional item quantities', () => {
    const [stakes] = expandBundleLine(
      { lineId: 'b', quantity: 0.5, worn: false, consumable: false },
      kit,
    );
    expect(stakes?.quantity).toBe(3);
    expect(computePackTotals(stakes ? [stakes] : []).priceByCurrency).toEqual({ USD: 750 });
  });
});

describe('packLineInputs', () => {
  const line = { id: 'l1', categoryId: 'kit', quantity: 2, worn: true, consumable: false };
  const stakes = {
    gearItemId: 'stake',
    quantity: 6,
    weightMg: 10_000,
    priceMinor: 250,
    currency: 'USD',
  };
  const cord = {
    gearItemId: 'cord',
    quantity: 1,
    weightMg: 20_000,
    priceMinor: null,
    currency: null,
  };

  it('gives an item line once, with its item’s figures', () => {
    const item = { weightMg: 500_000, priceMinor: 12_000, currency: 'EUR' };
    expect(packLineInputs({ ...line, item })).toEqual([
      {
        lineId: 'l1',
        categoryId: 'kit',
        quantity: 2,
        worn: true,
        consumable: false,
        unitWeightMg: 500_000,
        unitPriceMinor: 12_000,
        currency: 'EUR',
      },
    ]);
  });

  it('expands a bundle line into its entries, all in the line’s category', () => {
    const inputs = packLineInputs({ ...line, item: null }, [stakes, cord]);
    expect(
      inputs.map(({ lineId, categoryId, quantity, worn }) => [lineId, categoryId, quantity, worn]),
    ).toEqual([
      ['l1:stake', 'kit', 12, true],
      ['l1:cord', 'kit', 2, true],
    ]);
  });

  it('marks entries as the line’s entry flags say, or as the entries themselves say', () => {
    const flagged = packLineInputs({ ...line, entryFlags: { stake: { worn: false } } }, [
      stakes,
      cord,
    ]);
    expect(flagged.map((input) => input.worn)).toEqual([false, true]);
    // The client's lines carry each entry's marks in this pack, already resolved.
    const resolved = packLineInputs(line, [
      { ...stakes, worn: false, consumable: true },
      { ...cord, worn: true, consumable: false },
    ]);
    expect(resolved.map(({ worn, consumable }) => [worn, consumable])).toEqual([
      [false, true],
      [true, false],
    ]);
  });

  it('brings a bundle line without entries in as nothing', () => {
    expect(packLineInputs(line)).toEqual([]);
  });
});

describe('bundleTotals', () => {
  it('counts each entry once, nothing worn, prices per currency', () => {
    const totals = bundleTotals([
      { id: 'a', quantity: 2, item: { weightMg: 10_500, priceMinor: 199, currency: 'USD' } },
      { id: 'b', quantity: 0.5, item: { weightMg: 3, priceMinor: null, currency: null } },
    ]);
    expect(totals).toMatchObject({
      total: 21_002,
      base: 21_002,
      worn: 0,
      itemCount: 2.5,
      priceByCurrency: { USD: 398 },
    });
  });
});
