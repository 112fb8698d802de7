import { formatMoney } from '@domain/money';
import { displayLocale } from '@client/lib/currencies';

/** "£12.99", or the amount and code when the browser cannot format the currency. */
export function moneyText(minor: number, currency: string): string {
  try {
    return formatMoney(minor, currency, displayLocale());
  } catch {
    return `${minor} ${currency}`;
  }
}

/** One formatted total per currency, by currency code: ["€45.00", "£120.00"]. */
export const priceTexts = (priceByCurrency: Record<string, number>): string[] =>
  Object.entries(priceByCurrency)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, minor]) => moneyText(minor, currency));
