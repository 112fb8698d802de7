import { useCallback, useState } from 'react';
import type { WeightUnit } from '@domain/weight-units';

/**
 * The unit a public page shows: `initial` (from the address or the owner) until the visitor
 * picks another, which then shows at once and goes into the address (history.replaceState, so
 * a reload or a shared link keeps it and Back does not step through units). A new `initial`
 * (another page) starts over.
 */
export function useUnitChoice(initial: WeightUnit): [WeightUnit, (unit: WeightUnit) => void] {
  const [state, setState] = useState({ initial, unit: initial });
  let current = state;
  if (state.initial !== initial) {
    current = { initial, unit: initial };
    setState(current);
  }
  const choose = useCallback(
    (unit: WeightUnit) => {
      setState({ initial, unit });
      const url = new URL(window.location.href);
      url.searchParams.set('unit', unit);
      window.history.replaceState(window.history.state, '', url);
    },
    [initial],
  );
  return [current.unit, choose];
}
