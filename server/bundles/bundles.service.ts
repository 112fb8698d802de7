import { Injectable } from '@nestjs/common';
import { definedOnly } from '@server/common/defined-only.js';
import { isForeignKeyViolation } from '@server/common/database-errors.js';
import { noSuch } from '@server/common/errors.js';
import { bundleNotFound } from './bundles.errors.js';
import { BundleHolders } from './bundle-holders.js';
import { BundleItemsRepository } from './bundle-items.repository.js';
import { BundleTransactions, type BundleTransaction } from './bundles.transactions.js';
import { BundlesRepository } from './bundles.repository.js';
import { toBundleDetailDto, toBundleSummaryDto } from './bundles.mapper.js';
import type { BundleDetailDto, BundleSummaryDto } from './dto/bundle-response.dto.js';
import type { CreateBundleDto } from './dto/create-bundle.dto.js';
import type { UpdateBundleDto } from './dto/update-bundle.dto.js';

/** Another user's category is refused exactly like a missing one. */
async function assertOwnCategory(
  { categories }: BundleTransaction,
  ownerId: string,
  categoryId: string | null | undefined,
): Promise<void> {
  if (categoryId && !(await categories.findOne(ownerId, categoryId))) throw noSuch('categoryId');
}

/** The category was deleted between our check and the write. */
const categoryGone = (error: unknown): never => {
  throw isForeignKeyViolation(error, 'bundles_category_id_fkey') ? noSuch('categoryId') : error;
};

@Injectable()
export class BundlesService {
  constructor(
    private readonly bundles: BundlesRepository,
    private readonly bundleItems: BundleItemsRepository,
    private readonly transactions: BundleTransactions,
    private readonly holders: BundleHolders,
  ) {}

  async list(ownerId: string): Promise<BundleSummaryDto[]> {
    return (await this.bundles.listWithTotals(ownerId)).map(toBundleSummaryDto);
  }

  /** Three queries: the bundle, its entries with their items, the packs holding it. */
  async get(ownerId: string, id: string): Promise<BundleDetailDto> {
    const bundle = await this.bundles.findOne(ownerId, id);
    if (!bundle) throw bundleNotFound();
    const [rows, usedInPacks] = await Promise.all([
      this.bundleItems.forBundle(ownerId, id),
      this.bundles.usedInPacks(ownerId, id),
    ]);
    return toBundleDetailDto(bundle, rows, usedInPacks);
  }

  async create(ownerId: string, dto: CreateBundleDto): Promise<BundleDetailDto> {
    const values = definedOnly({
      name: dto.name,
      description: dto.description,
      categoryId: dto.categoryId,
    });
    const id = await this.transactions
      .run(async (tx) => {
        await assertOwnCategory(tx, ownerId, dto.categoryId);
        return tx.bundles.insert(ownerId, values);
      })
      .catch(categoryGone);
    return this.get(ownerId, id);
  }

  async update(ownerId: string, id: string, dto: UpdateBundleDto): Promise<BundleDetailDto> {
    const values = definedOnly({
      name: dto.name,
      description: dto.description,
      categoryId: dto.categoryId,
    });
    if (Object.keys(values).length > 0) {
      await this.transactions
        .run(async (tx) => {
          if (!(await tx.bundles.findOne(ownerId, id))) throw bundleNotFound();
          await assertOwnCategory(tx, ownerId, dto.categoryId);
          await tx.bundles.update(ownerId, id, values);
        })
        .catch(categoryGone);
    }
    return this.get(ownerId, id);
  }

  /**
   * So that no pack silently loses gear, every pack line holding the bundle first becomes
   * plain item lines, in the same transaction as the deletion.
   */
  async delete(ownerId: string, id: string): Promise<void> {
    await this.transactions.run(async (tx) => {
      if (!(await tx.bundles.lockOne(ownerId, id))) throw bundleNotFound();
      await this.holders.release(tx, ownerId, id);
      await tx.bundles.delete(ownerId, id);
    });
  }
}
