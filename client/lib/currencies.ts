/** Currencies for prices: a default from the browser's locale, and the lists to pick from. */

export const COMMON_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'JPY',
] as const;

const EURO_REGIONS = new Set(
  'AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK AD MC SM VA ME XK'.split(' '),
);

const REGION_CURRENCIES: Readonly<Record<string, string>> = {
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  CH: 'CHF',
  LI: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  IS: 'ISK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  JP: 'JPY',
  KR: 'KRW',
  CN: 'CNY',
  HK: 'HKD',
  SG: 'SGD',
  IN: 'INR',
  IL: 'ILS',
  TR: 'TRY',
  ZA: 'ZAR',
  BR: 'BRL',
  MX: 'MXN',
  AR: 'ARS',
  CL: 'CLP',
};

function regionOf(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).maximize().region;
  } catch {
    return undefined;
  }
}

/** The currency of the first browser locale whose region we know ("en-GB" is GBP); else USD. */
export function defaultCurrency(
  locales: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): string {
  for (const locale of locales) {
    const region = regionOf(locale);
    if (region === undefined) continue;
    if (EURO_REGIONS.has(region)) return 'EUR';
    const currency = REGION_CURRENCIES[region];
    if (currency) return currency;
  }
  return 'USD';
}

/** The codes the browser knows that are not among the common ones, for a second group. */
export function otherCurrencies(): readonly string[] {
  const common: readonly string[] = COMMON_CURRENCIES;
  const all = 'supportedValuesOf' in Intl ? Intl.supportedValuesOf('currency') : [];
  return all.filter((code) => !common.includes(code));
}

let names: Intl.DisplayNames | null | undefined;

/** "GBP – British Pound" where the browser can name it, else the code. */
export function currencyLabel(code: string): string {
  names ??= 'DisplayNames' in Intl ? new Intl.DisplayNames(['en'], { type: 'currency' }) : null;
  const name = names?.of(code);
  return name && name !== code ? `${code} – ${name}` : code;
}

/** The locale money is shown in: the browser's. */
export const displayLocale = (): string =>
  typeof navigator === 'undefined' ? 'en' : navigator.language || 'en';
