import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY } from '@server/domain/pack-limits.js';
import { multiplyQuantities } from '@server/domain/pack-totals.js';
import { orderAfterExpansion, planExpansion } from './bundle-line-expansion.js';

describe('multiplyQuantities', () => {
  it.each([
    [2, 3, 6],
    [0.5, 3, 1.5],
    [0.1, 0.2, 0.02],
    [0.33, 0.33, 0.11],
    [0.5, 0.25, 0.13],
    [9999, 9999, 99_980_001],
  ])('%d x %d = %d, to the cent', (a, b, product) => {
    expect(multiplyQuantities(a, b)).toBe(product);
  });
});

describe('planExpansion', () => {
  const entries = [
    { gearItemId: 'pot', quantity: 1 },
    { gearItemId: 'cup', quantity: 2 },
  ];

  it('makes a line per item not yet in the pack, in the bundle’s order', () => {
    expect(planExpansion({ quantity: 3 }, entries, [])).toEqual({
      quantities: [],
      newLines: [
        { gearItemId: 'pot', quantity: 3 },
        { gearItemId: 'cup', quantity: 6 },
      ],
    });
  });

  it('adds to the line of an item the pack already has', () => {
    const packLines = [{ id: 'cup-line', gearItemId: 'cup', quantity: 0.1 }];
    expect(planExpansion({ quantity: 0.1 }, entries, packLines)).toEqual({
      quantities: [{ id: 'cup-line', quantity: 0.3 }],
      newLines: [{ gearItemId: 'pot', quantity: 0.1 }],
    });
  });

  it('stops at the largest quantity rather than failing', () => {
    const packLines = [{ id: 'cup-line', gearItemId: 'cup', quantity: MAX_QUANTITY - 1 }];
    expect(planExpansion({ quantity: 1 }, entries, packLines).quantities).toEqual([
      { id: 'cup-line', quantity: MAX_QUANTITY },
    ]);
  });
});

describe('orderAfterExpansion', () => {
  it('puts the new lines where the bundle line was', () => {
    expect(orderAfterExpansion(['a', 'kit', 'b'], 'kit', ['x', 'y'])).toEqual(['a', 'x', 'y', 'b']);
  });
});
