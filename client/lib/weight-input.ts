import { MAX_ITEM_WEIGHT_MG } from '@domain/pack-limits';
import {
  isWeightInputError,
  parseWeightEntry,
  type WeightInputErrorCode,
  type WeightUnit,
} from '@domain/weight-units';
import { displayLocale } from './currencies';

const MESSAGES: Record<WeightInputErrorCode, string> = {
  empty: 'Enter a weight, e.g. 450 or 1 lb 4 oz',
  invalid: 'Not a weight: try 450, 1.2 kg or 1 lb 4 oz',
  negative: 'A weight cannot be negative',
  unknown_unit: 'Unknown unit: use g, kg, oz or lb',
  too_large: 'Weights go up to 1000 kg',
};

/** A typed weight in milligrams and the unit it was typed in (an item keeps it), or the error. */
export type WeightInput = { mg: number; unit: WeightUnit } | { error: string };

/**
 * A typed weight; a bare number is in `unit`. The browser's locale decides which mark groups
 * thousands ("1,250 g" is 1250 g in English, "1.250 g" in German); a dot or a comma elsewhere
 * is a decimal mark ("1,25 kg" and "1.25 kg" are both 1.25 kg in any locale).
 */
export function readWeightInput(text: string, unit: WeightUnit): WeightInput {
  const result = parseWeightEntry(text, unit, displayLocale());
  if (isWeightInputError(result)) return { error: MESSAGES[result.error] };
  if (result.mg > MAX_ITEM_WEIGHT_MG) return { error: MESSAGES.too_large };
  return result;
}

/** The same, for a field that may be left blank: blank is no weight at all, 0 mg. */
export const readOptionalWeight = (text: string, unit: WeightUnit): WeightInput =>
  text.trim() === '' ? { mg: 0, unit } : readWeightInput(text, unit);

export const isWeightError = (result: WeightInput): result is { error: string } =>
  'error' in result;
