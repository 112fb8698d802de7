import { numberFormat } from '@domain/intl-formats';
import { displayLocale } from '@client/lib/currencies';

/**
 * Distances, heights and times as the trip screens write them, in the browser's locale. Metric
 * for now: the elevation profile is metric too (the contract's `unit: 'metric'`).
 */

const number = (value: number, digits: number): string =>
  numberFormat(displayLocale(), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);

/** "12.4 km" (one decimal below 100 km, none above); "850 m" below 1 km. */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${number(Math.round(metres), 0)} m`;
  const km = metres / 1000;
  return `${number(km, km < 100 ? 1 : 0)} km`;
}

/** "1,234 m": a height or a climb, whole metres; "—" for none. */
export const formatMetres = (metres: number | null): string =>
  metres === null ? '—' : `${number(Math.round(metres), 0)} m`;

/** "5 h 20 min", "45 min", "0 min": a moving time, to the minute. */
export function formatHours(hours: number): string {
  const minutes = Math.round(hours * 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** "2.5", "3": litres to a tenth, without the unit (a field's placeholder). */
export function formatTenths(litres: number): string {
  const tenths = Math.round(litres * 10) / 10;
  return number(tenths, Number.isInteger(tenths) ? 0 : 1);
}

/** "2.5 l", "0 l": water, to a tenth of a litre. */
export const formatLitres = (litres: number): string => `${formatTenths(litres)} l`;

/** "5 km/h", "4.5 km/h". */
export const formatPace = (kmh: number): string =>
  `${numberFormat(displayLocale(), { maximumFractionDigits: 1 }).format(kmh)} km/h`;
