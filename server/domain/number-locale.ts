/**
 * How a locale writes numbers, for formatting figures people read and for reading back what
 * they type. Pure ECMAScript (Intl): shared by the server and the React client.
 */

export interface NumberMarks {
  /** "." in en, "," in de and fr. */
  decimal: string;
  /** "," in en, "." in de, a narrow no-break space in fr, "’" in de-CH. */
  group: string;
}

const marksByLocale = new Map<string, NumberMarks>();
const formatters = new Map<string, Intl.NumberFormat>();

const knownLocales = new Map<string, string>();

/**
 * The locale as Intl takes it; a tag Intl refuses (or none) is English. Asked once per tag:
 * Intl's answer costs more than the formatting itself, for each of a long list's figures.
 */
function knownLocale(locale: string | undefined): string {
  if (!locale) return 'en';
  let known = knownLocales.get(locale);
  if (known === undefined) {
    try {
      known = Intl.NumberFormat.supportedLocalesOf(locale).length > 0 ? locale : 'en';
    } catch {
      known = 'en';
    }
    knownLocales.set(locale, known);
  }
  return known;
}

/** The locale's decimal and group marks, read once from Intl. */
export function numberMarks(locale?: string): NumberMarks {
  const tag = knownLocale(locale);
  let marks = marksByLocale.get(tag);
  if (!marks) {
    const parts = new Intl.NumberFormat(tag).formatToParts(12345.6);
    marks = {
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
    };
    marksByLocale.set(tag, marks);
  }
  return marks;
}

export interface NumberTextOptions {
  locale?: string;
  /** Digits after the decimal mark, at most. */
  decimals: number;
  /** Keep trailing zeros (1.20). Default false. */
  fixed?: boolean;
  /** Thousands separators (13,666). Default true. */
  grouping?: boolean;
}

/**
 * A number as the locale writes it: "13,666.5" (en), "13.666,5" (de). Formatters are kept per
 * set of options: building an Intl.NumberFormat costs far more than using one, and a list of
 * 5,000 weights uses the same two or three.
 */
export function formatNumber(value: number, options: NumberTextOptions): string {
  const tag = knownLocale(options.locale);
  const { decimals, fixed = false, grouping = true } = options;
  const key = `${tag}|${decimals}|${fixed}|${grouping}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, {
      minimumFractionDigits: fixed ? decimals : 0,
      maximumFractionDigits: decimals,
      useGrouping: grouping,
    });
    formatters.set(key, formatter);
  }
  const text = formatter.format(value);
  // Intl prints "-0" for tiny negatives rounded to zero; the figures here are never negative.
  return /^-0(\D0*)?$/.test(text) ? text.slice(1) : text;
}

/**
 * Moves the decimal point through the number's shortest decimal text, so 1.005 shifted by 2
 * is 100.5 rather than 100.49999999999999. Intl rounds that same text, so rounding a shifted
 * value agrees with what Intl shows for the value.
 */
export function shiftDecimal(value: number, digits: number): number {
  const text = String(value);
  if (text.includes('e')) return value * 10 ** digits;
  return Number(`${text}e${digits}`);
}

/** Half away from zero at `digits` decimals, the way Intl rounds what it shows. */
export function roundTo(value: number, digits: number): number {
  const steps = Math.round(shiftDecimal(Math.abs(value), digits));
  return Math.sign(value) * Number(`${steps}e-${digits}`);
}
