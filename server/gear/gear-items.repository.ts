import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { Brackets, EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import type { GearItemSort, RetiredFilter, SortOrder } from './dto/list-gear-items-query.dto.js';
import { GearCategoryEntity } from './gear-category.entity.js';
import { GearItemEntity } from './gear-item.entity.js';
import { containsPattern } from './like-pattern.js';

export type GearItemValues = Partial<
  Omit<GearItemEntity, 'id' | 'ownerId' | 'createdAt' | 'updatedAt'>
>;

/** An item's name, its own retirement distance and its category's name. */
export interface ItemRetirementFacts {
  id: string;
  name: string;
  retireAfterM: number | null;
  categoryName: string | null;
}

export interface GearItemFilters {
  search?: string;
  /** A category id, or null for uncategorized items; undefined for all. */
  categoryId?: string | null;
  retired: RetiredFilter;
  sort: GearItemSort;
  order: SortOrder;
  limit: number;
  offset: number;
}

/** The sort keys of each sort; missing values (no price, no category) come last either way. */
const SORT_KEYS: Record<GearItemSort, { key: string; nullsLast?: boolean }[]> = {
  name: [{ key: 'lower(item.name)' }],
  brand: [{ key: 'lower(item.brand)' }],
  category: [
    { key: 'category.sortOrder', nullsLast: true },
    { key: 'lower(category.name)', nullsLast: true },
  ],
  weight: [{ key: 'item.weightMg' }],
  quantity: [{ key: 'item.quantityOwned' }],
  price: [{ key: 'item.priceMinor', nullsLast: true }],
  updated: [{ key: 'item.updatedAt' }],
};

/** Ties always break by name, then id, so pages never overlap or skip. */
const TIE_BREAKERS = ['lower(item.name)', 'item.id'];

/**
 * Gear items, every query scoped to the owner (joins included). Built on an EntityManager so a
 * transaction can use its own instance (`within(manager)`).
 */
@Injectable()
export class GearItemsRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  within(manager: EntityManager): GearItemsRepository {
    return new GearItemsRepository(manager);
  }

  private get items() {
    return this.manager.getRepository(GearItemEntity);
  }

  /** The names of these items of the owner's, in one query. */
  async names(ownerId: string, ids: readonly string[]): Promise<{ id: string; name: string }[]> {
    if (ids.length === 0) return [];
    return this.items
      .createQueryBuilder('item')
      .select(['item.id AS id', 'item.name AS name'])
      .where('item.ownerId = :ownerId AND item.id = ANY(:ids::uuid[])', { ownerId, ids })
      .getRawMany<{ id: string; name: string }>();
  }

  /**
   * The owner's items named any of these (compared trimmed and case-blind), the first made
   * of each name when several share it: one query.
   */
  async idsByName(
    ownerId: string,
    names: readonly string[],
  ): Promise<{ key: string; id: string }[]> {
    if (names.length === 0) return [];
    return this.items.manager.query(
      `SELECT DISTINCT ON (lower(btrim("name"))) lower(btrim("name")) AS "key", "id"
         FROM "gear_items"
        WHERE "owner_id" = $1 AND lower(btrim("name")) = ANY($2::text[])
        ORDER BY lower(btrim("name")), "created_at", "id"`,
      [ownerId, names.map((name) => name.trim().toLowerCase())],
    );
  }

  /** What the retirement rule reads of these items of the owner's, in one query. */
  retirementFacts(ownerId: string, ids: readonly string[]): Promise<ItemRetirementFacts[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.items
      .createQueryBuilder('item')
      .leftJoin(
        GearCategoryEntity,
        'category',
        'category.id = item.categoryId AND category.ownerId = :ownerId',
        { ownerId },
      )
      .select([
        'item.id AS id',
        'item.name AS name',
        'item.retireAfterM AS "retireAfterM"',
        'category.name AS "categoryName"',
      ])
      .where('item.ownerId = :ownerId AND item.id = ANY(:ids::uuid[])', { ownerId, ids })
      .getRawMany<ItemRetirementFacts>();
  }

  /** Which of these ids are the owner's items, in one query. */
  async existingIds(ownerId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.items
      .createQueryBuilder('item')
      .select('item.id', 'id')
      .where('item.ownerId = :ownerId AND item.id = ANY(:ids::uuid[])', { ownerId, ids })
      .getRawMany<{ id: string }>();
    return rows.map((row) => row.id);
  }

  findOne(ownerId: string, id: string): Promise<GearItemEntity | null> {
    return this.items.findOneBy({ ownerId, id });
  }

  /** One page and the total over all pages: two queries, whatever the page size. */
  async page(
    ownerId: string,
    filters: GearItemFilters,
  ): Promise<{ items: GearItemEntity[]; total: number }> {
    const query = this.items
      .createQueryBuilder('item')
      .where('item.ownerId = :ownerId', { ownerId });
    this.filter(query, filters);
    this.sort(query, ownerId, filters);
    const [items, total] = await query
      .offset(filters.offset)
      .limit(filters.limit)
      .getManyAndCount();
    return { items, total };
  }

  async insert(ownerId: string, values: GearItemValues): Promise<string> {
    const result = await this.items.insert({ ...values, ownerId });
    return (result.identifiers[0] as { id: string }).id;
  }

  /** Also stamps updatedAt. False when the item is missing or another user's. */
  async update(ownerId: string, id: string, values: GearItemValues): Promise<boolean> {
    const result = await this.items.update({ ownerId, id }, values);
    return result.affected === 1;
  }

  async updateMany(ownerId: string, ids: string[], values: GearItemValues): Promise<number> {
    const result = await this.items.update({ ownerId, id: In(ids) }, values);
    return result.affected ?? 0;
  }

  /** Which of `ids` the owner has, with their photos; locked until the transaction ends. */
  lockOwned(ownerId: string, ids: string[]): Promise<Pick<GearItemEntity, 'id' | 'photoId'>[]> {
    return this.items
      .createQueryBuilder('item')
      .select(['item.id', 'item.photoId'])
      .where('item.ownerId = :ownerId AND item.id IN (:...ids)', { ownerId, ids })
      .setLock('pessimistic_write')
      .getMany();
  }

  /** Their pack lines and bundle entries go with them (ON DELETE CASCADE). */
  async deleteMany(ownerId: string, ids: string[]): Promise<number> {
    const result = await this.items.delete({ ownerId, id: In(ids) });
    return result.affected ?? 0;
  }

  private filter(query: SelectQueryBuilder<GearItemEntity>, filters: GearItemFilters): void {
    if (filters.search) {
      const pattern = containsPattern(filters.search);
      query.andWhere(
        new Brackets((where) =>
          where
            .where(`item.name ILIKE :pattern ESCAPE '\\'`)
            .orWhere(`item.brand ILIKE :pattern ESCAPE '\\'`)
            .orWhere(`item.notes ILIKE :pattern ESCAPE '\\'`),
        ),
        { pattern },
      );
    }
    if (filters.categoryId === null) query.andWhere('item.categoryId IS NULL');
    else if (filters.categoryId !== undefined) {
      query.andWhere('item.categoryId = :categoryId', { categoryId: filters.categoryId });
    }
    if (filters.retired !== 'all') {
      query.andWhere('item.retired = :retired', { retired: filters.retired === 'true' });
    }
  }

  private sort(
    query: SelectQueryBuilder<GearItemEntity>,
    ownerId: string,
    { sort, order }: GearItemFilters,
  ): void {
    if (sort === 'category') {
      // Joined for ordering only, and scoped to the owner like every other read.
      query.leftJoin(
        GearCategoryEntity,
        'category',
        'category.id = item.categoryId AND category.ownerId = :ownerId',
        { ownerId },
      );
    }
    const direction = order === 'asc' ? 'ASC' : 'DESC';
    const keys = SORT_KEYS[sort];
    for (const { key, nullsLast } of keys) {
      query.addOrderBy(key, direction, nullsLast ? 'NULLS LAST' : undefined);
    }
    // TypeORM keys ORDER BY by expression: re-adding the primary key would overwrite its direction.
    for (const key of TIE_BREAKERS) {
      if (!keys.some((sortKey) => sortKey.key === key)) query.addOrderBy(key, 'ASC');
    }
  }
}
