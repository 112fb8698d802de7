import { Injectable } from '@nestjs/common';
import { forbidden } from '@server/common/errors.js';
import type { ActivityCategory } from '@server/domain/activity-categories.js';
import { UsersRepository } from '@server/users/users.repository.js';
import { unknownTimeZone } from './activities.errors.js';
import { ActivitiesRepository, type BestRow, type PeriodRow } from './activities.repository.js';
import type {
  ActivityAnalyticsDto,
  ActivityBestDto,
  ActivityPeriodTotalsDto,
} from './dto/activity-analytics.dto.js';

/** 403 for a feature of the Explorer plan asked for on Basic: the client offers the upgrade. */
export const explorerRequired = () =>
  forbidden('PLAN_REQUIRED', 'Per-category analytics are part of the Explorer plan');

const toPeriod = (row: PeriodRow): ActivityPeriodTotalsDto => ({
  start: row.start ?? '',
  count: row.count,
  distanceM: Math.round(row.distanceM),
  movingS: Math.round(row.movingS),
  gainM: Math.round(row.gainM),
});

const toBest = (row: BestRow | undefined): ActivityBestDto | null =>
  row
    ? {
        value: row.value,
        activityId: row.id,
        name: row.name,
        startTime: row.start_time.toISOString(),
      }
    : null;

/** /track/{category}: a category's weeks, months, totals and personal bests (Explorer only). */
@Injectable()
export class ActivityAnalyticsService {
  constructor(
    private readonly activities: ActivitiesRepository,
    private readonly users: UsersRepository,
  ) {}

  /** Four queries: the plan, the zone's check, the periods, the bests. */
  async analytics(
    ownerId: string,
    category: ActivityCategory,
    timeZone: string,
  ): Promise<ActivityAnalyticsDto> {
    const user = await this.users.findById(ownerId);
    if (user?.subscriptionPlan !== 'explorer') throw explorerRequired();
    if (!(await this.activities.knowsTimeZone(timeZone))) throw unknownTimeZone();
    const [periods, bests] = await Promise.all([
      this.activities.periodTotals(ownerId, category, timeZone),
      this.activities.bests(ownerId, category),
    ]);
    const of = (period: PeriodRow['period']) =>
      periods
        .filter((row) => row.period === period)
        .map(toPeriod)
        .sort((a, b) => a.start.localeCompare(b.start));
    const all = periods.find((row) => row.period === 'all');
    const best = (kind: BestRow['kind']) => toBest(bests.find((row) => row.kind === kind));
    return {
      category,
      today: periods.find((row) => row.period === 'today')?.start ?? '',
      weeks: of('week'),
      months: of('month'),
      allTime: all ? toPeriod(all) : { start: '', count: 0, distanceM: 0, movingS: 0, gainM: 0 },
      bests: {
        longest: best('longest'),
        mostGain: best('mostGain'),
        fastest5k: best('fastest5k'),
        fastest10k: best('fastest10k'),
      },
    };
  }
}
