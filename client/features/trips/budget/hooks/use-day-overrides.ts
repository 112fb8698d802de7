import { useState } from 'react';
import { errorMessage } from '@client/lib/api-errors';
import type { TripDetail } from '@client/features/trips/api/types';
import {
  overrideText,
  readOverride,
  withOverride,
  type OverrideField,
} from '@client/features/trips/budget/utils/day-overrides';
import type { TripMutations } from '@client/features/trips/hooks/use-trip-mutations';

const keyOf = (day: number, field: OverrideField) => `${day}-${field}`;

/**
 * The day-by-day view's food and water fields: what is typed in each (until it is saved), what
 * is wrong with it, and the save when a field is left or Enter is pressed (the whole list of
 * overrides, as the PATCH takes it). Empty means "work it out".
 */
export function useDayOverrides(trip: TripDetail, mutations: Pick<TripMutations, 'update'>) {
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const saved = (day: number, field: OverrideField) =>
    overrideText(trip.dayOverrides.find((o) => o.day === day)?.[field]);

  const forget = (key: string, from: Record<string, string>) => {
    const { [key]: _gone, ...rest } = from;
    void _gone;
    return rest;
  };

  async function commit(day: number, field: OverrideField) {
    const key = keyOf(day, field);
    const text = typed[key];
    if (text === undefined || text === saved(day, field)) {
      setTyped((current) => forget(key, current));
      return;
    }
    const read = readOverride(field, text);
    if (!read.ok) {
      setErrors((current) => ({ ...current, [key]: read.message }));
      return;
    }
    try {
      await mutations.update({
        dayOverrides: withOverride(trip.dayOverrides, day, field, read.value),
      });
      setTyped((current) => forget(key, current));
      setErrors((current) => forget(key, current));
    } catch (error) {
      setErrors((current) => ({ ...current, [key]: `Not saved: ${errorMessage(error)}` }));
    }
  }

  return {
    value: (day: number, field: OverrideField) => typed[keyOf(day, field)] ?? saved(day, field),
    error: (day: number, field: OverrideField) => errors[keyOf(day, field)],
    type: (day: number, field: OverrideField, text: string) => {
      const key = keyOf(day, field);
      setTyped((current) => ({ ...current, [key]: text }));
      setErrors((current) => forget(key, current));
    },
    commit: (day: number, field: OverrideField) => void commit(day, field),
  };
}

export type DayOverrides = ReturnType<typeof useDayOverrides>;
