import { number, object, type InferType } from 'yup';
import {
  CLIMB_M_PER_HOUR_MAX,
  CLIMB_M_PER_HOUR_MIN,
  FOOD_PER_DAY_GRAMS_MAX,
  PACE_KMH_MAX,
  PACE_KMH_MIN,
  WATER_LITRES_PER_HOUR_MAX,
} from '@domain/trip-limits';

/** A number typed into a field: empty is undefined (Yup's "required"), a comma is a point. */
const typed = () =>
  number()
    .transform((value: number, original: unknown) => {
      if (typeof original !== 'string') return value;
      const text = original.trim().replace(',', '.');
      return text === '' ? undefined : Number(text);
    })
    .typeError('A number');

const between = (min: number, max: number, unit: string) =>
  typed()
    .required(`From ${min} to ${max} ${unit}`)
    .min(min, `From ${min} to ${max} ${unit}`)
    .max(max, `From ${min} to ${max} ${unit}`);

/** The trip's pace and climb rate, for Naismith's rule (the server's bounds). */
export const paceSchema = object({
  paceKmh: between(PACE_KMH_MIN, PACE_KMH_MAX, 'km/h'),
  climbMPerHour: between(CLIMB_M_PER_HOUR_MIN, CLIMB_M_PER_HOUR_MAX, 'm/h'),
});

export interface PaceValues {
  paceKmh: string;
  climbMPerHour: string;
}
export type PaceSent = InferType<typeof paceSchema>;

/** Food per day (empty: the account's default) and water per hour of moving time. */
export const budgetSettingsSchema = object({
  foodPerDayGrams: typed()
    .integer('Whole grams')
    .min(0, `From 0 to ${FOOD_PER_DAY_GRAMS_MAX} g`)
    .max(FOOD_PER_DAY_GRAMS_MAX, `From 0 to ${FOOD_PER_DAY_GRAMS_MAX} g`),
  waterLitresPerHour: between(0, WATER_LITRES_PER_HOUR_MAX, 'l/h'),
});

export interface BudgetSettingsValues {
  foodPerDayGrams: string;
  waterLitresPerHour: string;
}
export type BudgetSettingsSent = InferType<typeof budgetSettingsSchema>;
