import { describe, expect, it } from 'vitest';
import type { PackDetailDto, PackLineDto } from '../dto/pack-response.dto.js';
import { exportedItemIds, toExportRows } from './pack-export-rows.js';

const line = (values: Partial<PackLineDto>): PackLineDto => ({
  id: 'line',
  kind: 'item',
  quantity: 1,
  ...values,
});

const item = (name: string, priceMinor?: number) => ({
  name,
  weightMg: 1000,
  ...(priceMinor === undefined ? {} : { priceMinor, currency: 'JPY' }),
});

const category = (categoryId: string | null, name: string, sortOrder: number) => ({
  categoryId,
  name,
  color: '#000000',
  sortOrder,
});

const pack = {
  categories: [
    {
      ...category('k', 'Kitchen', 0),
      lines: [
        line({ gearItemId: 'cup', quantity: 2, item: item('Cup', 1500) }),
        line({
          kind: 'bundle',
          bundleId: 'kit',
          quantity: 0.5,
          worn: true,
          bundle: {
            name: 'Kit',
            description: '',
            items: [
              {
                gearItemId: 'pot',
                name: 'Pot',
                brand: '',
                quantity: 3,
                weightMg: 90_000,
                priceMinor: null,
                currency: null,
                worn: true,
                consumable: false,
              },
              {
                gearItemId: 'fuel',
                name: 'Fuel',
                brand: '',
                quantity: 1,
                weightMg: 200_000,
                priceMinor: null,
                currency: null,
                worn: false,
                consumable: true,
              },
            ],
          },
        }),
      ],
    },
    {
      ...category(null, 'Uncategorized', 1),
      lines: [line({ gearItemId: 'map', item: item('Map') })],
    },
  ],
} as unknown as PackDetailDto;

describe('toExportRows', () => {
  const fields = new Map([
    ['cup', { weightUnit: 'oz' as const, notes: 'Titanium', url: 'https://cup.example' }],
    ['pot', { weightUnit: 'g' as const, notes: '', url: null }],
  ]);

  it('lists item lines and bundle entries, in the pack’s order', () => {
    expect(exportedItemIds(pack)).toEqual(['cup', 'pot', 'fuel', 'map']);
  });

  it('writes each row with its category, unit, price and marks, a bundle item’s its own', () => {
    expect(toExportRows(pack, fields)).toEqual([
      {
        name: 'Cup',
        category: 'Kitchen',
        description: 'Titanium',
        quantity: 2,
        weightMg: 1000,
        unit: 'oz',
        url: 'https://cup.example',
        price: 1500,
        worn: false,
        consumable: false,
      },
      {
        name: 'Pot',
        category: 'Kitchen',
        description: '',
        quantity: 1.5,
        weightMg: 90_000,
        unit: 'g',
        url: null,
        price: null,
        worn: true,
        consumable: false,
      },
      expect.objectContaining({ name: 'Fuel', quantity: 0.5, worn: false, consumable: true }),
      expect.objectContaining({ name: 'Map', category: '', unit: 'g', price: null }),
    ]);
  });
});
