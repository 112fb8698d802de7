import type { PeriodTotals } from '@client/features/track/api/get-analytics';

export type Measure = 'distanceM' | 'movingS' | 'gainM';

const DAY_MS = 86_400_000;
const day = (date: string) => Date.parse(`${date}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last `count` weeks (Mondays) up to today's, each with its totals or zeros. */
export function weekSeries(
  rows: readonly PeriodTotals[],
  today: string,
  count = 52,
): PeriodTotals[] {
  const byStart = new Map(rows.map((row) => [row.start, row]));
  const todayMs = day(today);
  const monday = todayMs - ((new Date(todayMs).getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: count }, (_, index) => {
    const start = iso(monday - (count - 1 - index) * 7 * DAY_MS);
    return byStart.get(start) ?? { start, count: 0, distanceM: 0, movingS: 0, gainM: 0 };
  });
}

/** The last `count` months (their first days) up to today's, each with its totals or zeros. */
export function monthSeries(
  rows: readonly PeriodTotals[],
  today: string,
  count = 24,
): PeriodTotals[] {
  const byStart = new Map(rows.map((row) => [row.start, row]));
  const [year = 2000, month = 1] = today.split('-').map(Number);
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1));
    const start = iso(date.getTime());
    return byStart.get(start) ?? { start, count: 0, distanceM: 0, movingS: 0, gainM: 0 };
  });
}
