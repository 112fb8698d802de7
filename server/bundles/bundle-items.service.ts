import { Injectable } from '@nestjs/common';
import { isForeignKeyViolation } from '@server/common/database-errors.js';
import { invalidField, noSuch } from '@server/common/errors.js';
import { MAX_QUANTITY } from '@server/domain/pack-limits.js';
import { bundleItemNotFound, bundleNotFound } from './bundles.errors.js';
import { BundleHolders } from './bundle-holders.js';
import { BundleItemsRepository } from './bundle-items.repository.js';
import { BundleTransactions, type BundleTransaction } from './bundles.transactions.js';
import { toBundleEntryDto } from './bundles.mapper.js';
import type { AddBundleItemDto } from './dto/add-bundle-item.dto.js';
import type { BundleEntryDto } from './dto/bundle-response.dto.js';

/** Quantities are kept to the cent; adding 0.1 and 0.2 must give 0.3. */
const sumQuantities = (a: number, b: number) => Math.round((a + b) * 100) / 100;

/** Locks the bundle: changes to one bundle's entries go one at a time. */
async function lockBundle(tx: BundleTransaction, ownerId: string, id: string): Promise<void> {
  if (!(await tx.bundles.lockOne(ownerId, id))) throw bundleNotFound();
}

/** The item was deleted between our check and the write. */
const itemGone = (error: unknown): never => {
  throw isForeignKeyViolation(error, 'bundle_items_gear_item_id_fkey')
    ? noSuch('gearItemId')
    : error;
};

/** The entries of a bundle. Every change stamps the bundle's updatedAt. */
@Injectable()
export class BundleItemsService {
  constructor(
    private readonly transactions: BundleTransactions,
    private readonly bundleItems: BundleItemsRepository,
    private readonly holders: BundleHolders,
  ) {}

  /** A new entry goes last; an item already in the bundle adds to its quantity instead. */
  async add(
    ownerId: string,
    bundleId: string,
    dto: AddBundleItemDto,
  ): Promise<{ created: boolean; entry: BundleEntryDto }> {
    const quantity = dto.quantity ?? 1;
    const { created, id } = await this.transactions
      .run(async (tx) => {
        await lockBundle(tx, ownerId, bundleId);
        if (!(await tx.items.findOne(ownerId, dto.gearItemId))) throw noSuch('gearItemId');
        const existing = await tx.bundleItems.findByGearItem(ownerId, bundleId, dto.gearItemId);
        const total = existing ? sumQuantities(existing.quantity, quantity) : quantity;
        if (total > MAX_QUANTITY) {
          throw invalidField('quantity', `the bundle would hold more than ${MAX_QUANTITY} of it`);
        }
        await this.holders.assertRoomForEntry(tx, ownerId, bundleId, total, !existing);
        await tx.bundles.update(ownerId, bundleId);
        if (!existing) {
          const sortOrder = await tx.bundleItems.nextSortOrder(ownerId, bundleId);
          const values = { bundleId, gearItemId: dto.gearItemId, quantity, sortOrder };
          return { created: true, id: await tx.bundleItems.insert(ownerId, values) };
        }
        await tx.bundleItems.update(ownerId, bundleId, existing.id, { quantity: total });
        return { created: false, id: existing.id };
      })
      .catch(itemGone);
    return { created, entry: await this.get(ownerId, bundleId, id) };
  }

  async update(
    ownerId: string,
    bundleId: string,
    id: string,
    quantity: number,
  ): Promise<BundleEntryDto> {
    await this.transactions.run(async (tx) => {
      await lockBundle(tx, ownerId, bundleId);
      await this.holders.assertRoomForEntry(tx, ownerId, bundleId, quantity, false);
      if (!(await tx.bundleItems.update(ownerId, bundleId, id, { quantity }))) {
        throw bundleItemNotFound();
      }
      await tx.bundles.update(ownerId, bundleId);
    });
    return this.get(ownerId, bundleId, id);
  }

  async delete(ownerId: string, bundleId: string, id: string): Promise<void> {
    await this.transactions.run(async (tx) => {
      await lockBundle(tx, ownerId, bundleId);
      if (!(await tx.bundleItems.delete(ownerId, bundleId, id))) throw bundleItemNotFound();
      await tx.bundles.update(ownerId, bundleId);
    });
  }

  /** `ids` must be exactly the bundle's entries, each once: a partial order is ambiguous. */
  async reorder(ownerId: string, bundleId: string, ids: string[]): Promise<void> {
    await this.transactions.run(async (tx) => {
      await lockBundle(tx, ownerId, bundleId);
      const owned = new Set(await tx.bundleItems.ids(ownerId, bundleId));
      if (owned.size !== ids.length || !ids.every((id) => owned.has(id))) {
        throw invalidField('ids', 'ids must list each entry of the bundle exactly once');
      }
      await tx.bundleItems.setOrder(ownerId, bundleId, ids);
      await tx.bundles.update(ownerId, bundleId);
    });
  }

  private async get(ownerId: string, bundleId: string, id: string): Promise<BundleEntryDto> {
    const row = await this.bundleItems.findOne(ownerId, bundleId, id);
    if (!row) throw bundleItemNotFound();
    return toBundleEntryDto(row);
  }
}
