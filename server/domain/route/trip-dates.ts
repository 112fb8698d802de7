/**
 * Calendar dates as `YYYY-MM-DD` strings: no time of day, no time zone (a trip on 3 June is on
 * 3 June wherever the planner sits). The arithmetic runs in UTC so no daylight-saving change
 * moves a day. Pure: "today" is passed in by the caller, who knows the user's calendar.
 */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Milliseconds of the date's UTC midnight; a RangeError for anything not a real YYYY-MM-DD date. */
function utcMs(date: string): number {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const parsed = new Date(ms);
  if (parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return ms;
}

/** How many calendar days from startDate to endDate, both counted (a day trip: 1; end before start: 0). */
export function daysBetween(startDate: string, endDate: string): number {
  const days = Math.round((utcMs(endDate) - utcMs(startDate)) / DAY_MS) + 1;
  return Math.max(0, days);
}

/** The date `days` days after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(utcMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

export type TripPhase = 'upcoming' | 'in_progress' | 'past';

/** Where `today` falls: before the first day, on one of the days (both ends included), or after. */
export function tripPhase(startDate: string, endDate: string, today: string): TripPhase {
  // Checked dates compare correctly as strings (same width, most significant first).
  utcMs(startDate);
  utcMs(endDate);
  utcMs(today);
  if (today < startDate) return 'upcoming';
  if (today > endDate) return 'past';
  return 'in_progress';
}
