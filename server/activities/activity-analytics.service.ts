import { Injectable } from '@nestjs/common';
import type { ActivityCategory } from '@server/domain/activity-categories.js';
import { unknownTimeZone } from './activities.errors.js';
import { ActivitiesRepository, type BestRow, type PeriodRow } from './activities.repository.js';
import type {
  ActivityAnalyticsDto,
  ActivityBestDto,
  ActivityPeriodTotalsDto,
} from './dto/activity-analytics.dto.js';
import { ExplorerPlan } from './explorer-plan.js';
import { GearMileageService } from './gear/gear-mileage.service.js';

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
    private readonly plan: ExplorerPlan,
    private readonly mileage: GearMileageService,
  ) {}

  /**
   * Six queries: the plan, the zone's check, the periods, the bests, then the gear mileage's
   * (the grouped mileage, the items' names and retirement distances).
   */
  async analytics(
    ownerId: string,
    category: ActivityCategory,
    timeZone: string,
  ): Promise<ActivityAnalyticsDto> {
    await this.plan.require(ownerId, 'Per-category analytics');
    if (!(await this.activities.knowsTimeZone(timeZone))) throw unknownTimeZone();
    const [periods, bests, gear] = await Promise.all([
      this.activities.periodTotals(ownerId, category, timeZone),
      this.activities.bests(ownerId, category),
      this.mileage.inCategory(ownerId, category),
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
      gear,
    };
  }
}
