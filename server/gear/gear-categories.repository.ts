import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager, type SelectQueryBuilder } from 'typeorm';
import { GearCategoryEntity } from './gear-category.entity.js';
import { GearItemEntity } from './gear-item.entity.js';

export interface CategoryWithCount {
  category: GearCategoryEntity;
  itemCount: number;
}

export type CategoryValues = Partial<Pick<GearCategoryEntity, 'name' | 'color' | 'sortOrder'>>;

/**
 * Gear categories, every query scoped to the owner. Built on an EntityManager so a transaction
 * can use its own instance (`within(manager)`).
 */
@Injectable()
export class GearCategoriesRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  within(manager: EntityManager): GearCategoriesRepository {
    return new GearCategoriesRepository(manager);
  }

  private get categories() {
    return this.manager.getRepository(GearCategoryEntity);
  }

  /** The owner's categories in their order, each with its number of items: one query. */
  async listWithCounts(ownerId: string): Promise<CategoryWithCount[]> {
    return this.withCounts(this.counted(ownerId));
  }

  async findWithCount(ownerId: string, id: string): Promise<CategoryWithCount | null> {
    const [found] = await this.withCounts(
      this.counted(ownerId).andWhere('category.id = :id', { id }),
    );
    return found ?? null;
  }

  findOne(ownerId: string, id: string): Promise<GearCategoryEntity | null> {
    return this.categories.findOneBy({ ownerId, id });
  }

  /** How many categories the owner has, and the sort order that puts a new one last. */
  async nextSlot(ownerId: string): Promise<{ count: number; sortOrder: number }> {
    const row = await this.categories
      .createQueryBuilder('category')
      .select('COUNT(*)::int', 'count')
      .addSelect('COALESCE(MAX(category.sortOrder) + 1, 0)::int', 'sortOrder')
      .where('category.ownerId = :ownerId', { ownerId })
      .getRawOne<{ count: number; sortOrder: number }>();
    return row ?? { count: 0, sortOrder: 0 };
  }

  async insert(ownerId: string, values: CategoryValues): Promise<string> {
    const result = await this.categories.insert({ ...values, ownerId });
    return (result.identifiers[0] as { id: string }).id;
  }

  async update(ownerId: string, id: string, values: CategoryValues): Promise<boolean> {
    const result = await this.categories.update({ ownerId, id }, values);
    return result.affected === 1;
  }

  /** Its items keep existing, uncategorized (ON DELETE SET NULL). */
  async delete(ownerId: string, id: string): Promise<boolean> {
    const result = await this.categories.delete({ ownerId, id });
    return result.affected === 1;
  }

  /** The owner's category ids, locked until the transaction ends. */
  async lockIds(ownerId: string): Promise<string[]> {
    const rows = await this.categories
      .createQueryBuilder('category')
      .select('category.id', 'id')
      .where('category.ownerId = :ownerId', { ownerId })
      .setLock('pessimistic_write')
      .getRawMany<{ id: string }>();
    return rows.map((row) => row.id);
  }

  /** Sets each category's sortOrder to its index in `ids`, in one statement. */
  async setOrder(ownerId: string, ids: string[]): Promise<void> {
    await this.manager.query(
      `UPDATE gear_categories AS category
       SET sort_order = position.ordinality - 1, updated_at = now()
       FROM unnest($2::uuid[]) WITH ORDINALITY AS position(id, ordinality)
       WHERE category.owner_id = $1 AND category.id = position.id`,
      [ownerId, ids],
    );
  }

  private counted(ownerId: string): SelectQueryBuilder<GearCategoryEntity> {
    return this.categories
      .createQueryBuilder('category')
      .leftJoin(
        GearItemEntity,
        'item',
        'item.categoryId = category.id AND item.ownerId = :ownerId',
        { ownerId },
      )
      .addSelect('COUNT(item.id)::int', 'itemCount')
      .where('category.ownerId = :ownerId', { ownerId })
      .groupBy('category.id')
      .orderBy('category.sortOrder', 'ASC')
      .addOrderBy('lower(category.name)', 'ASC')
      .addOrderBy('category.id', 'ASC');
  }

  private async withCounts(
    query: SelectQueryBuilder<GearCategoryEntity>,
  ): Promise<CategoryWithCount[]> {
    const { entities, raw } = await query.getRawAndEntities<{
      category_id: string;
      itemCount: number;
    }>();
    const counts = new Map(raw.map((row) => [row.category_id, row.itemCount]));
    return entities.map((category) => ({ category, itemCount: counts.get(category.id) ?? 0 }));
  }
}
