/**
 * Intl formatters kept per locale and options. Building an Intl.NumberFormat or DateTimeFormat
 * costs far more than using one (and `toLocaleString` with options builds one on every call):
 * a trip page wrote its figures, dates and chart ticks with some hundreds of new formatters,
 * which was a tenth of its scripting on a throttled phone.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

const keyOf = (locale: string | undefined, options: object): string =>
  `${locale ?? ''}|${JSON.stringify(options)}`;

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options. */
export function numberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = keyOf(locale, options);
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}
