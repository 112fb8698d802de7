import { Injectable } from '@nestjs/common';
import type { BulkGearItemsDto, BulkResultDto } from './dto/bulk-gear-items.dto.js';
import type { CreateGearItemDto } from './dto/create-gear-item.dto.js';
import type { GearItemPageDto, GearItemResponseDto } from './dto/gear-item-response.dto.js';
import type { ListGearItemsQueryDto } from './dto/list-gear-items-query.dto.js';
import type { UpdateGearItemDto } from './dto/update-gear-item.dto.js';
import type { GearCategoriesRepository } from './gear-categories.repository.js';
import { isForeignKeyViolation } from '@server/common/database-errors.js';
import { invalidField } from '@server/common/errors.js';
import { itemNotFound } from './gear.errors.js';
import type { GearItemEntity } from './gear-item.entity.js';
import { changedItemValues, newItemValues } from './gear-item-rules.js';
import { GearItemsRepository } from './gear-items.repository.js';
import { GearTransactions, type GearTransaction } from './gear.transactions.js';
import { toGearItemDto } from './gear.mapper.js';

const noSuchCategory = () => invalidField('categoryId', 'categoryId does not exist');

/** Another user's category is refused exactly like a missing one. */
async function assertOwnCategory(
  categories: GearCategoriesRepository,
  ownerId: string,
  categoryId: string | null | undefined,
): Promise<void> {
  if (categoryId && !(await categories.findOne(ownerId, categoryId))) throw noSuchCategory();
}

/** The category was deleted between our check and the write. */
const categoryGone = (error: unknown): never => {
  throw isForeignKeyViolation(error, 'gear_items_category_id_fkey') ? noSuchCategory() : error;
};

async function applyBulk(
  { categories, items, photos }: GearTransaction,
  ownerId: string,
  { ids, action, categoryId }: BulkGearItemsDto,
  owned: Pick<GearItemEntity, 'photoId'>[],
): Promise<number> {
  switch (action) {
    case 'move':
      await assertOwnCategory(categories, ownerId, categoryId);
      return items.updateMany(ownerId, ids, { categoryId: categoryId ?? null });
    case 'retire':
    case 'unretire':
      return items.updateMany(ownerId, ids, { retired: action === 'retire' });
    case 'delete': {
      const affected = await items.deleteMany(ownerId, ids);
      // A photo belongs to its item: nothing else would ever delete it.
      await photos.delete(
        ownerId,
        owned.flatMap(({ photoId }) => (photoId ? [photoId] : [])),
      );
      return affected;
    }
  }
}

@Injectable()
export class GearItemsService {
  constructor(
    private readonly items: GearItemsRepository,
    private readonly transactions: GearTransactions,
  ) {}

  async list(ownerId: string, query: ListGearItemsQueryDto): Promise<GearItemPageDto> {
    const search = query.search?.trim();
    const categoryId = query.categoryId === 'none' ? null : query.categoryId;
    const { items, total } = await this.items.page(ownerId, { ...query, search, categoryId });
    return { items: items.map(toGearItemDto), total, limit: query.limit, offset: query.offset };
  }

  async get(ownerId: string, id: string): Promise<GearItemResponseDto> {
    const item = await this.items.findOne(ownerId, id);
    if (!item) throw itemNotFound();
    return toGearItemDto(item);
  }

  async create(ownerId: string, dto: CreateGearItemDto): Promise<GearItemResponseDto> {
    const values = newItemValues(dto);
    const id = await this.transactions
      .run(async ({ categories, items }) => {
        await assertOwnCategory(categories, ownerId, dto.categoryId);
        return items.insert(ownerId, values);
      })
      .catch(categoryGone);
    return this.get(ownerId, id);
  }

  async update(ownerId: string, id: string, dto: UpdateGearItemDto): Promise<GearItemResponseDto> {
    await this.transactions
      .run(async ({ categories, items }) => {
        const item = await items.findOne(ownerId, id);
        if (!item) throw itemNotFound();
        await assertOwnCategory(categories, ownerId, dto.categoryId);
        const values = changedItemValues(item, dto);
        if (Object.keys(values).length > 0) await items.update(ownerId, id, values);
      })
      .catch(categoryGone);
    return this.get(ownerId, id);
  }

  async delete(ownerId: string, id: string): Promise<void> {
    await this.bulk(ownerId, { ids: [id], action: 'delete' });
  }

  /** All or nothing: if one id is missing or another user's, 404 and nothing changes. */
  bulk(ownerId: string, dto: BulkGearItemsDto): Promise<BulkResultDto> {
    return this.transactions
      .run(async (tx) => {
        const owned = await tx.items.lockOwned(ownerId, dto.ids);
        if (owned.length !== dto.ids.length) throw itemNotFound();
        return { affected: await applyBulk(tx, ownerId, dto, owned) };
      })
      .catch(categoryGone);
  }
}
