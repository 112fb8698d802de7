/**
 * Weights, prices and shares as this browser's locale writes them (navigator.language), with
 * long weights in kg or lb as the user prefers: the domain's formatters, bound to the locale
 * and the weight preference. Screens import these rather than the domain's.
 */
import { formatMoney as formatMoneyIn } from '@domain/money';
import { percentShares } from '@domain/rounding';
import { formatWeightParts as formatPartsIn, type FormattedParts } from '@domain/weight-parts';
import {
  formatWeight as formatWeightIn,
  formatWeightInput as formatWeightInputIn,
  type WeightUnit,
} from '@domain/weight-units';
import { displayLocale } from './currencies';
import { readWeightPreference } from './weight-preference';

/** "13,666 g", or "13.67 kg" when long weights switch (the default): a weight to read. */
export const formatWeight = (mg: number, unit: WeightUnit): string =>
  formatWeightIn(mg, unit, { locale: displayLocale(), scale: readWeightPreference().scale });

/** "13666 g", "1,25 kg" in German: a weight to edit, which readWeightInput reads back. */
export const formatWeightInput = (mg: number, unit: WeightUnit): string =>
  formatWeightInputIn(mg, unit, displayLocale());

/** Parts of a total (base, worn, consumable) and the total, shown so that they add up. */
export const formatWeightParts = (partsMg: readonly number[], unit: WeightUnit): FormattedParts =>
  formatPartsIn(partsMg, unit, { locale: displayLocale(), scale: readWeightPreference().scale });

/** "£1,299.50", "1.299,50 €" in German; the amount and code where the browser cannot. */
export function formatMoney(minor: number, currency: string): string {
  try {
    return formatMoneyIn(minor, currency, displayLocale());
  } catch {
    return `${minor} ${currency}`;
  }
}

/**
 * Each value's share of their sum, "42 %", adding up to 100 % (largest remainder); a sliver
 * that rounds to nothing shows as "<1 %".
 */
export function shareTexts(values: readonly number[]): string[] {
  const percents = percentShares(values);
  return percents.map((percent, i) =>
    percent === 0 && (values[i] ?? 0) > 0 ? '<1 %' : `${percent} %`,
  );
}
