import type { OverviewRow } from './activities.repository.js';
import type {
  ActivityDayDto,
  ActivityOverviewDto,
  ActivityPeriodDto,
} from './dto/activity-overview.dto.js';

/** Rounded as the screens show them: a metre, a second. */
const round = (value: number) => Math.round(value);

/** The overview query's rows (activities.repository.ts) as the answer's periods and days. */
export function toActivityOverviewDto(rows: readonly OverviewRow[]): ActivityOverviewDto {
  const bounds = rows.find((row) => row.period === 'bounds');
  if (!bounds?.week || !bounds.month || !bounds.year || !bounds.calendar || !bounds.today) {
    throw new Error('The overview query gave no bounds');
  }
  const period = (name: 'week' | 'month' | 'year', start: string): ActivityPeriodDto => ({
    start,
    totals: rows
      .filter((row) => row.period === name && row.category !== null)
      .map((row) => ({
        category: row.category ?? 'other',
        count: row.count,
        distanceM: round(row.distanceM),
        movingS: round(row.movingS),
        gainM: round(row.gainM),
      }))
      .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category)),
  });
  const days: ActivityDayDto[] = rows
    .filter((row) => row.period === 'day' && row.date !== null)
    .map((row) => ({
      date: row.date ?? '',
      count: row.count,
      distanceM: round(row.distanceM),
      movingS: round(row.movingS),
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return {
    week: period('week', bounds.week),
    month: period('month', bounds.month),
    year: period('year', bounds.year),
    calendarStart: bounds.calendar,
    today: bounds.today,
    days,
  };
}
