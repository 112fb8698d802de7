/**
 * Figures as the preview images write them: in English (the app's language), in the owner's
 * weight unit, distances metric like the trip screens. Pure.
 */
import { formatNumber } from '@server/domain/number-locale.js';
import type { TripActivity } from '@server/domain/trip-limits.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Day {
  year: string;
  month: string;
  day: string;
}

function readDate(date: string): Day | null {
  const match = DATE.exec(date);
  const month = MONTHS[Number(match?.[2]) - 1];
  if (!match?.[1] || !match[3] || !month) return null;
  return { year: match[1], month, day: String(Number(match[3])) };
}

/**
 * A trip's dates, as calendar dates (no time zone moves them): "14 Jul 2025", "14–16 Jul 2025",
 * "30 Jul – 2 Aug 2025", "30 Dec 2025 – 2 Jan 2026". A date that is not YYYY-MM-DD is left
 * out (the API never answers one).
 */
export function formatDateRange(startDate: string, endDate: string): string {
  const start = readDate(startDate);
  const end = readDate(endDate);
  if (!start || !end) return '';
  if (startDate === endDate) return `${start.day} ${start.month} ${start.year}`;
  if (start.year !== end.year) {
    return `${start.day} ${start.month} ${start.year} – ${end.day} ${end.month} ${end.year}`;
  }
  if (start.month !== end.month) {
    return `${start.day} ${start.month} – ${end.day} ${end.month} ${end.year}`;
  }
  return `${start.day}–${end.day} ${end.month} ${end.year}`;
}

/** "12.4 km" (one decimal below 100 km, none above); "850 m" below 1 km. */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${formatNumber(Math.round(metres), { decimals: 0 })} m`;
  const km = metres / 1000;
  return `${formatNumber(km, { decimals: km < 100 ? 1 : 0 })} km`;
}

/** "1,820 m": an ascent in whole metres. */
export const formatMetres = (metres: number): string =>
  `${formatNumber(Math.round(metres), { decimals: 0 })} m`;

/** "1 day", "3 days". */
export const formatDays = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'}`;

/** "1 item", "34 items", "2.5 items" (quantities may be fractional). */
export function formatItemCount(count: number): string {
  const text = formatNumber(count, { decimals: 1 });
  return `${text} ${text === '1' ? 'item' : 'items'}`;
}

/** What each activity is called (as the trip screens name them). */
export const ACTIVITY_NAMES: Readonly<Record<TripActivity, string>> = {
  hike: 'Hike',
  backpacking: 'Backpacking',
  bikepacking: 'Bikepacking',
  trail_run: 'Trail run',
  ski_touring: 'Ski touring',
  paddling: 'Paddling',
  climbing: 'Climbing',
  other: 'Trip',
};
