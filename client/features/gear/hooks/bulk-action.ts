import { MAX_BULK_IDS } from '@domain/limits';
import { toast } from '@client/lib/toast';
import { errorMessage } from '@client/lib/api-errors';
import { bulkItems } from '@client/features/gear/api/bulk';
import type { BulkAction, GearItem, GearItemPage } from '@client/lib/api/gear-types';
import type { ItemsUpdate } from '@client/features/gear/api/use-library-pages';
import { bulkDoneMessage, bulkVerb, itemsLabel } from '@client/features/gear/utils/bulk-words';
import {
  withItemsAdded,
  withItemsChanges,
  withItemsRemoved,
  withItemsRestored,
} from '@client/features/gear/utils/item-pages';
import { isPending } from './use-item-mutations';

type Pages = GearItemPage[] | undefined;

/** Where `move` sends the items (null: out of every category), and its name for the message. */
export interface BulkTarget {
  categoryId: string | null;
  name: string;
}

function applyBulk(pages: Pages, items: GearItem[], action: BulkAction, categoryId: string | null) {
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

const chunks = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, index) =>
    list.slice(index * size, (index + 1) * size),
  );

/**
 * One action on many items, shown at once and saved in requests of up to 1000 ids (the server's
 * limit, each one transaction); what a failed request left undone is put back and named. Lives
 * with the bulk bar, the only place that asks for it. Resolves true once every item is done.
 */
export async function runBulkAction(
  apply: ItemsUpdate,
  items: GearItem[],
  action: BulkAction,
  target: BulkTarget,
  onCategoryCountsChanged: () => void,
): Promise<boolean> {
  const ready = items.filter((item) => !isPending(item));
  if (ready.length === 0) return false;
  await apply((pages) => applyBulk(pages, ready, action, target.categoryId));
  const done = new Set<GearItem>();
  try {
    for (const batch of chunks(ready, MAX_BULK_IDS)) {
      const ids = batch.map((item) => item.id);
      await bulkItems(
        action === 'move' ? { ids, action, categoryId: target.categoryId } : { ids, action },
      );
      for (const item of batch) done.add(item);
    }
    onCategoryCountsChanged();
    toast.success(bulkDoneMessage(action, ready.length, target.name));
    return true;
  } catch (error) {
    const failed = ready.filter((item) => !done.has(item));
    await apply((pages) => undoBulk(pages, failed, action));
    if (done.size > 0) onCategoryCountsChanged();
    toast.error(
      `Could not ${bulkVerb(action)} ${itemsLabel(failed.length)}: ${errorMessage(error)}`,
    );
    return false;
  }
}
