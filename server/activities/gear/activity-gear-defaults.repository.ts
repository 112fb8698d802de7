import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import type { ActivityCategory } from '@server/domain/activity-categories.js';
import { ActivityDefaultGearEntity } from './activity-default-gear.entity.js';
import { ActivityDefaultPackEntity } from './activity-default-pack.entity.js';

/** A category's defaults as stored. */
export interface GearDefaults {
  packId: string | null;
  gearItemIds: string[];
}

/** Each category's default items and pack, every query scoped to the owner. */
@Injectable()
export class ActivityGearDefaultsRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** The defaults of these categories (those with any), in one query. */
  async of(
    ownerId: string,
    categories: readonly ActivityCategory[],
  ): Promise<Map<ActivityCategory, GearDefaults>> {
    const byCategory = new Map<ActivityCategory, GearDefaults>();
    if (categories.length === 0) return byCategory;
    const rows = await this.manager.query<
      { category: ActivityCategory; gearItemId: string | null; packId: string | null }[]
    >(
      `SELECT "category", "gear_item_id" AS "gearItemId", NULL::uuid AS "packId"
         FROM "activity_default_gear" WHERE "owner_id" = $1 AND "category" = ANY($2::text[])
       UNION ALL
       SELECT "category", NULL, "pack_id"
         FROM "activity_default_packs" WHERE "owner_id" = $1 AND "category" = ANY($2::text[])`,
      [ownerId, [...new Set(categories)]],
    );
    for (const { category, gearItemId, packId } of rows) {
      const defaults = byCategory.get(category) ?? { packId: null, gearItemIds: [] };
      if (gearItemId) defaults.gearItemIds.push(gearItemId);
      if (packId) defaults.packId = packId;
      byCategory.set(category, defaults);
    }
    return byCategory;
  }

  /** Makes the category's defaults exactly these, in one transaction (four queries at most). */
  replace(ownerId: string, category: ActivityCategory, defaults: GearDefaults): Promise<void> {
    return this.manager.transaction(async (manager) => {
      const gear = manager.getRepository(ActivityDefaultGearEntity);
      const packs = manager.getRepository(ActivityDefaultPackEntity);
      await gear.delete({ ownerId, category });
      await packs.delete({ ownerId, category });
      const gearItemIds = [...new Set(defaults.gearItemIds)];
      if (gearItemIds.length > 0) {
        await gear.insert(gearItemIds.map((gearItemId) => ({ ownerId, category, gearItemId })));
      }
      if (defaults.packId) await packs.insert({ ownerId, category, packId: defaults.packId });
    });
  }
}
