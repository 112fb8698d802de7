import { useMemo } from 'react';
import { toast } from '@client/lib/toast';
import { useSWRConfig } from 'swr';
import { deletePack } from '@client/features/packs/api/delete-pack';
import { duplicatePack } from '@client/features/packs/api/duplicate-pack';
import { errorMessage } from '@client/features/packs/api/pack-errors';
import type { PackDetail, PackSummary } from '@client/features/packs/api/types';
import { packPath } from '@client/features/packs/api/use-pack';
import { PACKS_PATH } from '@client/features/packs/api/use-packs';

/** A pack's page data as a row of the list. */
export const summaryOf = (pack: PackDetail): PackSummary => ({
  id: pack.id,
  name: pack.name,
  description: pack.description,
  slug: pack.slug,
  lineCount: pack.lines.length,
  isPublic: pack.isPublic,
  totals: {
    totalMg: pack.totals.totalMg,
    baseMg: pack.totals.baseMg,
    wornMg: pack.totals.wornMg,
    consumableMg: pack.totals.consumableMg,
    packWeightMg: pack.totals.packWeightMg,
    itemCount: pack.totals.itemCount,
  },
  updatedAt: pack.updatedAt,
});

/**
 * Creating, duplicating and deleting whole packs. A new pack or copy is put in the cache under
 * its own address too, so its page opens without waiting; a deletion leaves the list at once
 * and comes back if the server refuses.
 */
export function usePackListActions() {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const remember = async (pack: PackDetail) => {
      await mutate(packPath(pack.id), pack, { revalidate: false });
      await mutate<PackSummary[]>(
        PACKS_PATH,
        (list) => [summaryOf(pack), ...(list ?? []).filter((p) => p.id !== pack.id)],
        { revalidate: true },
      );
    };

    async function duplicate(pack: Pick<PackSummary, 'id' | 'name'>): Promise<PackDetail | null> {
      try {
        const copy = await duplicatePack(pack.id);
        await remember(copy);
        return copy;
      } catch (error) {
        toast.error(`Could not duplicate ${pack.name}: ${errorMessage(error)}`);
        return null;
      }
    }

    async function remove(pack: Pick<PackSummary, 'id' | 'name'>): Promise<boolean> {
      try {
        await mutate<PackSummary[]>(
          PACKS_PATH,
          async (list) => {
            await deletePack(pack.id);
            return list?.filter((p) => p.id !== pack.id);
          },
          {
            optimisticData: (list) => (list ?? []).filter((p) => p.id !== pack.id),
            rollbackOnError: true,
            revalidate: false,
          },
        );
        await mutate(packPath(pack.id), undefined, { revalidate: false });
        toast.success(`Deleted ${pack.name}`);
        return true;
      } catch (error) {
        toast.error(`Could not delete ${pack.name}: ${errorMessage(error)}`);
        return false;
      }
    }

    return { remember, duplicate, remove };
  }, [mutate]);
}
