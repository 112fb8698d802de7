/**
 * Weight units and conversions. Weights live as integer milligrams everywhere; these helpers
 * convert at the edges (what a user types, what a view shows). Pure ECMAScript: this folder is
 * shared by the server and the React client.
 */

export const WEIGHT_UNITS = ['g', 'kg', 'oz', 'lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/**
 * Exact international definitions (1959 yard and pound agreement). LighterPack rounds the
 * ounce and pound to 28349.5 and 453592 mg; only its CSV export reproduces those
 * (see lighterpack-csv.ts), our own maths uses the exact values.
 */
export const MG_PER_UNIT: Readonly<Record<WeightUnit, number>> = {
  g: 1_000,
  kg: 1_000_000,
  oz: 28_349.523125,
  lb: 453_592.37,
};

export function isWeightUnit(value: unknown): value is WeightUnit {
  return typeof value === 'string' && (WEIGHT_UNITS as readonly string[]).includes(value);
}

const UNIT_SPELLINGS: Readonly<Record<string, WeightUnit>> = {
  g: 'g',
  gr: 'g',
  gm: 'g',
  gms: 'g',
  gram: 'g',
  grams: 'g',
  gramme: 'g',
  grammes: 'g',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  kilogramme: 'kg',
  kilogrammes: 'kg',
  oz: 'oz',
  ozs: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
};

/** Any usual spelling of a unit, case-insensitive, with an optional trailing dot ("lbs."). */
export function parseUnit(text: string): WeightUnit | null {
  const key = text.trim().toLowerCase().replace(/\.$/, '');
  return Object.hasOwn(UNIT_SPELLINGS, key) ? (UNIT_SPELLINGS[key] ?? null) : null;
}

/** Converts to whole milligrams (half away from zero, which for non-negatives is Math.round). */
export function toMilligrams(value: number, unit: WeightUnit): number {
  if (!Number.isFinite(value)) throw new RangeError(`Weight must be a finite number: ${value}`);
  if (value < 0) throw new RangeError(`Weight must not be negative: ${value}`);
  const mg = Math.round(value * MG_PER_UNIT[unit]);
  if (!Number.isSafeInteger(mg)) throw new RangeError(`Weight is too large: ${value} ${unit}`);
  return mg;
}

/** Unrounded value in the unit; round only for display. */
export function fromMilligrams(mg: number, unit: WeightUnit): number {
  return mg / MG_PER_UNIT[unit];
}

export interface FormatWeightOptions {
  /** Overrides the per-unit rule below. */
  decimals?: number;
  /** Keep trailing zeros ("1.20 kg") so a column of figures lines up. Default false. */
  fixed?: boolean;
  /** BCP 47 locale for the decimal separator. Default 'en'. */
  locale?: string;
}

/**
 * Decimals shown per unit, chosen so one step is about a gram or finer without false precision:
 * g: whole grams from 10 g, 0.1 g below; kg: 0.01 kg from 1 kg, 0.001 kg (1 g) below;
 * oz: 0.1 oz from 1 oz, 0.01 oz below; lb: 0.01 lb (about 4.5 g).
 * The choice looks at the unrounded value, so 9.96 g shows as "10 g".
 */
export function displayDecimals(mg: number, unit: WeightUnit): number {
  const value = Math.abs(fromMilligrams(mg, unit));
  switch (unit) {
    case 'g':
      return value < 10 ? 1 : 0;
    case 'kg':
      return value < 1 ? 3 : 2;
    case 'oz':
      return value < 1 ? 2 : 1;
    case 'lb':
      return 2;
  }
}

/**
 * "450 g", "1.25 kg", "12.3 oz", "0 g". Trailing zeros are dropped unless `fixed`. No digit
 * grouping: "1250 g" can be typed back into parseWeightInput, where a comma is a decimal mark.
 */
export function formatWeight(mg: number, unit: WeightUnit, opts: FormatWeightOptions = {}): string {
  const decimals = opts.decimals ?? displayDecimals(mg, unit);
  const number = new Intl.NumberFormat(opts.locale ?? 'en', {
    minimumFractionDigits: opts.fixed ? decimals : 0,
    maximumFractionDigits: decimals,
    useGrouping: false,
  }).format(fromMilligrams(mg, unit));
  // Intl prints "-0" for tiny negatives rounded to zero; weights are never negative anyway.
  return `${number === '-0' ? '0' : number} ${unit}`;
}

export type WeightInputErrorCode = 'empty' | 'invalid' | 'negative' | 'unknown_unit' | 'too_large';
export interface WeightInputError {
  error: WeightInputErrorCode;
}

export function isWeightInputError(result: number | WeightInputError): result is WeightInputError {
  return typeof result !== 'number';
}

// One term: a number (dot or comma decimal mark) and an optional unit word.
const TERM = /^(\d+(?:[.,]\d*)?|[.,]\d+)\s*([a-z]+\.?)?\s*/;

/**
 * Parses what people type: "450", "450g", "1.2 kg", "12,5 oz", "2lbs", "1 lb 4 oz". A bare
 * number takes `defaultUnit`; in a compound every term needs its unit ("1 lb 4" is ambiguous).
 * A comma is always a decimal mark, never a thousands separator.
 */
export function parseWeightInput(text: string, defaultUnit: WeightUnit): number | WeightInputError {
  let rest = text.trim().toLowerCase();
  if (rest === '') return { error: 'empty' };
  if (rest.startsWith('-')) return { error: 'negative' };
  const terms: { value: number; unitText: string | undefined }[] = [];
  while (rest !== '') {
    const match = TERM.exec(rest);
    if (!match) return { error: 'invalid' };
    const [whole, digits = '', unitText] = match;
    terms.push({ value: Number(digits.replace(',', '.')), unitText });
    rest = rest.slice(whole.length);
  }
  let mg = 0;
  for (const { value, unitText } of terms) {
    if (unitText === undefined && terms.length > 1) return { error: 'invalid' };
    const unit = unitText === undefined ? defaultUnit : parseUnit(unitText);
    if (unit === null) return { error: 'unknown_unit' };
    mg += value * MG_PER_UNIT[unit];
  }
  // Rounded once on the sum, so "1 lb 4 oz" is exactly 20 oz.
  const rounded = Math.round(mg);
  return Number.isSafeInteger(rounded) ? rounded : { error: 'too_large' };
}
