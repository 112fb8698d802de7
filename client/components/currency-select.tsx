import type { SelectHTMLAttributes } from 'react';
import { COMMON_CURRENCIES, currencyLabel, otherCurrencies } from '@client/lib/currencies';

/**
 * The common currencies first, then every ISO 4217 code the browser knows. `children` go
 * before them, e.g. an "Automatic" choice.
 */
export function CurrencySelect({ children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select {...props}>
      {children}
      <optgroup label="Common">
        {COMMON_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {currencyLabel(code)}
          </option>
        ))}
      </optgroup>
      <optgroup label="All currencies">
        {otherCurrencies().map((code) => (
          <option key={code} value={code}>
            {currencyLabel(code)}
          </option>
        ))}
      </optgroup>
    </select>
  );
}
