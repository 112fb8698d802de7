import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import { GearItemEntity } from '@server/gear/gear-item.entity.js';
import { BundleItemEntity } from './bundle-item.entity.js';
import { BundleEntity } from './bundle.entity.js';

export type BundleValues = Partial<Pick<BundleEntity, 'name' | 'description' | 'categoryId'>>;

export interface BundleWithTotals {
  bundle: BundleEntity;
  /** Sum of the entries' quantities, like a pack's itemCount. */
  itemCount: number;
  totalWeightMg: number;
}

interface TotalsRow {
  bundle_id: string;
  itemCount: string;
  totalWeightMg: string;
}

/**
 * Bundles, every query scoped to the owner (joins included). Built on an EntityManager so a
 * transaction can use its own instance (`within(manager)`).
 */
@Injectable()
export class BundlesRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  within(manager: EntityManager): BundlesRepository {
    return new BundlesRepository(manager);
  }

  private get bundles() {
    return this.manager.getRepository(BundleEntity);
  }

  /**
   * The owner's bundles by name, each with its totals, in one aggregate query. Each entry's
   * weight is rounded to whole mg before summing, as pack totals round each line.
   */
  async listWithTotals(ownerId: string): Promise<BundleWithTotals[]> {
    const { entities, raw } = await this.bundles
      .createQueryBuilder('bundle')
      .leftJoin(
        BundleItemEntity,
        'entry',
        'entry.bundleId = bundle.id AND entry.ownerId = :ownerId',
      )
      .leftJoin(GearItemEntity, 'item', 'item.id = entry.gearItemId AND item.ownerId = :ownerId')
      .addSelect('COALESCE(SUM(entry.quantity), 0)', 'itemCount')
      .addSelect('COALESCE(SUM(round(item.weight_mg * entry.quantity)), 0)', 'totalWeightMg')
      .where('bundle.ownerId = :ownerId', { ownerId })
      .groupBy('bundle.id')
      .orderBy('lower(bundle.name)', 'ASC')
      .addOrderBy('bundle.id', 'ASC')
      .getRawAndEntities<TotalsRow>();
    const totals = new Map(raw.map((row) => [row.bundle_id, row]));
    return entities.map((bundle) => {
      const row = totals.get(bundle.id);
      return {
        bundle,
        itemCount: Number(row?.itemCount ?? 0),
        totalWeightMg: Number(row?.totalWeightMg ?? 0),
      };
    });
  }

  findOne(ownerId: string, id: string): Promise<BundleEntity | null> {
    return this.bundles.findOneBy({ ownerId, id });
  }

  /** The bundle, locked until the transaction ends: changes to its entries go one at a time. */
  lockOne(ownerId: string, id: string): Promise<BundleEntity | null> {
    return this.bundles
      .createQueryBuilder('bundle')
      .where('bundle.ownerId = :ownerId AND bundle.id = :id', { ownerId, id })
      .setLock('pessimistic_write')
      .getOne();
  }

  async insert(ownerId: string, values: BundleValues): Promise<string> {
    const result = await this.bundles.insert({ ...values, ownerId });
    return (result.identifiers[0] as { id: string }).id;
  }

  /** Also stamps updatedAt (with no values, only that). False when missing or another user's. */
  async update(ownerId: string, id: string, values: BundleValues = {}): Promise<boolean> {
    const result = await this.bundles
      .createQueryBuilder()
      .update()
      .set({ ...values, updatedAt: () => 'now()' })
      .where('owner_id = :ownerId AND id = :id', { ownerId, id })
      .execute();
    return result.affected === 1;
  }

  async delete(ownerId: string, id: string): Promise<boolean> {
    const result = await this.bundles.delete({ ownerId, id });
    return result.affected === 1;
  }

  /** The packs holding the bundle, by name. */
  usedInPacks(ownerId: string, id: string): Promise<{ id: string; name: string }[]> {
    return this.manager.query(
      `SELECT pack.id, pack.name
       FROM packs AS pack
       WHERE pack.owner_id = $1 AND EXISTS (
         SELECT 1 FROM pack_lines AS line
         WHERE line.owner_id = $1 AND line.pack_id = pack.id AND line.bundle_id = $2
       )
       ORDER BY lower(pack.name), pack.id`,
      [ownerId, id],
    );
  }
}
