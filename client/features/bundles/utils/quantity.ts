import { MAX_QUANTITY } from '@domain/pack-limits';

/** A bundle entry's quantity: 0 to MAX_QUANTITY with at most two decimals, as the server keeps. */
export const QUANTITY_RULE = `A number from 0 to ${MAX_QUANTITY}, at most 2 decimals`;

export type QuantityResult = { quantity: number } | { error: string };

export const isQuantityError = (result: QuantityResult): result is { error: string } =>
  'error' in result;

/** What someone typed: "2", "0.5", "0,5" (a comma is a decimal mark), "1.25". */
export function readQuantity(text: string): QuantityResult {
  const value = text.trim().replace(',', '.');
  if (value === '') return { error: 'How many? Type a number' };
  // A minus sign (or the typographic one a phone keyboard may offer) before a number.
  if (/^[-\u2212]\s*[\d.]/.test(value)) return { error: 'Quantity must be 0 or more' };
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(value)) return { error: QUANTITY_RULE };
  const quantity = Number(value);
  return quantity > MAX_QUANTITY ? { error: QUANTITY_RULE } : { quantity };
}

/** One whole step up or down: 1.5 goes to 2 or 1; never below 0 or above the maximum. */
export function stepQuantity(quantity: number, step: 1 | -1): number {
  const next = step > 0 ? Math.floor(quantity) + 1 : Math.ceil(quantity) - 1;
  return Math.min(MAX_QUANTITY, Math.max(0, next));
}
