import { numberFormat } from '@domain/intl-formats';
import { displayLocale } from '@client/lib/currencies';

/**
 * A number as this browser writes it (or as `locale` does: a page rendered on the server and
 * hydrated says 'en' in both places), with at most `decimals` decimals ("1,234", "3.5").
 */
export const formatNumber = (value: number, decimals = 0, locale = displayLocale()): string =>
  numberFormat(locale, { maximumFractionDigits: decimals, minimumFractionDigits: 0 }).format(value);

/** A distance given in metres, in km: "12.3 km" (one decimal unless told). */
export const formatKm = (metres: number, decimals = 1, locale?: string): string =>
  `${formatNumber(metres / 1000, decimals, locale)} km`;

/** An elevation: "1,234 m". */
export const formatMetres = (metres: number, locale?: string): string =>
  `${formatNumber(Math.round(metres), 0, locale)} m`;
