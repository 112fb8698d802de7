import {
  isWeightInputError,
  parseWeightInput,
  type WeightInputErrorCode,
  type WeightUnit,
} from '@domain/weight-units';

/** The library's limit (GEAR_ITEM_LIMITS.maxWeightMg on the server): 1000 kg. */
export const MAX_WEIGHT_MG = 1_000_000_000;

const MESSAGES: Record<WeightInputErrorCode, string> = {
  empty: 'Enter a weight, e.g. 450 or 1 lb 4 oz',
  invalid: 'Not a weight: try 450, 1.2 kg or 1 lb 4 oz',
  negative: 'A weight cannot be negative',
  unknown_unit: 'Unknown unit: use g, kg, oz or lb',
  too_large: 'Weights go up to 1000 kg',
};

/** A typed weight in milligrams, or what is wrong with it; a bare number is in `unit`. */
export function readWeight(text: string, unit: WeightUnit): { mg: number } | { error: string } {
  if (text.trim() === '') return { mg: 0 };
  const result = parseWeightInput(text, unit);
  if (isWeightInputError(result)) return { error: MESSAGES[result.error] };
  if (result > MAX_WEIGHT_MG) return { error: MESSAGES.too_large };
  return { mg: result };
}
