import { Injectable } from '@nestjs/common';
import { isForeignKeyViolation } from '@server/common/database-errors.js';
import type { ActivityCategory } from '@server/domain/activity-categories.js';
import { GearItemsReadService } from '@server/gear/gear-items-read.service.js';
import { PacksReadService } from '@server/packs/packs-read.service.js';
import { noSuchGearItem, noSuchPack } from '../activities.errors.js';
import type {
  ActivityGearDefaultsDto,
  NamedRefDto,
  ReplaceActivityGearDefaultsDto,
} from '../dto/activity-gear-defaults.dto.js';
import { ExplorerPlan } from '../explorer-plan.js';
import {
  ActivityGearDefaultsRepository,
  type GearDefaults,
} from './activity-gear-defaults.repository.js';

const FEATURE = 'Default gear for a category';

const byName = (a: NamedRefDto, b: NamedRefDto) =>
  a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/**
 * Default gear per category ("these shoes for every run"), an Explorer feature with gear
 * mileage: set on /track/{category}, given to new activities that name none. A user back on
 * Basic keeps what they set, unused, until they return.
 */
@Injectable()
export class ActivityGearDefaultsService {
  constructor(
    private readonly defaults: ActivityGearDefaultsRepository,
    private readonly plan: ExplorerPlan,
    private readonly gear: GearItemsReadService,
    private readonly packs: PacksReadService,
  ) {}

  /** Four queries: the plan, the defaults, the items' and the pack's names. */
  async get(ownerId: string, category: ActivityCategory): Promise<ActivityGearDefaultsDto> {
    await this.plan.require(ownerId, FEATURE);
    return this.named(ownerId, category);
  }

  async replace(
    ownerId: string,
    category: ActivityCategory,
    dto: ReplaceActivityGearDefaultsDto,
  ): Promise<ActivityGearDefaultsDto> {
    await this.plan.require(ownerId, FEATURE);
    const [packs, gear] = await Promise.all([
      dto.packId ? this.packs.existing(ownerId, [dto.packId]) : null,
      this.gear.existing(ownerId, dto.gearItemIds),
    ]);
    if (dto.packId && !packs?.has(dto.packId)) throw noSuchPack();
    if (dto.gearItemIds.some((id) => !gear.has(id))) throw noSuchGearItem();
    try {
      await this.defaults.replace(ownerId, category, {
        packId: dto.packId,
        gearItemIds: dto.gearItemIds,
      });
    } catch (error) {
      // Deleted between the check and the write: the same 400 as a missing one.
      if (isForeignKeyViolation(error, 'FK_activity_default_packs_pack')) throw noSuchPack();
      if (isForeignKeyViolation(error, 'FK_activity_default_gear_item')) throw noSuchGearItem();
      throw error;
    }
    return this.named(ownerId, category);
  }

  /**
   * What new activities of these categories get, for an Explorer user (none on Basic): two
   * queries, whatever the number of activities.
   */
  async forNewActivities(
    ownerId: string,
    categories: readonly ActivityCategory[],
  ): Promise<ReadonlyMap<ActivityCategory, GearDefaults>> {
    if (categories.length === 0 || !(await this.plan.has(ownerId))) return new Map();
    return this.defaults.of(ownerId, categories);
  }

  private async named(
    ownerId: string,
    category: ActivityCategory,
  ): Promise<ActivityGearDefaultsDto> {
    const stored = (await this.defaults.of(ownerId, [category])).get(category);
    const [gearNames, packNames] = await Promise.all([
      this.gear.names(ownerId, stored?.gearItemIds ?? []),
      this.packs.names(ownerId, stored?.packId ? [stored.packId] : []),
    ]);
    const packName = stored?.packId ? packNames.get(stored.packId) : undefined;
    return {
      category,
      pack: stored?.packId && packName !== undefined ? { id: stored.packId, name: packName } : null,
      gear: [...gearNames].map(([id, name]) => ({ id, name })).sort(byName),
    };
  }
}
