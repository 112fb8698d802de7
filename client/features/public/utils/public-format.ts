import { formatMoney } from '@domain/money';
import { formatNumber } from '@domain/number-locale';
import { formatWeightParts, type FormattedParts } from '@domain/weight-parts';
import { formatWeight, type WeightScale, type WeightUnit } from '@domain/weight-units';
import { formatQuantity } from '@client/lib/quantity';
import { ACTIVITY_NAMES } from '@client/lib/activity-names';

/*
 * Figures on the public pages. These pages are rendered on the server and hydrated in any
 * visitor's browser, so what they write cannot depend on the browser (its language, time zone,
 * stored preferences): English marks ("13,666 g"), the owner's weight scale, dates written out by
 * hand from their `YYYY-MM-DD` text (no Date in a time zone, no Intl date ranges whose spacing
 * changes between ICU versions). The rules are the domain's, as on the signed-in pages.
 */

const LOCALE = 'en';

/** "13.67 kg": one weight, in `unit` switching to kg or lb as the owner's scale says. */
export const weightText = (mg: number, unit: WeightUnit, scale: WeightScale): string =>
  formatWeight(mg, unit, { locale: LOCALE, scale });

/** Base, worn and consumable (and their sums) rounded so that they add up. */
export const weightParts = (
  partsMg: readonly number[],
  unit: WeightUnit,
  scale: WeightScale,
): FormattedParts => formatWeightParts(partsMg, unit, { locale: LOCALE, scale });

/** "$12.99"; the amount and the code for a currency Intl does not know. */
export function moneyText(minor: number, currency: string): string {
  try {
    return formatMoney(minor, currency, LOCALE);
  } catch {
    return `${minor} ${currency}`;
  }
}

/** "$120.00 + €35.00" in currency order; null without prices. */
export function pricesText(byCurrency: Readonly<Record<string, number>>): string | null {
  const prices = Object.entries(byCurrency)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, minor]) => moneyText(minor, currency));
  return prices.length > 0 ? prices.join(' + ') : null;
}

/** "3", "2.5". */
export const quantityText = formatQuantity;

const number = (value: number, decimals: number) =>
  formatNumber(value, { locale: LOCALE, decimals, fixed: true });

/** "12.4 km" (one decimal below 100 km), "850 m" below 1 km. */
export function distanceText(metres: number): string {
  if (metres < 1000) return `${number(Math.round(metres), 0)} m`;
  const km = metres / 1000;
  return `${number(km, km < 100 ? 1 : 0)} km`;
}

/** "1,234 m"; "—" for none. */
export const metresText = (metres: number | null): string =>
  metres === null ? '—' : `${number(Math.round(metres), 0)} m`;

/** "5 h 20 min", "45 min". */
export function hoursText(hours: number): string {
  const minutes = Math.round(hours * 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** "2.5 l". */
export const litresText = (litres: number): string => {
  const tenths = Math.round(litres * 10) / 10;
  return `${number(tenths, Number.isInteger(tenths) ? 0 : 1)} l`;
};

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const WEEKDAYS = 'Sun Mon Tue Wed Thu Fri Sat'.split(' ');

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function parts(date: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

const monthName = (month: number) => MONTHS[month - 1] ?? '';

/** "10 Jul 2026". */
export function dateText(date: string): string {
  const d = parts(date);
  return d ? `${d.day} ${monthName(d.month)} ${d.year}` : date;
}

/** "Fri 10 Jul": a day of a trip (the weekday of the calendar date, no time zone involved). */
export function dayDateText(date: string): string {
  const d = parts(date);
  if (!d) return date;
  const weekday = WEEKDAYS[new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()] ?? '';
  return `${weekday} ${d.day} ${monthName(d.month)}`;
}

/** "10 Jul 2026", "10–11 Jul 2026", "30 Jun – 2 Jul 2026", "30 Dec 2026 – 2 Jan 2027". */
export function dateRangeText(start: string, end: string): string {
  const a = parts(start);
  const b = parts(end);
  if (!a || !b || start === end) return dateText(start);
  if (a.year !== b.year) return `${dateText(start)} – ${dateText(end)}`;
  if (a.month !== b.month) {
    return `${a.day} ${monthName(a.month)} – ${b.day} ${monthName(b.month)} ${b.year}`;
  }
  return `${a.day}–${b.day} ${monthName(b.month)} ${b.year}`;
}

/** "1 day", "3 days". */
export const daysText = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'}`;

/** "1 item", "12 items". */
export const itemsText = (count: number): string =>
  `${quantityText(count)} ${count === 1 ? 'item' : 'items'}`;

/**
 * The address a link may go to: only http and https (a `javascript:` or `data:` address a user
 * typed stays text). Null for anything else.
 */
export function safeHref(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** "Trail run" for trail_run. */
export const activityText = (activity: string): string =>
  (ACTIVITY_NAMES as Record<string, string | undefined>)[activity] ?? activity.replace(/_/g, ' ');

/** "1,200 g": food. */
export const gramsText = (grams: number): string => `${number(Math.round(grams), 0)} g`;
