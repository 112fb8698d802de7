import { itemWear, retirementDistanceM } from '@domain/gear-retirement';
import type { GearCategory, GearItem } from '@client/lib/api/gear-types';
import type { GearWear } from '@client/lib/gear-wear';
import type { GearMileage } from '@client/features/gear/api/gear-mileage';

/** An item's wear in the library: how far, how long and how often it went, and its hint. */
export interface LibraryWear extends GearWear {
  count: number;
  movingS: number;
}

/**
 * Each item's wear, from the server's mileage and the item as it is now: a retirement distance
 * just edited counts at once, worked out by the same rule as the server's. Items neither used
 * nor with a limit are left out.
 */
export function wearByItem(
  items: readonly GearItem[],
  categories: readonly GearCategory[],
  mileage: readonly GearMileage[],
): ReadonlyMap<string, LibraryWear> {
  const used = new Map(mileage.map((row) => [row.gearItemId, row]));
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  const wear = new Map<string, LibraryWear>();
  for (const item of items) {
    const row = used.get(item.id);
    const limitM = retirementDistanceM({
      retireAfterM: item.retireAfterM,
      name: item.name,
      categoryName: item.categoryId ? (categoryNames.get(item.categoryId) ?? null) : null,
    });
    if (!row && limitM === null) continue;
    const distanceM = row?.totalDistanceM ?? 0;
    wear.set(item.id, {
      distanceM,
      limitM,
      hint: itemWear(distanceM, limitM).hint,
      count: row?.count ?? 0,
      movingS: row?.movingS ?? 0,
    });
  }
  return wear;
}
