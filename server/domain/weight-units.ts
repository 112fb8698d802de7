/**
 * Weight units and conversions. Weights live as integer milligrams everywhere; these helpers
 * convert at the edges (what a user types, what a view shows). Pure ECMAScript: this folder is
 * shared by the server and the React client.
 */

import { formatNumber, numberMarks, roundTo } from './number-locale.js';

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

/**
 * How a unit of the small kind (g, oz) shows long figures: 'auto' switches to the large unit
 * of its system (13,666 g shows as 13.67 kg, 20 oz as 1.25 lb), 'fixed' keeps the unit
 * (13,666 g). kg and lb show as themselves either way. One account preference with the unit.
 */
export const WEIGHT_SCALES = ['auto', 'fixed'] as const;
export type WeightScale = (typeof WEIGHT_SCALES)[number];

export function isWeightScale(value: unknown): value is WeightScale {
  return typeof value === 'string' && (WEIGHT_SCALES as readonly string[]).includes(value);
}

/** The large unit each small one switches to, from one of it: 1,000 g and 16 oz. */
const LARGE_UNIT: Readonly<Partial<Record<WeightUnit, WeightUnit>>> = { g: 'kg', oz: 'lb' };

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
 * The unit `mg` shows in: `unit`, or with 'auto' its large unit once the figure in `unit`, as
 * it would show, reaches one large unit (999.6 g shows as "1,000 g", so it shows as "1 kg").
 */
export function displayUnit(mg: number, unit: WeightUnit, scale: WeightScale): WeightUnit {
  const large = LARGE_UNIT[unit];
  if (scale === 'fixed' || large === undefined) return unit;
  const shown = roundTo(fromMilligrams(mg, unit), displayDecimals(mg, unit));
  return shown >= MG_PER_UNIT[large] / MG_PER_UNIT[unit] ? large : unit;
}

export interface FormatWeightOptions {
  /** BCP 47 locale for the decimal and group marks. Default 'en'. */
  locale?: string;
  /** Default 'fixed': the unit as given. */
  scale?: WeightScale;
  /** Overrides displayDecimals. */
  decimals?: number;
  /** Keep trailing zeros ("1.20 kg") so a column of figures lines up. Default false. */
  fixed?: boolean;
}

/**
 * A weight for reading: "450 g", "13,666 g" (or "13.67 kg" with scale 'auto'), "12.3 oz",
 * "1.234,5 g" in German. Digits are grouped in thousands the locale's way; the unit symbol
 * stays the app's (the page is in English). Not for inputs: see formatWeightInput.
 */
export function formatWeight(mg: number, unit: WeightUnit, opts: FormatWeightOptions = {}): string {
  const shown = displayUnit(mg, unit, opts.scale ?? 'fixed');
  const decimals = opts.decimals ?? displayDecimals(mg, shown);
  const number = formatNumber(fromMilligrams(mg, shown), {
    locale: opts.locale,
    decimals,
    fixed: opts.fixed,
  });
  return `${number} ${shown}`;
}

/**
 * A weight to edit: in `unit` as it is, without thousands separators ("13666 g"), with the
 * locale's decimal mark when it is a comma ("1,25 kg" in German) and a dot otherwise, so
 * parseWeightInput reads it back in any locale.
 */
export function formatWeightInput(mg: number, unit: WeightUnit, locale?: string): string {
  const number = formatNumber(fromMilligrams(mg, unit), {
    locale: 'en',
    decimals: displayDecimals(mg, unit),
    grouping: false,
  });
  return `${numberMarks(locale).decimal === ',' ? number.replace('.', ',') : number} ${unit}`;
}

export type WeightInputErrorCode = 'empty' | 'invalid' | 'negative' | 'unknown_unit' | 'too_large';
export interface WeightInputError {
  error: WeightInputErrorCode;
}

/** A typed weight, and the unit it was typed in (an item keeps it, for exports). */
export interface WeightEntry {
  mg: number;
  unit: WeightUnit;
}

export function isWeightInputError<T extends number | WeightEntry>(
  result: T | WeightInputError,
): result is WeightInputError {
  return typeof result === 'object' && 'error' in result;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const termPatterns = new Map<string, RegExp>();
const SPACE_LIKE = /^[\s\u00a0\u202f]$/;
const APOSTROPHE_LIKE = /^['\u2019]$/;

/** The group mark as people type it: any space for a space, either apostrophe for one. */
function groupMarkPattern(group: string): string {
  if (SPACE_LIKE.test(group)) return '[ \\u00a0\\u202f]';
  if (APOSTROPHE_LIKE.test(group)) return "['\\u2019]";
  return escapeRegExp(group);
}

/**
 * One term: a number and an optional unit word. The number is either grouped the locale's way
 * (first capture: "13,666" or "13,666.5" in English, "13.666,5" in German, "13 666" in French:
 * the group mark between threes of digits after a first group that is not 0, then the other
 * mark as the decimal one), or plain
 * (second capture) with a dot or a comma as its decimal mark: "1.25", "1,25", "1,2345".
 */
function termPattern(group: string): RegExp {
  let pattern = termPatterns.get(group);
  if (!pattern) {
    const groupMark = groupMarkPattern(group);
    const decimalMark = group === ',' ? '\\.' : group === '.' ? ',' : '[.,]';
    // Not followed by a further digit or mark-and-digit: "1,2345" and "1,234,5" are not grouped.
    const grouped = `[1-9]\\d{0,2}(?:${groupMark}\\d{3})+(?:${decimalMark}\\d*)?(?![.,]?\\d)`;
    const plain = `\\d+(?:[.,]\\d*)?|[.,]\\d+`;
    pattern = new RegExp(`^(?:(${grouped})|(${plain}))\\s*([a-z]+\\.?)?\\s*`);
    termPatterns.set(group, pattern);
  }
  return pattern;
}

interface Term {
  value: number;
  unitText: string | undefined;
}

/** The terms of the text, or null when some part of it is not one. */
function readTerms(text: string, locale: string | undefined): Term[] | null {
  const { group } = numberMarks(locale);
  const pattern = termPattern(group);
  const groupMarks = new RegExp(groupMarkPattern(group), 'g');
  const terms: Term[] = [];
  let rest = text;
  while (rest !== '') {
    const match = pattern.exec(rest);
    if (!match) return null;
    const [whole, grouped, plain = '', unitText] = match;
    const digits = grouped === undefined ? plain : grouped.replace(groupMarks, '');
    terms.push({ value: Number(digits.replace(',', '.')), unitText });
    rest = rest.slice(whole.length);
  }
  return terms;
}

/**
 * Parses what people type: "450", "450g", "1.2 kg", "12,5 oz", "2lbs", "1 lb 4 oz", and
 * thousands written the locale's way ("1,250 g" in English, "1.250 g" in German). A bare
 * number takes `defaultUnit`; in a compound every term needs its unit ("1 lb 4" is ambiguous).
 * Decimal marks: a dot or a comma, except the locale's group mark where it separates threes of
 * digits (so "1,25" is 1.25 everywhere, "1,250" is 1250 in English and 1.25 in German).
 * The entry's unit is the one typed: the default for a bare number, the smallest of a compound.
 */
export function parseWeightEntry(
  text: string,
  defaultUnit: WeightUnit,
  locale?: string,
): WeightEntry | WeightInputError {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === '') return { error: 'empty' };
  if (trimmed.startsWith('-')) return { error: 'negative' };
  const terms = readTerms(trimmed, locale);
  if (terms === null) return { error: 'invalid' };
  let mg = 0;
  let entered: WeightUnit | null = null;
  for (const { value, unitText } of terms) {
    if (unitText === undefined && terms.length > 1) return { error: 'invalid' };
    const unit = unitText === undefined ? defaultUnit : parseUnit(unitText);
    if (unit === null) return { error: 'unknown_unit' };
    mg += value * MG_PER_UNIT[unit];
    if (entered === null || MG_PER_UNIT[unit] < MG_PER_UNIT[entered]) entered = unit;
  }
  // Rounded once on the sum, so "1 lb 4 oz" is exactly 20 oz.
  const rounded = Math.round(mg);
  if (!Number.isSafeInteger(rounded)) return { error: 'too_large' };
  return { mg: rounded, unit: entered ?? defaultUnit };
}

/** The same, in milligrams only. */
export function parseWeightInput(
  text: string,
  defaultUnit: WeightUnit,
  locale?: string,
): number | WeightInputError {
  const entry = parseWeightEntry(text, defaultUnit, locale);
  return isWeightInputError(entry) ? entry : entry.mg;
}
