import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import { PackCategoryEntity } from './pack-category.entity.js';

/** One of the owner's categories, with its position in a pack when the user arranged it. */
export interface CategoryPlacementRow {
  id: string;
  name: string;
  color: string;
  /** Null: the pack has no position for it, so the library order applies. */
  packSortOrder: number | null;
}

/**
 * One of the owner's categories with one pack's position for it: a category appears once for
 * each pack asked about that placed it, or once with `packId` null when none did.
 */
export interface PlacedCategoryRow extends CategoryPlacementRow {
  packId: string | null;
}

/**
 * Category positions within packs, every query scoped to the owner. Built on an EntityManager
 * so a transaction can use its own instance (`within(manager)`).
 */
@Injectable()
export class PackCategoriesRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  within(manager: EntityManager): PackCategoriesRepository {
    return new PackCategoriesRepository(manager);
  }

  /**
   * Every category of the owner in library order, with these packs' positions for it: one
   * query, as many rows as categories plus positions (placementsByPack makes each pack's list).
   */
  placements(ownerId: string, packIds: readonly string[]): Promise<PlacedCategoryRow[]> {
    return this.manager.query(
      `SELECT category.id, category.name, category.color,
              placed.pack_id AS "packId", placed.sort_order AS "packSortOrder"
       FROM gear_categories AS category
       LEFT JOIN pack_categories AS placed
         ON placed.category_id = category.id AND placed.pack_id = ANY($2::uuid[])
        AND placed.owner_id = $1
       WHERE category.owner_id = $1
       ORDER BY category.sort_order, lower(category.name), category.id`,
      [ownerId, packIds],
    );
  }

  /** Replaces the pack's category positions with these. */
  async replace(
    ownerId: string,
    packId: string,
    positions: { categoryId: string; sortOrder: number }[],
  ): Promise<void> {
    const rows = this.manager.getRepository(PackCategoryEntity);
    await rows.delete({ ownerId, packId });
    if (positions.length === 0) return;
    await rows.insert(positions.map((position) => ({ ...position, ownerId, packId })));
  }

  async copy(ownerId: string, fromPackId: string, toPackId: string): Promise<void> {
    await this.manager.query(
      `INSERT INTO pack_categories (pack_id, category_id, owner_id, sort_order)
       SELECT $3, category_id, owner_id, sort_order
       FROM pack_categories WHERE owner_id = $1 AND pack_id = $2`,
      [ownerId, fromPackId, toPackId],
    );
  }
}
