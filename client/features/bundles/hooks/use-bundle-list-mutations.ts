import { useMemo } from 'react';
import { toast } from '@client/lib/toast';
import { useSWRConfig } from 'swr';
import { errorMessage } from '@client/lib/api-errors';
import { createBundle } from '@client/features/bundles/api/create-bundle';
import { deleteBundle } from '@client/features/bundles/api/delete-bundle';
import type { BundleDetail, BundleSummary, NewBundle } from '@client/lib/api/bundle-types';
import { BUNDLES_PATH, bundlePath } from '@client/lib/api/bundles';
import { withSummary } from '@client/features/bundles/utils/bundle-detail';
import { useInTurn } from '@client/hooks/use-in-turn';

type List = BundleSummary[] | undefined;

const without = (list: List, id: string): List => list?.filter((bundle) => bundle.id !== id);

/** Creating and deleting bundles, kept in step with the list and the detail in SWR's cache. */
export function useBundleListMutations() {
  const { mutate } = useSWRConfig();
  const inTurn = useInTurn();

  return useMemo(() => {
    /** Throws the server's error, whose field messages the form shows by the fields. */
    async function create(body: NewBundle): Promise<BundleDetail> {
      const created = await createBundle(body);
      // Its page opens next with nothing to wait for.
      await mutate(bundlePath(created.id), created, { revalidate: false });
      await mutate<BundleSummary[]>(BUNDLES_PATH, (list) => withSummary(list, created), {
        revalidate: false,
      });
      return created;
    }

    /**
     * Gone from the list at once; if the server refuses, SWR puts it back and a toast says why.
     * Packs holding it keep its items as plain lines (the server expands them first).
     */
    const remove = (bundle: Pick<BundleSummary, 'id' | 'name'>) =>
      inTurn(async () => {
        try {
          await mutate<List, undefined>(BUNDLES_PATH, () => deleteBundle(bundle.id), {
            optimisticData: (list) => without(list, bundle.id),
            rollbackOnError: true,
            populateCache: (_result, list) => without(list, bundle.id),
            // A list that was not loaded yet (deleted from the bundle's page) is asked for now:
            // its first request, made during the deletion, was set aside by SWR.
            revalidate: (list) => list === undefined,
          });
        } catch (error) {
          toast.error(`Could not delete ${bundle.name}: ${errorMessage(error)}`);
          return false;
        }
        await mutate(bundlePath(bundle.id), undefined, { revalidate: false });
        toast.success(`Deleted ${bundle.name}`);
        return true;
      });

    return { create, remove };
  }, [mutate, inTurn]);
}
