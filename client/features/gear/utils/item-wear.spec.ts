import { describe, expect, it } from 'vitest';
import type { GearCategory, GearItem } from '@client/lib/api/gear-types';
import type { GearMileage } from '@client/features/gear/api/gear-mileage';
import { wearByItem } from './item-wear';

const item = (id: string, name: string, fields: Partial<GearItem> = {}) =>
  ({ id, name, categoryId: null, retireAfterM: null, ...fields }) as GearItem;

const used = (gearItemId: string, totalDistanceM: number): GearMileage => ({
  gearItemId,
  name: '',
  count: 3,
  distanceM: totalDistanceM,
  movingS: 7200,
  direct: true,
  totalDistanceM,
  retirementDistanceM: null,
  wornShare: null,
  retirementHint: null,
});

const footwear = { id: 'c1', name: 'Footwear' } as GearCategory;

describe('wearByItem', () => {
  it('gives shoes 600 km, by name or category, and the hint from the item as it is now', () => {
    const wear = wearByItem(
      [
        item('a', 'Trail shoes'),
        item('b', 'Speedcross 6', { categoryId: 'c1' }),
        item('c', 'Road shoes', { retireAfterM: 1_000_000 }),
      ],
      [footwear],
      [used('a', 560_000), used('b', 610_000), used('c', 560_000)],
    );
    expect(wear.get('a')).toEqual({
      distanceM: 560_000,
      limitM: 600_000,
      hint: 'soon',
      count: 3,
      movingS: 7200,
    });
    expect(wear.get('b')).toMatchObject({ limitM: 600_000, hint: 'due' });
    expect(wear.get('c')).toMatchObject({ limitM: 1_000_000, hint: null });
  });

  it('keeps unused items with a limit at 0 km, and leaves out those with neither', () => {
    const wear = wearByItem(
      [
        item('a', 'New shoes'),
        item('b', 'Tent'),
        item('c', 'Stove'),
        item('d', 'Boots', { retireAfterM: 0 }),
      ],
      [],
      [used('c', 5000)],
    );
    expect(wear.get('a')).toMatchObject({ distanceM: 0, limitM: 600_000, count: 0, hint: null });
    expect(wear.has('b')).toBe(false);
    expect(wear.get('c')).toMatchObject({ distanceM: 5000, limitM: null });
    expect(wear.has('d')).toBe(false);
  });
});
