import type { PackCategory, PackDetail, PackLine } from '@client/features/packs/api/types';

/**
 * A pack as the server would send it, for the specs: the hand-worked pack of
 * test/api/packs-totals.test.ts (tent; 3 socks, one pair worn; half a fuel canister,
 * consumable; a cook kit of a pot and 2 spoons). Totals are left empty: `withTotals` fills them.
 */
export const SHELTER = 'c0000000-0000-4000-8000-000000000001';
export const CLOTHING = 'c0000000-0000-4000-8000-000000000002';
export const KITCHEN = 'c0000000-0000-4000-8000-000000000003';

const category = (categoryId: string | null, name: string, sortOrder: number): PackCategory => ({
  categoryId,
  name,
  color: '#336699',
  sortOrder,
});

function itemLine(
  id: string,
  categoryId: string | null,
  name: string,
  weightMg: number,
  extra: Partial<PackLine> = {},
  price: { priceMinor: number; currency: string } | null = null,
): PackLine {
  return {
    id,
    kind: 'item',
    gearItemId: `item-${id}`,
    bundleId: null,
    categoryId,
    quantity: 1,
    worn: false,
    consumable: false,
    packed: false,
    sortOrder: 0,
    item: {
      name,
      brand: '',
      weightMg,
      priceMinor: price?.priceMinor ?? null,
      currency: price?.currency ?? null,
      photoUrl: null,
      url: null,
      notes: '',
      retired: false,
    },
    ...extra,
  };
}

const kit: PackLine = {
  id: 'kit',
  kind: 'bundle',
  gearItemId: null,
  bundleId: 'bundle-kit',
  categoryId: KITCHEN,
  quantity: 1,
  worn: false,
  consumable: false,
  packed: false,
  sortOrder: 0,
  bundle: {
    name: 'Cook kit',
    description: '',
    items: [
      {
        gearItemId: 'pot',
        name: 'Pot',
        brand: '',
        quantity: 1,
        weightMg: 120_000,
        priceMinor: 3_500,
        currency: 'USD',
        worn: false,
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
        worn: false,
        consumable: false,
      },
    ],
  },
};

export function knownPack(): PackDetail {
  return {
    id: 'pack',
    name: 'Known pack',
    description: '',
    slug: 'known-pack',
    isPublic: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    categories: [
      category(SHELTER, 'Shelter', 0),
      category(CLOTHING, 'Clothing', 1),
      category(KITCHEN, 'Kitchen', 2),
      category(null, 'Uncategorized', 3),
    ],
    lines: [
      itemLine('tent', SHELTER, 'Tent', 850_000, {}, { priceMinor: 45_000, currency: 'EUR' }),
      itemLine(
        'socks',
        CLOTHING,
        'Socks',
        60_000,
        { quantity: 3, worn: true },
        { priceMinor: 1_500, currency: 'EUR' },
      ),
      kit,
      itemLine(
        'fuel',
        null,
        'Fuel canister',
        200_000,
        { quantity: 0.5, consumable: true },
        { priceMinor: 399, currency: 'USD' },
      ),
    ],
    totals: {
      totalMg: 0,
      baseMg: 0,
      wornMg: 0,
      consumableMg: 0,
      packWeightMg: 0,
      itemCount: 0,
      priceByCurrency: {},
      byCategory: [],
    },
  };
}
