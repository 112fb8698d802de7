import { useMemo, useState } from 'react';
import { useFirstAnswerDeferred } from '@client/hooks/use-first-answer-deferred';
import { useChecklistPack } from '@client/features/packs/checklist/api/use-checklist-pack';
import { createChecklistWrites } from '@client/features/packs/checklist/utils/checklist-writes';
import { checklistActions } from './checklist-actions';

/** The checklist's pack (kept fresh) and what the person can do to it. */
export function useChecklist(packId: string) {
  const [writes] = useState(createChecklistWrites);
  const { data, error, mutate } = useChecklistPack(packId, writes);
  const actions = useMemo(() => checklistActions(packId, writes, mutate), [packId, writes, mutate]);
  // A long list is drawn in slices of a deferred render; a tick shows at once.
  const pack = useFirstAnswerDeferred(data);
  return {
    pack,
    error,
    retry: () => void mutate(),
    ...actions,
  };
}
