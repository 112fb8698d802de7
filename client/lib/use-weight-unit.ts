import { useCallback, useState } from 'react';
import { isWeightUnit, type WeightUnit } from '@domain/weight-units';
import { readCurrentUser } from './current-user';

/** The views that remember their own unit; each is stored under `packtrail.units.{view}`. */
export const UNIT_VIEWS = ['gear', 'bundles', 'packs', 'checklist'] as const;
export type UnitView = (typeof UNIT_VIEWS)[number];

export const unitStorageKey = (view: UnitView) => `packtrail.units.${view}`;
const DEFAULT_UNIT: WeightUnit = 'g';

/** The account's preferred unit (set on the account page), else grams. */
const preferredUnit = (): WeightUnit => readCurrentUser()?.weightUnit ?? DEFAULT_UNIT;

function readUnit(view: UnitView): WeightUnit {
  try {
    const stored = localStorage.getItem(unitStorageKey(view));
    return isWeightUnit(stored) ? stored : preferredUnit();
  } catch {
    return preferredUnit();
  }
}

/**
 * Forgets every view's own unit, so each shows the (new) preferred unit until switched again.
 * The account page calls it when the preference changes.
 */
export function forgetViewUnits(): void {
  try {
    for (const view of UNIT_VIEWS) localStorage.removeItem(unitStorageKey(view));
  } catch {
    // Without storage nothing was remembered.
  }
}

/**
 * The unit one view shows weights in, switchable per view and remembered in local storage;
 * the account's preferred unit (grams unless set) until the user picks another.
 */
export function useWeightUnit(view: UnitView): [WeightUnit, (unit: WeightUnit) => void] {
  const [unit, setUnitState] = useState(() => readUnit(view));
  const setUnit = useCallback(
    (next: WeightUnit) => {
      try {
        localStorage.setItem(unitStorageKey(view), next);
      } catch {
        // Private modes may refuse storage; the unit still applies for this visit.
      }
      setUnitState(next);
    },
    [view],
  );
  return [unit, setUnit];
}
