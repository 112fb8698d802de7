import { useCallback, useState } from 'react';

/** Where each pack's "Hide packed" choice is kept, so the next visit opens the same way. */
export const hidePackedKey = (packId: string) => `packtrail.checklist.hide-packed.${packId}`;

function readHidePacked(packId: string): boolean {
  try {
    return localStorage.getItem(hidePackedKey(packId)) === 'true';
  } catch {
    return false;
  }
}

/** Whether packed lines are hidden on this pack's checklist, remembered per pack. */
export function useHidePacked(packId: string): [boolean, (hide: boolean) => void] {
  const [hidden, setHiddenState] = useState(() => readHidePacked(packId));
  const setHidden = useCallback(
    (hide: boolean) => {
      try {
        if (hide) localStorage.setItem(hidePackedKey(packId), 'true');
        else localStorage.removeItem(hidePackedKey(packId));
      } catch {
        // Private modes may refuse storage; the choice still holds for this visit.
      }
      setHiddenState(hide);
    },
    [packId],
  );
  return [hidden, setHidden];
}
