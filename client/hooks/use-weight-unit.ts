import { useCallback, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import type { WeightScale, WeightUnit } from '@domain/weight-units';
import {
  DEFAULT_WEIGHT_PREFERENCE,
  readWeightPreference,
  saveWeightPreference,
  subscribeWeightPreference,
  type WeightPreference,
} from '@client/lib/weight-preference';

/** The weight preference, re-rendering when it changes on any screen or in another tab. */
export function useWeightPreference(): WeightPreference {
  return useSyncExternalStore(
    subscribeWeightPreference,
    readWeightPreference,
    () => DEFAULT_WEIGHT_PREFERENCE,
  );
}

/** Saves a change of the preference (saveWeightPreference); resolves to whether it was saved. */
export function useSaveWeightPreference(): (
  changes: Partial<WeightPreference>,
) => Promise<boolean> {
  const { mutate } = useSWRConfig();
  return useCallback((changes) => saveWeightPreference(changes, mutate), [mutate]);
}

/**
 * The unit every screen shows weights in, and its setter: one preference, so switching it on
 * the gear page switches the bundles, packs and account pages too. A failed save is put back
 * and said in a toast.
 */
export function useWeightUnit(): [WeightUnit, (unit: WeightUnit) => void] {
  const { unit } = useWeightPreference();
  const save = useSaveWeightPreference();
  const setUnit = useCallback((next: WeightUnit) => void save({ unit: next }), [save]);
  return [unit, setUnit];
}

/** Whether long g and oz figures show in kg and lb, and its setter, like useWeightUnit. */
export function useWeightScale(): [WeightScale, (scale: WeightScale) => void] {
  const { scale } = useWeightPreference();
  const save = useSaveWeightPreference();
  const setScale = useCallback((next: WeightScale) => void save({ scale: next }), [save]);
  return [scale, setScale];
}
