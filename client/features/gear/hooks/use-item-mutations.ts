import { useMemo } from 'react';
import { useMarkGearViewsStale } from '@client/hooks/use-gear-views-stale';
import { toast } from '@client/lib/toast';
import { createItem } from '@client/features/gear/api/create-item';
import { deleteItem } from '@client/features/gear/api/delete-item';
import { errorMessage } from '@client/lib/api-errors';
import { updateItem } from '@client/features/gear/api/update-item';
import type { ItemsUpdate } from '@client/features/gear/api/use-library-pages';
import type { GearItem, GearItemChanges, NewGearItem } from '@client/lib/api/gear-types';
import {
  withCategoryCleared,
  withItemChanges,
  withItemReplaced,
  withItemsAdded,
  withItemsRemoved,
} from '@client/features/gear/utils/item-pages';

const PENDING_PREFIX = 'pending:';
let pendingCount = 0;

/** An item shown before the server has answered its creation: it cannot be edited yet. */
export const isPending = (item: GearItem): boolean => item.id.startsWith(PENDING_PREFIX);

function pendingItem(draft: NewGearItem): GearItem {
  pendingCount += 1;
  const now = new Date().toISOString();
  return {
    id: `${PENDING_PREFIX}${pendingCount}`,
    name: draft.name,
    brand: draft.brand ?? '',
    categoryId: draft.categoryId ?? null,
    weightMg: draft.weightMg,
    weightUnit: draft.weightUnit ?? 'g',
    quantityOwned: draft.quantityOwned ?? 1,
    priceMinor: null,
    currency: null,
    url: null,
    notes: '',
    photoUrl: null,
    retired: false,
    retireAfterM: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The fields a change touches; the server clears the currency with the price. */
function touchedKeys(changes: GearItemChanges): (keyof GearItem)[] {
  const keys = Object.keys(changes) as (keyof GearItemChanges)[];
  const price = keys.includes('priceMinor') || keys.includes('currency');
  return [
    ...new Set<keyof GearItem>([...keys, ...(price ? (['priceMinor', 'currency'] as const) : [])]),
  ];
}

const pick = (item: GearItem, keys: (keyof GearItem)[]): Partial<GearItem> =>
  Object.fromEntries(keys.map((key) => [key, item[key]]));

/**
 * Every change to items, applied to the loaded list at once and then saved; a failure puts the
 * list back and says so. Each update and rollback touches only its own items and fields, so
 * edits made meanwhile survive.
 */
export function useItemMutations(apply: ItemsUpdate, onCategoryCountsChanged: () => void) {
  const markGearViewsStale = useMarkGearViewsStale();
  return useMemo(() => {
    /** Saves a change; rolls back and rethrows on failure (callers tell the user). */
    async function save(item: GearItem, changes: GearItemChanges): Promise<GearItem> {
      const keys = touchedKeys(changes);
      const previous = pick(item, keys);
      await apply((pages) => withItemChanges(pages, item.id, changes));
      try {
        const saved = await updateItem(item.id, changes);
        await apply((pages) =>
          withItemChanges(pages, item.id, { ...pick(saved, keys), updatedAt: saved.updatedAt }),
        );
        if ('categoryId' in changes) onCategoryCountsChanged();
        markGearViewsStale();
        return saved;
      } catch (error) {
        await apply((pages) => withItemChanges(pages, item.id, previous));
        throw error;
      }
    }

    /** An edit in the list: failures become a toast. */
    async function update(item: GearItem, changes: GearItemChanges): Promise<void> {
      try {
        await save(item, changes);
      } catch (error) {
        toast.error(`Could not save ${item.name}: ${errorMessage(error)}`);
      }
    }

    async function create(draft: NewGearItem): Promise<void> {
      const pending = pendingItem(draft);
      await apply((pages) => withItemsAdded(pages, [pending]));
      try {
        const saved = await createItem(draft);
        await apply((pages) => withItemReplaced(pages, pending.id, saved));
        if (draft.categoryId) onCategoryCountsChanged();
      } catch (error) {
        await apply((pages) => withItemsRemoved(pages, [pending.id]));
        toast.error(`Could not add ${draft.name}: ${errorMessage(error)}`);
      }
    }

    async function remove(item: GearItem): Promise<void> {
      await apply((pages) => withItemsRemoved(pages, [item.id]));
      try {
        await deleteItem(item.id);
        onCategoryCountsChanged();
        markGearViewsStale();
        toast.success(`Deleted ${item.name}`);
      } catch (error) {
        await apply((pages) => withItemsAdded(pages, [item]));
        toast.error(`Could not delete ${item.name}: ${errorMessage(error)}`);
      }
    }

    /** What the server answered for an item (after a photo upload or removal). */
    const replace = (item: GearItem) => apply((pages) => withItemReplaced(pages, item.id, item));

    /** A deleted category's items, uncategorized in the list without asking the server. */
    const clearCategory = (categoryId: string) =>
      apply((pages) => withCategoryCleared(pages, categoryId));

    return { save, update, create, remove, replace, clearCategory };
  }, [apply, onCategoryCountsChanged, markGearViewsStale]);
}

export type ItemMutations = ReturnType<typeof useItemMutations>;
