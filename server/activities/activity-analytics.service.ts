import { Injectable } from '@nestjs/common';
import { forbidden } from '@server/common/errors.js';
import type { ActivityCategory } from '@server/domain/activity-categories.js';
import { GearItemsReadService } from '@server/gear/gear-items-read.service.js';
import { PacksReadService } from '@server/packs/packs-read.service.js';
import { UsersRepository } from '@server/users/users.repository.js';
import { gearMileage } from './gear-mileage.js';
import { unknownTimeZone } from './activities.errors.js';
import { ActivitiesRepository, type BestRow, type PeriodRow } from './activities.repository.js';
import type {
  ActivityAnalyticsDto,
  ActivityBestDto,
  ActivityPeriodTotalsDto,
  GearMileageDto,
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
    private readonly packs: PacksReadService,
    private readonly gear: GearItemsReadService,
  ) {}

  /**
   * Eight queries: the plan, the zone's check, the periods, the bests, then the gear mileage's
   * (the activities, their gear links, their packs' items, the items' names).
   */
  async analytics(
    ownerId: string,
    category: ActivityCategory,
    timeZone: string,
  ): Promise<ActivityAnalyticsDto> {
    const user = await this.users.findById(ownerId);
    if (user?.subscriptionPlan !== 'explorer') throw explorerRequired();
    if (!(await this.activities.knowsTimeZone(timeZone))) throw unknownTimeZone();
    const [periods, bests, gear] = await Promise.all([
      this.activities.periodTotals(ownerId, category, timeZone),
      this.activities.bests(ownerId, category),
      this.mileage(ownerId, category),
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

  private async mileage(ownerId: string, category: ActivityCategory): Promise<GearMileageDto[]> {
    const [activities, links] = await Promise.all([
      this.activities.mileageRows(ownerId, category),
      this.activities.gearLinks(ownerId, category),
    ]);
    const packIds = activities.flatMap((activity) => (activity.packId ? [activity.packId] : []));
    const packItems = await this.packs.carriedItems(ownerId, packIds);
    const used = gearMileage(activities, links, packItems);
    const names = await this.gear.names(
      ownerId,
      used.map((item) => item.gearItemId),
    );
    return used.flatMap((item) => {
      const name = names.get(item.gearItemId);
      return name === undefined
        ? []
        : [
            {
              ...item,
              name,
              distanceM: Math.round(item.distanceM),
              movingS: Math.round(item.movingS),
            },
          ];
    });
  }
}
