import { formatMoney, toMinorUnits } from '@domain/money';
import { MAX_PRICE_MINOR } from '@domain/pack-limits';

export type PriceInput = { minor: number | null } | { error: string };

// Optional symbols or a code around the number: "£12.99", "12,99 €", "USD 40".
const AROUND = /^[^\d.,]*|[^\d.,]*$/g;
const PLAIN = /^\d+(?:[.,]\d+)?$/;
const GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/**
 * What people type as a price, in major units of `currency`: "12.99", "12,99", "£1,299.50".
 * Empty means no price. A lone comma is a decimal mark, as in weights.
 */
export function parsePriceInput(text: string, currency: string): PriceInput {
  const trimmed = text.trim();
  if (trimmed === '') return { minor: null };
  if (trimmed.includes('-')) return { error: 'A price cannot be negative' };
  const number = trimmed.replace(AROUND, '');
  let amount: number;
  if (PLAIN.test(number)) amount = Number(number.replace(',', '.'));
  else if (GROUPED.test(number)) amount = Number(number.replaceAll(',', ''));
  else return { error: 'Not a price: try 12.99' };
  try {
    const minor = toMinorUnits(amount, currency);
    if (minor <= MAX_PRICE_MINOR) return { minor };
  } catch {
    // Past what a number holds: too large as well.
  }
  return { error: `Prices go up to ${formatMoney(MAX_PRICE_MINOR, currency)}` };
}

export const isPriceError = (result: PriceInput): result is { error: string } => 'error' in result;
