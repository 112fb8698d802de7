import { useDeferredValue, useMemo, useState } from 'react';
import { useChecklistPack } from '@client/features/packs/checklist/api/use-checklist-pack';
import { createChecklistWrites } from '@client/features/packs/checklist/utils/checklist-writes';
import { checklistActions } from './checklist-actions';

/** The checklist's pack (kept fresh) and what the person can do to it. */
export function useChecklist(packId: string) {
  const [writes] = useState(createChecklistWrites);
  const { data, error, mutate } = useChecklistPack(packId, writes);
  const actions = useMemo(() => checklistActions(packId, writes, mutate), [packId, writes, mutate]);
  // The list follows the pack's first answer in a deferred render, which yields to the browser
  // as it goes (a long list in SWR's own render is one long task on a slow phone); after that a
  // tick shows at once.
  const first = useDeferredValue(data);
  return {
    pack: first === undefined ? undefined : data,
    error,
    retry: () => void mutate(),
    ...actions,
  };
}
