import { describe, expect, it } from 'vitest';
import {
  MAX_ITEM_WEIGHT_MG,
  MAX_PACK_LINES,
  MAX_PACK_TOTAL,
  MAX_PRICE_MINOR,
  MAX_QUANTITY,
} from './pack-limits.js';
import {
  computePackTotals,
  expandBundleLine,
  multiplyQuantities,
  type PackLineInput,
} from './pack-totals.js';

/** The exact sum of each line's rounded weight or price, in integer arithmetic. */
const exactSum = (lines: readonly PackLineInput[], per: (line: PackLineInput) => number) =>
  lines.reduce((sum, line) => {
    // quantity has two decimals: unit x hundredths / 100, rounded half up as Math.round does.
    const hundredths = BigInt(Math.round(line.quantity * 100));
    const product = BigInt(per(line)) * hundredths;
    return sum + (product + 50n) / 100n;
  }, 0n);

const line = (n: number, overrides: Partial<PackLineInput> = {}): PackLineInput => ({
  lineId: `line-${n}`,
  categoryId: `category-${n % 24}`,
  quantity: MAX_QUANTITY,
  worn: n % 7 === 0,
  consumable: n % 11 === 0,
  unitWeightMg: MAX_ITEM_WEIGHT_MG,
  unitPriceMinor: MAX_PRICE_MINOR,
  currency: 'USD',
  ...overrides,
});

describe('the pack limits keep every total exact', () => {
  it('bound a whole pack’s weight and price below Number.MAX_SAFE_INTEGER', () => {
    expect(MAX_PACK_TOTAL).toBe(4_995_000_000_000_000);
    // Each line rounds once, by at most half a unit: still far from the edge.
    expect(MAX_PACK_TOTAL + MAX_PACK_LINES).toBeLessThan(Number.MAX_SAFE_INTEGER);
    expect(Number.isSafeInteger(MAX_PACK_TOTAL)).toBe(true);
  });

  it('add up the largest pack (every line at every limit) exactly', () => {
    const lines = Array.from({ length: MAX_PACK_LINES }, (_, n) => line(n));
    const totals = computePackTotals(lines);
    expect(totals.total).toBe(MAX_PACK_TOTAL);
    expect(totals.base + totals.worn + totals.consumable).toBe(MAX_PACK_TOTAL);
    expect(totals.priceByCurrency).toEqual({ USD: MAX_PACK_TOTAL });
    expect(totals.itemCount).toBe(MAX_PACK_LINES * MAX_QUANTITY);
  });

  it('add up fractional quantities and odd weights near the limits exactly', () => {
    const lines = Array.from({ length: MAX_PACK_LINES }, (_, n) =>
      line(n, {
        quantity: MAX_QUANTITY - (n % 100) / 100 - 0.01,
        unitWeightMg: MAX_ITEM_WEIGHT_MG - n * 7 - 1,
        unitPriceMinor: MAX_PRICE_MINOR - n * 13 - 3,
      }),
    );
    const totals = computePackTotals(lines);
    expect(BigInt(totals.total)).toBe(exactSum(lines, (l) => l.unitWeightMg));
    expect(BigInt(totals.priceByCurrency.USD ?? 0)).toBe(
      exactSum(lines, (l) => l.unitPriceMinor ?? 0),
    );
    for (const category of totals.byCategory) {
      expect(Number.isSafeInteger(category.total)).toBe(true);
      expect(category.base + category.worn + category.consumable).toBe(category.total);
    }
  });

  it('count a bundle’s items at the line’s quantity times the bundle’s, to the cent', () => {
    const bundleLine = { lineId: 'kit', quantity: 3.33, worn: false, consumable: false };
    const [expanded] = expandBundleLine(bundleLine, [
      {
        gearItemId: 'stake',
        quantity: 300,
        unitWeightMg: MAX_ITEM_WEIGHT_MG,
        unitPriceMinor: MAX_PRICE_MINOR,
        currency: 'USD',
        categoryId: null,
      },
    ]);
    expect(expanded?.quantity).toBe(MAX_QUANTITY);
    // The same figure the export writes and the expansion stores: 0.5 x 0.33 = 0.17, not 0.165.
    expect(multiplyQuantities(0.5, 0.33)).toBe(0.17);
    expect(
      expandBundleLine({ ...bundleLine, quantity: 0.5 }, [
        {
          gearItemId: 'cup',
          quantity: 0.33,
          unitWeightMg: 1,
          unitPriceMinor: null,
          currency: null,
          categoryId: null,
        },
      ])[0]?.quantity,
    ).toBe(0.17);
  });
});
