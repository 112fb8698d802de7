import { dateTimeFormat } from '@domain/intl-formats';
import { displayLocale } from '@client/lib/currencies';

/**
 * Calendar dates (`YYYY-MM-DD`, no time zone) as the trip screens read and show them; the
 * arithmetic is the domain's (@domain/route/trip-dates).
 */

/** The date as UTC midnight (calendar arithmetic, no time zone in play). */
const utc = (date: string): Date => new Date(`${date}T00:00:00Z`);

/** Whether the text is a real calendar date in the `YYYY-MM-DD` form. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = utc(text);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Today in the browser's own calendar (where the user is), as `YYYY-MM-DD`. */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const format = (date: string, options: Intl.DateTimeFormatOptions): string =>
  dateTimeFormat(displayLocale(), { ...options, timeZone: 'UTC' }).format(utc(date));

/** "Sat 14 Jun 2026": one date, with its weekday. */
export const formatDate = (date: string): string =>
  format(date, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** "Sat 14 Jun": a day of a trip, whose year the trip's dates already say. */
export const formatDayDate = (date: string): string =>
  format(date, { weekday: 'short', day: 'numeric', month: 'short' });

/** "14 Jun 2026", or "14 – 16 Jun 2026" / "30 Jun – 2 Jul 2026" for a range (the locale’s way). */
export function formatDateRange(start: string, end: string): string {
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  };
  const formatter = dateTimeFormat(displayLocale(), options);
  return start === end ? formatter.format(utc(start)) : formatter.formatRange(utc(start), utc(end));
}

/** "1 day", "3 days". */
export const daysText = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'}`;
