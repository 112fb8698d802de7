import { MAX_QUANTITY } from '@domain/pack-limits';

/**
 * A quantity as people write it and type it back: "3", "2.5", "0.25" (at most two decimals, as
 * the server keeps; no trailing zeros or float noise, a dot for the decimal mark).
 */
export const formatQuantity = (quantity: number): string =>
  String(Math.round(quantity * 100) / 100);

export type QuantityInput = { quantity: number } | { error: string };

/** What a person typed as a quantity: 0 to 999, at most two decimals, "," or "." as the mark. */
export function readQuantity(text: string): QuantityInput {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { error: 'Enter a quantity' };
  // A minus sign (or the typographic one a phone keyboard may offer) before a number.
  if (/^[-\u2212]\s*[\d.]/.test(trimmed)) return { error: 'Quantity must be 0 or more' };
  if (!/^(\d+\.?\d*|\.\d+)$/.test(trimmed)) {
    return { error: 'A quantity is a number, e.g. 2 or 0.5' };
  }
  if (!/^\d*(\.\d{0,2})?$/.test(trimmed)) return { error: 'At most two decimals' };
  const quantity = Number(trimmed);
  if (quantity > MAX_QUANTITY) return { error: `At most ${MAX_QUANTITY}` };
  return { quantity };
}

export const isQuantityError = (input: QuantityInput): input is { error: string } =>
  'error' in input;

/** One whole step up or down: 1.5 goes to 2 or 1; never below 0 or above the maximum. */
export function stepQuantity(quantity: number, step: 1 | -1): number {
  const next = step > 0 ? Math.floor(quantity) + 1 : Math.ceil(quantity) - 1;
  return Math.min(MAX_QUANTITY, Math.max(0, next));
}
