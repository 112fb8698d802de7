import useSWR from 'swr';
import { getPack, packPath } from '@client/features/packs/api/use-pack';
import type { PackDetail } from '@client/features/packs/api/types';
import type { ChecklistWrites } from '@client/features/packs/checklist/utils/checklist-writes';
import { withPackedValues } from '@client/features/packs/checklist/utils/pack-cache';

/** How often an open checklist asks the server again, so a second phone's ticks show up. */
export const CHECKLIST_REFRESH_MS = 15_000;

/**
 * The pack, under the same SWR key as the editor's `usePack` (one cache entry per pack), kept
 * fresh while the page is visible: on focus, on reconnect and every 15 s (SWR pauses the timer
 * while the tab is hidden). Each answer is shown with the taps still on their way laid over it.
 */
export function useChecklistPack(packId: string, writes: ChecklistWrites) {
  return useSWR<PackDetail, unknown>(
    packPath(packId),
    async () => withPackedValues(await getPack(packId), writes.wanted()),
    {
      refreshInterval: CHECKLIST_REFRESH_MS,
      refreshWhenHidden: false,
      revalidateOnFocus: true,
      revalidateOnReconnect: true,
    },
  );
}
