import { useMemo } from 'react';
import { useCurrentUser } from '@client/lib/current-user';
import type { GearCategory, GearItem } from '@client/lib/api/gear-types';
import { useGearMileage } from '@client/features/gear/api/gear-mileage';
import { wearByItem, type LibraryWear } from '@client/features/gear/utils/item-wear';

const NO_WEAR: ReadonlyMap<string, LibraryWear> = new Map();

/**
 * Gear mileage and retirement hints for the library (Explorer): each item's wear, by id. On
 * Basic nothing is asked and nothing shows; `explorer` says which, for the upgrade hint.
 */
export function useItemWear(items: readonly GearItem[], categories: readonly GearCategory[]) {
  const explorer = useCurrentUser()?.subscriptionPlan === 'explorer';
  const { data } = useGearMileage(explorer);
  const mileage = data?.items;
  const wear = useMemo(
    () => (explorer && mileage ? wearByItem(items, categories, mileage) : NO_WEAR),
    [explorer, items, categories, mileage],
  );
  return { explorer, wear };
}
