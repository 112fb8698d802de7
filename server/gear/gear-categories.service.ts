import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '@server/common/database-errors.js';
import { definedOnly } from '@server/common/defined-only.js';
import { invalidField } from '@server/common/errors.js';
import { paletteColor } from './category-palette.js';
import type { CreateGearCategoryDto } from './dto/create-gear-category.dto.js';
import type { GearCategoryResponseDto } from './dto/gear-category-response.dto.js';
import type { UpdateGearCategoryDto } from './dto/update-gear-category.dto.js';
import { GearCategoriesRepository } from './gear-categories.repository.js';
import { categoryExists, categoryNotFound } from './gear.errors.js';
import { GearTransactions } from './gear.transactions.js';
import { toGearCategoryDto } from './gear.mapper.js';

const UNIQUE_NAME = 'UQ_gear_categories_owner_name';

@Injectable()
export class GearCategoriesService {
  constructor(
    private readonly categories: GearCategoriesRepository,
    private readonly transactions: GearTransactions,
  ) {}

  async list(ownerId: string): Promise<GearCategoryResponseDto[]> {
    return (await this.categories.listWithCounts(ownerId)).map(toGearCategoryDto);
  }

  /**
   * A new category goes last, in the next palette colour unless one is given. Two created at
   * the same moment may share a position; the list then orders them by name.
   */
  async create(ownerId: string, dto: CreateGearCategoryDto): Promise<GearCategoryResponseDto> {
    const slot = await this.categories.nextSlot(ownerId);
    const id = await this.uniqueName(dto.name, () =>
      this.categories.insert(ownerId, {
        name: dto.name,
        color: dto.color ?? paletteColor(slot.count),
        sortOrder: slot.sortOrder,
      }),
    );
    return this.get(ownerId, id);
  }

  async update(
    ownerId: string,
    id: string,
    dto: UpdateGearCategoryDto,
  ): Promise<GearCategoryResponseDto> {
    const values = definedOnly({ name: dto.name, color: dto.color });
    if (Object.keys(values).length > 0) {
      const found = await this.uniqueName(dto.name, () =>
        this.categories.update(ownerId, id, values),
      );
      if (!found) throw categoryNotFound();
    }
    return this.get(ownerId, id);
  }

  /** `ids` must be exactly the owner's categories, each once: a partial order is ambiguous. */
  async reorder(ownerId: string, ids: string[]): Promise<void> {
    await this.transactions.run(async ({ categories }) => {
      const owned = new Set(await categories.lockIds(ownerId));
      if (owned.size !== ids.length || !ids.every((id) => owned.has(id))) {
        throw invalidField('ids', 'ids must list each of your categories exactly once');
      }
      await categories.setOrder(ownerId, ids);
    });
  }

  async delete(ownerId: string, id: string): Promise<void> {
    if (!(await this.categories.delete(ownerId, id))) throw categoryNotFound();
  }

  private async get(ownerId: string, id: string): Promise<GearCategoryResponseDto> {
    const found = await this.categories.findWithCount(ownerId, id);
    if (!found) throw categoryNotFound();
    return toGearCategoryDto(found);
  }

  /** Runs a write, turning the database's case-insensitive uniqueness check into a 409. */
  private async uniqueName<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (name !== undefined && isUniqueViolation(error, UNIQUE_NAME)) throw categoryExists(name);
      throw error;
    }
  }
}
