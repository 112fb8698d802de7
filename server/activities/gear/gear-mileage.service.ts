import { Injectable } from '@nestjs/common';
import type { ActivityCategory } from '@server/domain/activity-categories.js';
import { itemWear, retirementDistanceM } from '@server/domain/gear-retirement.js';
import { GearItemsReadService } from '@server/gear/gear-items-read.service.js';
import type { GearMileageDto, GearMileageListDto } from '../dto/gear-mileage.dto.js';
import { ExplorerPlan } from '../explorer-plan.js';
import { GearMileageRepository } from './gear-mileage.repository.js';

/**
 * Gear mileage (Explorer): each item's distance, time and activities, and how near it is to the
 * distance it should be retired after, for the library (every category) and for one category's
 * page. Two queries either way: the grouped mileage, then the items' names and limits.
 */
@Injectable()
export class GearMileageService {
  constructor(
    private readonly mileage: GearMileageRepository,
    private readonly gear: GearItemsReadService,
    private readonly plan: ExplorerPlan,
  ) {}

  /** Every item used, over all categories; 403 PLAN_REQUIRED on Basic. */
  async library(ownerId: string): Promise<GearMileageListDto> {
    await this.plan.require(ownerId, 'Gear mileage and retirement hints');
    return { items: await this.of(ownerId, null) };
  }

  /** The items used in the category (the caller has checked the plan). */
  inCategory(ownerId: string, category: ActivityCategory): Promise<GearMileageDto[]> {
    return this.of(ownerId, category);
  }

  private async of(ownerId: string, category: ActivityCategory | null) {
    const rows = await this.mileage.mileage(ownerId, category);
    const facts = await this.gear.retirementFacts(
      ownerId,
      rows.map((row) => row.gearItemId),
    );
    return rows.flatMap((row): GearMileageDto[] => {
      const item = facts.get(row.gearItemId);
      // Deleted since the first query: its links went with it.
      if (!item) return [];
      const limit = retirementDistanceM(item);
      const wear = itemWear(row.totalDistanceM, limit);
      return [
        {
          gearItemId: row.gearItemId,
          name: item.name,
          count: row.count,
          distanceM: Math.round(row.distanceM),
          movingS: Math.round(row.movingS),
          direct: row.direct,
          totalDistanceM: Math.round(row.totalDistanceM),
          retirementDistanceM: limit,
          wornShare: wear.share,
          retirementHint: wear.hint,
        },
      ];
    });
  }
}
