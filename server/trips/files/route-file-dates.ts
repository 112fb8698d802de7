import { addDays, daysBetween } from '@server/domain/route/trip-dates.js';
import { MAX_TRIP_DAYS } from '@server/domain/trip-limits.js';
import type { RoutePoint } from './parsed-route-file.js';

/**
 * The calendar date a time fell on where the point was: UTC shifted by the longitude's mean
 * solar time (15° an hour). Time zones follow borders, not meridians, but this is never more
 * than an hour or two off, where plain UTC puts an evening in California on the next day.
 */
function localDate(time: string, longitude: number): string | null {
  const ms = Date.parse(time);
  if (Number.isNaN(ms)) return null;
  return new Date(ms + (longitude / 15) * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Days without a recorded point that still belong to one trip: a rest day or two. A longer
 * silence means the file holds separate outings (a season's hikes in one export), and the trip
 * is dated by the first of them instead of spanning weeks of rest days and their food.
 */
export const MAX_DAYS_WITHOUT_POINTS = 2;

/**
 * A new trip's dates from its points' times: the first day a point was recorded on (the
 * earliest, whatever the file's order) to the last day of that outing (the days that follow with
 * gaps of at most MAX_DAYS_WITHOUT_POINTS), at most MAX_TRIP_DAYS apart; `today` for a file
 * without times.
 */
export function datesFromTimes(
  points: readonly RoutePoint[],
  times: readonly (string | null)[],
  today: string,
): { startDate: string; endDate: string } {
  const dates: string[] = [];
  times.forEach((time, index) => {
    const point = points[index];
    const date = time === null || !point ? null : localDate(time, point[1]);
    // Years before GPS or far ahead are a device's clock that was never set.
    if (date !== null && date >= '1990-01-01' && date <= addDays(today, 366)) dates.push(date);
  });
  if (dates.length === 0) return { startDate: today, endDate: today };
  // YYYY-MM-DD strings sort as the dates they are.
  dates.sort();
  const startDate = dates[0] ?? today;
  let endDate = startDate;
  for (const date of dates) {
    // daysBetween counts both ends: consecutive days are 2, one empty day between them 3.
    if (daysBetween(endDate, date) > MAX_DAYS_WITHOUT_POINTS + 2) break;
    endDate = date;
  }
  if (daysBetween(startDate, endDate) > MAX_TRIP_DAYS) {
    endDate = addDays(startDate, MAX_TRIP_DAYS - 1);
  }
  return { startDate, endDate };
}

/** Real calendar dates, the last not before the first, no more than MAX_TRIP_DAYS of them. */
function usableDates(dates: { startDate: string; endDate: string }): boolean {
  // A real date reads back as itself (2026-02-30 would come back as 2026-03-02).
  const real = (date: string): boolean => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    if (!match) return false;
    const utc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    return !Number.isNaN(utc.getTime()) && utc.toISOString().slice(0, 10) === date;
  };
  if (!real(dates.startDate) || !real(dates.endDate)) return false;
  return (
    dates.endDate >= dates.startDate && daysBetween(dates.startDate, dates.endDate) <= MAX_TRIP_DAYS
  );
}

/**
 * A new trip's dates from a file: those Packtrail's export wrote (a trip exported and imported
 * again keeps its days), else from its points' times (datesFromTimes). Written dates that are
 * not a trip's (a hand-edited file) are ignored, not refused.
 */
export function datesOfFile(
  file: {
    points: readonly RoutePoint[];
    times: readonly (string | null)[];
    writtenDates: { startDate: string; endDate: string } | null;
  },
  today: string,
): { startDate: string; endDate: string } {
  if (file.writtenDates && usableDates(file.writtenDates)) {
    return { startDate: file.writtenDates.startDate, endDate: file.writtenDates.endDate };
  }
  return datesFromTimes(file.points, file.times, today);
}
