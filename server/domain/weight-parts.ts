/**
 * Weights shown as parts of a whole (a pack's base, worn and consumable weights and its total;
 * the categories of its chart), rounded so that the parts shown add up to the total shown.
 * Pure ECMAScript: shared by the server and the React client.
 */
import { formatNumber, shiftDecimal } from './number-locale.js';
import { roundToSum } from './rounding.js';
import {
  displayDecimals,
  displayUnit,
  fromMilligrams,
  type WeightScale,
  type WeightUnit,
} from './weight-units.js';

export interface FormattedParts {
  /** One text per part, in the order given. */
  parts: string[];
  /** The parts' sum as shown, which is their total rounded on its own. */
  total: string;
  /** The unit all of them show in: the one the total shows in. */
  unit: WeightUnit;
  /** The sum of some of the parts as shown (pack weight = base + consumable), adding up too. */
  sumOf: (indexes: readonly number[]) => string;
}

export interface FormatPartsOptions {
  locale?: string;
  scale?: WeightScale;
}

/**
 * Formats parts and their total in one unit with one number of decimals, both chosen for the
 * total (so 9.2 kg of base weight and 850 g worn show as "9.2 kg" and "0.85 kg"). Rounding each
 * part on its own can lose or gain a step (0.4 + 0.4 + 0.4 g shows as 0 + 0 + 0 = 1 g), so the
 * parts are rounded together with the largest remainder method (roundToSum): the total is
 * rounded as it would be alone, and each part moves by less than one step to add up to it.
 * Parts are non-negative milligrams.
 */
export function formatWeightParts(
  partsMg: readonly number[],
  unit: WeightUnit,
  options: FormatPartsOptions = {},
): FormattedParts {
  const totalMg = partsMg.reduce((sum, mg) => sum + mg, 0);
  const shown = displayUnit(totalMg, unit, options.scale ?? 'fixed');
  const decimals = displayDecimals(totalMg, shown);
  const steps = (mg: number) => shiftDecimal(fromMilligrams(mg, shown), decimals);
  const rounded = roundToSum(partsMg.map(steps), steps(totalMg));
  const text = (count: number) =>
    `${formatNumber(Number(`${count}e-${decimals}`), { locale: options.locale, decimals })} ${shown}`;
  // The total (and any subtotal) is shown as the sum of the parts shown: equal to the total
  // rounded alone whenever the parts are exact, and adding up even where floating point
  // noise is not.
  const sumOf = (indexes: readonly number[]) =>
    text(indexes.reduce((sum, index) => sum + (rounded[index] ?? 0), 0));
  return {
    parts: rounded.map(text),
    total: sumOf(rounded.map((_, index) => index)),
    unit: shown,
    sumOf,
  };
}
