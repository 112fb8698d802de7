import { formatMoney } from '@domain/money';
import type { GearItem } from '@client/lib/api/gear-types';
import { displayLocale } from '@client/lib/currencies';

/** "£129.99", or null when the item has no price. */
export function itemPrice(item: GearItem): string | null {
  if (item.priceMinor === null || item.currency === null) return null;
  try {
    return formatMoney(item.priceMinor, item.currency, displayLocale());
  } catch {
    return `${item.priceMinor} ${item.currency}`;
  }
}
