import { toast } from '@client/lib/toast';
import type { KeyedMutator } from 'swr';
import { errorMessage } from '@client/lib/api-errors';
import type { PackDetail, PackLine } from '@client/features/packs/api/types';
import { resetChecklist } from '@client/features/packs/checklist/api/reset-checklist';
import { setLinePacked } from '@client/features/packs/checklist/api/set-line-packed';
import type { ChecklistWrites } from '@client/features/packs/checklist/utils/checklist-writes';
import { lineName } from '@client/features/packs/checklist/utils/checklist-groups';
import {
  withLineReplaced,
  withPackedValues,
} from '@client/features/packs/checklist/utils/pack-cache';

/** The server calls the actions make (tests hand in their own). */
export interface ChecklistApi {
  setLinePacked: typeof setLinePacked;
  resetChecklist: typeof resetChecklist;
}

const serverApi: ChecklistApi = { setLinePacked, resetChecklist };

/**
 * Ticking and resetting, shown at once and saved in the background.
 *
 * Concurrency: every change to the cached pack is a function of the pack as it is *now*, and
 * touches only its own lines: a tap writes its line's `packed`, the server's answer replaces
 * only that line, a rollback restores only that line. So the answer to one tap can never undo
 * another line's optimistic tick, however the answers interleave. Requests for one line are
 * serialized (see `createWriteQueue`) and a tap overtaken by a newer tap on the same line is
 * not sent at all, so the server ends with the last value shown. Revalidations (focus, timer)
 * lay the unconfirmed taps over what they fetch (see `createChecklistWrites`).
 */
export function checklistActions(
  packId: string,
  writes: ChecklistWrites,
  mutate: KeyedMutator<PackDetail>,
  api: ChecklistApi = serverApi,
) {
  const apply = (update: (pack: PackDetail | undefined) => PackDetail | undefined) =>
    mutate(update, { revalidate: false });

  async function setPacked(line: PackLine, packed: boolean): Promise<void> {
    const seq = writes.begin([line], packed);
    await apply((pack) => withPackedValues(pack, new Map([[line.id, packed]])));
    await writes.queue.forLine(line.id, async () => {
      if (!writes.isLatest(line.id, seq)) return;
      try {
        const saved = await api.setLinePacked(packId, line.id, packed);
        if (writes.confirm(line.id, seq, saved.packed)) {
          await apply((pack) => withLineReplaced(pack, saved));
        }
      } catch (error) {
        const base = writes.fail(line.id, seq);
        if (base === undefined) return;
        await apply((pack) => withPackedValues(pack, new Map([[line.id, base]])));
        const state = packed ? 'packed' : 'not packed';
        toast.error(`Could not mark ${lineName(line)} as ${state}: ${errorMessage(error)}`);
      }
    });
  }

  async function resetAll(lines: readonly PackLine[]): Promise<void> {
    const seq = writes.begin(lines, false);
    const unpacked = new Map(lines.map((line) => [line.id, false]));
    await apply((pack) => withPackedValues(pack, unpacked));
    await writes.queue.forAll(async () => {
      try {
        await api.resetChecklist(packId);
        for (const line of lines) writes.confirm(line.id, seq, false);
      } catch (error) {
        const restore = new Map<string, boolean>();
        for (const line of lines) {
          const base = writes.fail(line.id, seq);
          if (base !== undefined) restore.set(line.id, base);
        }
        await apply((pack) => withPackedValues(pack, restore));
        toast.error(`Could not reset the checklist: ${errorMessage(error)}`);
      }
    });
  }

  return { setPacked, resetAll };
}

export type ChecklistActions = ReturnType<typeof checklistActions>;
