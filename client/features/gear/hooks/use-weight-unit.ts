import { useCallback, useState } from 'react';
import { isWeightUnit, type WeightUnit } from '@domain/weight-units';

/** Where the gear view's unit is remembered. */
export const GEAR_UNIT_KEY = 'packtrail.units.gear';
const DEFAULT_UNIT: WeightUnit = 'g';

function readUnit(): WeightUnit {
  try {
    const stored = localStorage.getItem(GEAR_UNIT_KEY);
    return isWeightUnit(stored) ? stored : DEFAULT_UNIT;
  } catch {
    return DEFAULT_UNIT;
  }
}

/** The unit the gear view shows weights in, remembered in local storage; grams at first. */
export function useWeightUnit(): [WeightUnit, (unit: WeightUnit) => void] {
  const [unit, setUnitState] = useState(readUnit);
  const setUnit = useCallback((next: WeightUnit) => {
    try {
      localStorage.setItem(GEAR_UNIT_KEY, next);
    } catch {
      // Private modes may refuse storage; the unit still applies for this visit.
    }
    setUnitState(next);
  }, []);
  return [unit, setUnit];
}
