import type { ActivityDay } from '@client/features/track/api/types';

export interface CalendarCell {
  date: string;
  /** 0 for a day without activities, 1 to 4 by the day's moving time among active days. */
  level: 0 | 1 | 2 | 3 | 4;
  day: ActivityDay | null;
}

export interface CalendarGrid {
  /** Columns of seven days, Monday first; the last column ends today (later days left out). */
  weeks: CalendarCell[][];
  /** Where a month's first week begins, for its label. */
  months: { column: number; label: string }[];
  activeDays: number;
}

const DAY_MS = 24 * 3600_000;
const monthName = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The level of an active day's time: its quarter among the year's active days, by rank. */
function levels(days: readonly ActivityDay[]): (seconds: number) => 1 | 2 | 3 | 4 {
  const sorted = days.map((day) => day.movingS).sort((a, b) => a - b);
  return (seconds) => {
    const below = sorted.findIndex((value) => value >= seconds);
    const rank = below === -1 ? sorted.length - 1 : below;
    return (1 + Math.min(3, Math.floor((4 * rank) / Math.max(1, sorted.length)))) as 1 | 2 | 3 | 4;
  };
}

/** The heat map's cells from the overview's days (calendarStart is a Monday). */
export function calendarGrid(
  calendarStart: string,
  today: string,
  days: readonly ActivityDay[],
): CalendarGrid {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const levelOf = levels(days);
  const weeks: CalendarCell[][] = [];
  const months: CalendarGrid['months'] = [];
  for (let date = calendarStart, index = 0; date <= today; date = addDays(date, 1), index += 1) {
    const column = Math.floor(index / 7);
    if (index % 7 === 0) weeks.push([]);
    const day = byDate.get(date) ?? null;
    weeks[column]?.push({ date, day, level: day ? levelOf(day.movingS) : 0 });
    if (date.endsWith('-01') || index === 0) {
      const label = monthName.format(new Date(`${date}T00:00:00Z`));
      // A month beginning mid-week is labelled on the next column, as GitHub's calendar does.
      const labelColumn = index % 7 === 0 || index === 0 ? column : column + 1;
      // Three columns at least between labels, or they overlap (a year ago's last days).
      const previous = months.at(-1);
      if (previous && labelColumn - previous.column < 3) months.pop();
      months.push({ column: labelColumn, label });
    }
  }
  return { weeks, months, activeDays: days.filter((day) => day.date >= calendarStart).length };
}
