import { useMemo } from 'react';
import { toast } from 'sonner';
import { bulkItems } from '../api/bulk';
import { createItem } from '../api/create-item';
import { deleteItem } from '../api/delete-item';
import { errorMessage } from '@client/lib/api-errors';
import { updateItem } from '../api/update-item';
import type { ItemsMutate } from '../api/use-gear-items';
import type {
  BulkAction,
  GearItem,
  GearItemChanges,
  GearItemPage,
  NewGearItem,
} from '../api/types';
import {
  withCategoryCleared,
  withItemChanges,
  withItemReplaced,
  withItemsAdded,
  withItemsChanges,
  withItemsRemoved,
  withItemsRestored,
} from '../utils/item-pages';
import { MAX_BULK_IDS, bulkDoneMessage, bulkVerb, itemsLabel } from '../utils/bulk-words';

type Pages = GearItemPage[] | undefined;

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

const chunks = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, index) =>
    list.slice(index * size, (index + 1) * size),
  );

/**
 * Every change to items, applied to the loaded list at once and then saved; a failure puts the
 * list back and says so. Each update and rollback touches only its own items and fields, so
 * edits made meanwhile survive.
 */
export function useItemMutations(mutate: ItemsMutate, onCategoryCountsChanged: () => void) {
  return useMemo(() => {
    const apply = (update: (pages: Pages) => Pages) =>
      mutate((pages) => update(pages), { revalidate: false });

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
        toast.success(`Deleted ${item.name}`);
      } catch (error) {
        await apply((pages) => withItemsAdded(pages, [item]));
        toast.error(`Could not delete ${item.name}: ${errorMessage(error)}`);
      }
    }

    function applyBulk(
      pages: Pages,
      items: GearItem[],
      action: BulkAction,
      categoryId: string | null,
    ) {
      const ids = items.map((item) => item.id);
      switch (action) {
        case 'move':
          return withItemsChanges(pages, ids, { categoryId });
        case 'retire':
          return withItemsChanges(pages, ids, { retired: true });
        case 'unretire':
          return withItemsChanges(pages, ids, { retired: false });
        case 'delete':
          return withItemsRemoved(pages, ids);
      }
    }

    const undoBulk = (pages: Pages, items: GearItem[], action: BulkAction) =>
      action === 'delete' ? withItemsAdded(pages, items) : withItemsRestored(pages, items);

    /** One action on many items (the server takes up to 1000 per request). */
    async function bulk(
      items: GearItem[],
      action: BulkAction,
      target: { categoryId: string | null; name: string } = { categoryId: null, name: '' },
    ): Promise<boolean> {
      const ready = items.filter((item) => !isPending(item));
      if (ready.length === 0) return false;
      await apply((pages) => applyBulk(pages, ready, action, target.categoryId));
      const done: GearItem[] = [];
      try {
        for (const batch of chunks(ready, MAX_BULK_IDS)) {
          const ids = batch.map((item) => item.id);
          await bulkItems(
            action === 'move' ? { ids, action, categoryId: target.categoryId } : { ids, action },
          );
          done.push(...batch);
        }
        onCategoryCountsChanged();
        toast.success(bulkDoneMessage(action, ready.length, target.name));
        return true;
      } catch (error) {
        const failed = ready.filter((item) => !done.includes(item));
        await apply((pages) => undoBulk(pages, failed, action));
        if (done.length > 0) onCategoryCountsChanged();
        toast.error(
          `Could not ${bulkVerb(action)} ${itemsLabel(failed.length)}: ${errorMessage(error)}`,
        );
        return false;
      }
    }

    /** What the server answered for an item (after a photo upload or removal). */
    const replace = (item: GearItem) => apply((pages) => withItemReplaced(pages, item.id, item));

    /** A deleted category's items, uncategorized in the list without asking the server. */
    const clearCategory = (categoryId: string) =>
      apply((pages) => withCategoryCleared(pages, categoryId));

    return { save, update, create, remove, bulk, replace, clearCategory };
  }, [mutate, onCategoryCountsChanged]);
}

export type ItemMutations = ReturnType<typeof useItemMutations>;
