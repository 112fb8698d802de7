import { useMemo } from 'react';
import { toast } from '@client/lib/toast';
import { useSWRConfig } from 'swr';
import { errorMessage } from '@client/lib/api-errors';
import type { GearItem } from '@client/lib/api/gear-types';
import { addBundleEntry } from '@client/features/bundles/api/add-bundle-entry';
import { deleteBundleEntry } from '@client/features/bundles/api/delete-bundle-entry';
import { reorderBundleEntries } from '@client/features/bundles/api/reorder-bundle-entries';
import type {
  BundleChanges,
  BundleDetail,
  BundleEntry,
  BundleSummary,
} from '@client/lib/api/bundle-types';
import { updateBundle } from '@client/features/bundles/api/update-bundle';
import { updateBundleEntry } from '@client/features/bundles/api/update-bundle-entry';
import { BUNDLES_PATH, bundlePath } from '@client/lib/api/bundles';
import {
  movedIds,
  withBundleChanges,
  withEntry,
  withEntryOrder,
  withEntryQuantity,
  withoutEntry,
  withSummary,
} from '@client/features/bundles/utils/bundle-detail';
import { useInTurn } from '@client/hooks/use-in-turn';

interface Edit<R> {
  /** What the edit does to the bundle, shown before the server answers. */
  change: (detail: BundleDetail) => BundleDetail;
  request: () => Promise<R>;
  /** The bundle once the server has answered; the changed bundle unless told. */
  settle?: (changed: BundleDetail, result: R) => BundleDetail;
  /** "Could not remove Stove": the toast when the server refuses, before its reason. */
  failure: string;
}

/** Edits start from a bundle on screen, so there is one; a throw fails the edit like a refusal. */
function loaded(detail: BundleDetail | undefined): BundleDetail {
  if (!detail) throw new Error('the bundle is not loaded yet');
  return detail;
}

/**
 * Every edit of one bundle's detail: shown at once (SWR optimistic data), then saved; when the
 * server refuses, SWR puts the bundle back as it was and a toast says why. Edits run one at a
 * time, so each rollback restores exactly what the server last confirmed. The bundles list is
 * kept in step, so going back to it shows the new name, count and weight without a wait.
 */
export function useBundleMutations(bundleId: string) {
  const { mutate } = useSWRConfig();
  const inTurn = useInTurn();

  return useMemo(() => {
    const key = bundlePath(bundleId);
    const syncList = (detail: BundleDetail) =>
      mutate<BundleSummary[]>(BUNDLES_PATH, (list) => withSummary(list, detail), {
        revalidate: false,
      });

    function edit<R>({ change, request, settle, failure }: Edit<R>): Promise<boolean> {
      return inTurn(async () => {
        let saved: BundleDetail | undefined;
        try {
          await mutate<BundleDetail, R>(key, request, {
            optimisticData: (current) => change(loaded(current)),
            rollbackOnError: true,
            // The committed bundle is the one before this edit: no other edit runs meanwhile.
            populateCache: (result, committed) => {
              const changed = change(loaded(committed));
              saved = settle ? settle(changed, result) : changed;
              return saved;
            },
            revalidate: false,
          });
        } catch (error) {
          toast.error(`${failure}: ${errorMessage(error)}`);
          return false;
        }
        if (saved) await syncList(saved);
        return true;
      });
    }

    const setQuantity = (entry: BundleEntry, quantity: number) =>
      edit({
        change: (detail) => withEntryQuantity(detail, entry.id, quantity),
        request: () => updateBundleEntry(bundleId, entry.id, quantity),
        settle: withEntry,
        failure: `Could not change how many ${entry.item.name}`,
      });

    const remove = (entry: BundleEntry) =>
      edit({
        change: (detail) => withoutEntry(detail, entry.id),
        request: () => deleteBundleEntry(bundleId, entry.id),
        failure: `Could not remove ${entry.item.name}`,
      });

    /**
     * Moves one entry to where another is. The order is worked out when the edit runs, from the
     * bundle as it is then, so an edit queued before it cannot leave the ids stale.
     */
    function move(entry: BundleEntry, overId: string) {
      let ids: string[] = [];
      return edit({
        change: (detail) => {
          ids = movedIds(detail.items, entry.id, overId);
          return withEntryOrder(detail, ids);
        },
        request: () => reorderBundleEntries(bundleId, ids),
        failure: `Could not move ${entry.item.name}`,
      });
    }

    const change = (changes: BundleChanges, failure: string) =>
      edit({
        change: (detail) => withBundleChanges(detail, changes),
        request: () => updateBundle(bundleId, changes),
        // Only the bundle's own fields: the entries shown are this page's to keep.
        settle: (changed, answer: BundleDetail) =>
          withBundleChanges(changed, {
            name: answer.name,
            description: answer.description,
            categoryId: answer.categoryId,
            updatedAt: answer.updatedAt,
          }),
        failure,
      });

    /**
     * Adds a library item; one already in the bundle gets one more. Shown once the server has
     * answered, since a new entry's id comes from it. Answers the entry as saved, or null.
     */
    const add = (item: GearItem) =>
      inTurn(async () => {
        try {
          const entry = await addBundleEntry(bundleId, { gearItemId: item.id });
          const updated = await mutate<BundleDetail>(
            key,
            (current) => withEntry(loaded(current), entry),
            { revalidate: false },
          );
          if (updated) await syncList(updated);
          return entry;
        } catch (error) {
          toast.error(`Could not add ${item.name}: ${errorMessage(error)}`);
          return null;
        }
      });

    return { setQuantity, remove, move, change, add };
  }, [bundleId, mutate, inTurn]);
}

export type BundleMutations = ReturnType<typeof useBundleMutations>;
