import type { SelectHTMLAttributes } from 'react';
import { allCurrencies, COMMON_CURRENCIES, currencyLabel } from '@client/lib/currencies';

const common: readonly string[] = COMMON_CURRENCIES;

/** The common currencies first, then every ISO 4217 code the browser knows. */
export function CurrencySelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  const others = allCurrencies().filter((code) => !common.includes(code));
  return (
    <select {...props}>
      <optgroup label="Common">
        {COMMON_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {currencyLabel(code)}
          </option>
        ))}
      </optgroup>
      <optgroup label="All currencies">
        {others.map((code) => (
          <option key={code} value={code}>
            {currencyLabel(code)}
          </option>
        ))}
      </optgroup>
    </select>
  );
}
