import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { GearItem } from '@client/lib/api/gear-types';

/** `/gear?item=<id>` (a search result, a link): the item's details open once it is loaded. */
export const ITEM_PARAM = 'item';

/**
 * Opens the item the address names once the library holds it, then takes the name out of the
 * address (closing the details must not open them again); a name the whole library lacks (a
 * deleted item) is simply dropped.
 */
export function useItemFromAddress(
  loaded: readonly GearItem[],
  complete: boolean,
  open: (id: string) => void,
) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(ITEM_PARAM);
  useEffect(() => {
    if (!wanted) return;
    const found = loaded.some((item) => item.id === wanted);
    if (!found && !complete) return;
    if (found) open(wanted);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ITEM_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [wanted, loaded, complete, open, setParams]);
}
