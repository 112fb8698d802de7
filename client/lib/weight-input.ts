import { MAX_ITEM_WEIGHT_MG } from '@domain/pack-limits';
import {
  isWeightInputError,
  parseWeightInput,
  type WeightInputErrorCode,
  type WeightUnit,
} from '@domain/weight-units';

const MESSAGES: Record<WeightInputErrorCode, string> = {
  empty: 'Enter a weight, e.g. 450 or 1 lb 4 oz',
  invalid: 'Not a weight: try 450, 1.2 kg or 1 lb 4 oz',
  negative: 'A weight cannot be negative',
  unknown_unit: 'Unknown unit: use g, kg, oz or lb',
  too_large: 'Weights go up to 1000 kg',
};

export type WeightInput = { mg: number } | { error: string };

/** A typed weight in milligrams, or what is wrong with it; a bare number is in `unit`. */
export function readWeightInput(text: string, unit: WeightUnit): WeightInput {
  const result = parseWeightInput(text, unit);
  if (isWeightInputError(result)) return { error: MESSAGES[result.error] };
  if (result > MAX_ITEM_WEIGHT_MG) return { error: MESSAGES.too_large };
  return { mg: result };
}

/** The same, for a field that may be left blank: blank is no weight at all, 0 mg. */
export const readOptionalWeight = (text: string, unit: WeightUnit): WeightInput =>
  text.trim() === '' ? { mg: 0 } : readWeightInput(text, unit);

export const isWeightError = (result: WeightInput): result is { error: string } =>
  'error' in result;
