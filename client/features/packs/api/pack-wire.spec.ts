import { describe, expect, it } from 'vitest';
import { fromWire, lineFromWire } from './pack-wire';
import type { PackDetailWire } from './types';

const wire: PackDetailWire = {
  id: 'pack',
  name: 'Ridge',
  description: '',
  slug: 'ridge',
  isPublic: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  categories: [
    {
      categoryId: 'kitchen',
      name: 'Kitchen',
      color: '#000000',
      sortOrder: 0,
      lines: [
        {
          id: 'kit',
          kind: 'bundle',
          bundleId: 'b',
          quantity: 2,
          worn: true,
          bundle: {
            name: 'Kit',
            description: '',
            items: [
              {
                gearItemId: 'pot',
                name: 'Pot',
                brand: '',
                quantity: 1,
                weightMg: 120_000,
                priceMinor: null,
                currency: null,
                worn: true,
                consumable: false,
              },
              {
                gearItemId: 'spoon',
                name: 'Spoon',
                brand: '',
                quantity: 2,
                weightMg: 15_500,
                priceMinor: null,
                currency: null,
                worn: true,
                consumable: false,
              },
            ],
          },
        },
      ],
    },
    {
      categoryId: null,
      name: 'Uncategorized',
      color: '#6b7280',
      sortOrder: 1,
      lines: [
        {
          id: 'fuel',
          kind: 'item',
          gearItemId: 'gas',
          quantity: 0.5,
          consumable: true,
          item: { name: 'Gas', weightMg: 200_000, priceMinor: 399, currency: 'USD' },
        },
      ],
    },
  ],
  totals: {
    totalMg: 402_000,
    baseMg: 151_000,
    wornMg: 151_000,
    consumableMg: 100_000,
    packWeightMg: 251_000,
    itemCount: 6.5,
    priceByCurrency: { USD: 200 },
    byCategory: [
      {
        categoryId: 'kitchen',
        totalMg: 302_000,
        baseMg: 151_000,
        wornMg: 151_000,
        consumableMg: 0,
        itemCount: 6,
        priceByCurrency: {},
      },
      {
        categoryId: null,
        totalMg: 100_000,
        baseMg: 0,
        wornMg: 0,
        consumableMg: 100_000,
        itemCount: 0.5,
        priceByCurrency: { USD: 200 },
      },
    ],
  },
};

describe('fromWire', () => {
  const pack = fromWire(wire);

  it('lists the lines in the pack’s order with their category, position and flags', () => {
    expect(pack.lines.map((line) => [line.id, line.categoryId, line.sortOrder])).toEqual([
      ['kit', 'kitchen', 0],
      ['fuel', null, 1],
    ]);
    expect(pack.lines[1]).toMatchObject({
      gearItemId: 'gas',
      bundleId: null,
      worn: false,
      consumable: true,
      packed: false,
      item: { name: 'Gas', brand: '', notes: '', url: null, photoUrl: null, retired: false },
    });
    expect(pack.categories).toEqual(
      wire.categories.map(({ lines: _lines, ...category }) => category),
    );
  });

  it('keeps the server’s totals and works out each line’s: a bundle’s items times its quantity', () => {
    expect(pack.totals.totalMg).toBe(402_000);
    expect(pack.totals.byCategory.map((category) => category.items)).toEqual([
      [{ lineId: 'kit', totalMg: 2 * (120_000 + 2 * 15_500) }],
      [{ lineId: 'fuel', totalMg: 100_000 }],
    ]);
  });

  it('gives a line on its own its category', () => {
    const { categories } = wire;
    const line = categories[1]?.lines[0];
    if (!line) throw new Error('no line');
    expect(lineFromWire({ ...line, categoryId: null })).toMatchObject({
      id: 'fuel',
      categoryId: null,
      worn: false,
    });
  });
});
