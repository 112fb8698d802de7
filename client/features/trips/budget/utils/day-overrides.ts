import { DAY_FOOD_GRAMS_MAX, DAY_WATER_LITRES_MAX } from '@domain/trip-limits';
import type { DayOverride } from '@domain/route/trip-budget';

export type OverrideField = 'foodGrams' | 'waterLitres';

const LIMITS: Record<OverrideField, { max: number; unit: string; whole: boolean }> = {
  foodGrams: { max: DAY_FOOD_GRAMS_MAX, unit: 'g', whole: true },
  waterLitres: { max: DAY_WATER_LITRES_MAX, unit: 'l', whole: false },
};

/**
 * A day's food or water as typed: empty is "work it out" (null), else a number within the
 * server's bounds (a comma taken for the point). Answers the value or what is wrong with it.
 */
export function readOverride(
  field: OverrideField,
  text: string,
): { ok: true; value: number | null } | { ok: false; message: string } {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { ok: true, value: null };
  const { max, unit, whole } = LIMITS[field];
  const value = Number(trimmed);
  const range = `From 0 to ${max} ${unit}, or empty to work it out`;
  if (!/^\d+(\.\d+)?$/.test(trimmed) || !Number.isFinite(value))
    return { ok: false, message: range };
  if (whole && !Number.isInteger(value)) return { ok: false, message: 'Whole grams' };
  if (value > max) return { ok: false, message: range };
  return { ok: true, value };
}

/**
 * The trip's overrides with one day's field set (null clears it); a day left with neither is
 * dropped. In day order, as the PATCH replaces the whole list.
 */
export function withOverride(
  overrides: readonly DayOverride[],
  day: number,
  field: OverrideField,
  value: number | null,
): DayOverride[] {
  const current = overrides.find((o) => o.day === day) ?? {
    day,
    foodGrams: null,
    waterLitres: null,
  };
  const changed = { ...current, [field]: value };
  const rest = overrides.filter((o) => o.day !== day);
  const kept =
    changed.foodGrams === null && changed.waterLitres === null ? rest : [...rest, changed];
  return kept.sort((a, b) => a.day - b.day);
}

/** The typed text of a day's override: its number, or empty when worked out. */
export const overrideText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);
