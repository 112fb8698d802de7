/**
 * Money as integer minor units plus an ISO 4217 code. Conversions happen only at the edges
 * (display, import, export). Pure ECMAScript: shared by the server and the React client.
 */

import { numberFormat } from './intl-formats.js';

/**
 * ISO 4217 minor-unit exponents that differ from 2. Taken from the ISO table rather than from
 * Intl, whose CLDR data uses display digits (e.g. 0 for HUF and TWD cash amounts), which would
 * make stored amounts depend on the runtime's ICU build.
 */
const MINOR_UNIT_EXCEPTIONS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

const CODE_SHAPE = /^[A-Z]{3}$/;
let knownCodes: ReadonlySet<string> | null | undefined;

function supportedCodes(): ReadonlySet<string> | null {
  if (knownCodes === undefined) {
    // Older runtimes (and some small-ICU builds) lack supportedValuesOf: trust the shape then.
    knownCodes = 'supportedValuesOf' in Intl ? new Set(Intl.supportedValuesOf('currency')) : null;
  }
  return knownCodes;
}

/** Three uppercase letters, and a currency the runtime knows when it can tell us. */
export function isCurrencyCode(code: string): boolean {
  if (!CODE_SHAPE.test(code)) return false;
  const known = supportedCodes();
  return known === null || known.has(code);
}

/** Digits after the decimal mark: 0 for JPY/KRW, 3 for BHD/KWD/JOD/OMR/TND, 2 for most. */
export function minorUnitDigits(currency: string): number {
  if (!CODE_SHAPE.test(currency)) throw new RangeError(`Not a currency code: ${currency}`);
  return MINOR_UNIT_EXCEPTIONS[currency] ?? 2;
}

/**
 * Shifts the decimal point through the number's decimal text so 1.005 EUR gives 101 cents
 * rather than 100 (1.005 * 100 is 100.49999999999999 in binary floating point).
 */
function shiftDecimal(value: number, digits: number): number {
  const text = String(value);
  if (text.includes('e')) return value * 10 ** digits;
  return Number(`${text}e${digits}`);
}

/** Major units (12.99) to integer minor units (1299), rounded half away from zero. */
export function toMinorUnits(amount: number, currency: string): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Amount must be finite: ${amount}`);
  const shifted = shiftDecimal(Math.abs(amount), minorUnitDigits(currency));
  const minor = Math.sign(amount) * Math.round(shifted);
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount is too large: ${amount}`);
  return minor === 0 ? 0 : minor;
}

/** Integer minor units back to major units (1299 -> 12.99). */
export function fromMinorUnits(minor: number, currency: string): number {
  return Number(`${minor}e-${minorUnitDigits(currency)}`);
}

/** "$12.99", "¥1,234", "12,99 €" (locale 'de'), always with the currency's ISO digits. */
export function formatMoney(minor: number, currency: string, locale = 'en'): string {
  const digits = minorUnitDigits(currency);
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(fromMinorUnits(minor, currency));
}
