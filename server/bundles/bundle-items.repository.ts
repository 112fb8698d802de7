import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import { BundleItemEntity } from './bundle-item.entity.js';

/** A bundle entry with the library item it points at. */
export interface BundleItemRow {
  id: string;
  bundleId: string;
  gearItemId: string;
  quantity: number;
  sortOrder: number;
  item: {
    name: string;
    brand: string;
    weightMg: number;
    priceMinor: number | null;
    currency: string | null;
    photoId: string | null;
    categoryId: string | null;
    retired: boolean;
  };
}

interface RawBundleItemRow {
  id: string;
  bundle_id: string;
  gear_item_id: string;
  quantity: string;
  sort_order: number;
  name: string;
  brand: string;
  weight_mg: string;
  price_minor: string | null;
  currency: string | null;
  photo_id: string | null;
  category_id: string | null;
  retired: boolean;
}

const toRow = (raw: RawBundleItemRow): BundleItemRow => ({
  id: raw.id,
  bundleId: raw.bundle_id,
  gearItemId: raw.gear_item_id,
  quantity: Number(raw.quantity),
  sortOrder: raw.sort_order,
  item: {
    name: raw.name,
    brand: raw.brand,
    weightMg: Number(raw.weight_mg),
    priceMinor: raw.price_minor === null ? null : Number(raw.price_minor),
    currency: raw.currency,
    photoId: raw.photo_id,
    categoryId: raw.category_id,
    retired: raw.retired,
  },
});

/** $1 is always the owner; `scope` filters the entries further. */
const rowsQuery = (scope: string) => `
  SELECT entry.id, entry.bundle_id, entry.gear_item_id, entry.quantity, entry.sort_order,
         item.name, item.brand, item.weight_mg, item.price_minor, item.currency, item.photo_id,
         item.category_id, item.retired
  FROM bundle_items AS entry
  JOIN gear_items AS item ON item.id = entry.gear_item_id AND item.owner_id = $1
  WHERE entry.owner_id = $1 AND ${scope}
  ORDER BY entry.bundle_id, entry.sort_order, lower(item.name), entry.id`;

export type BundleItemValues = Partial<Pick<BundleItemEntity, 'quantity' | 'sortOrder'>>;

/**
 * Bundle entries, every query scoped to the owner (joins included). Built on an EntityManager
 * so a transaction can use its own instance (`within(manager)`).
 */
@Injectable()
export class BundleItemsRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  within(manager: EntityManager): BundleItemsRepository {
    return new BundleItemsRepository(manager);
  }

  private get entries() {
    return this.manager.getRepository(BundleItemEntity);
  }

  private async rows(scope: string, params: unknown[]): Promise<BundleItemRow[]> {
    return (await this.manager.query<RawBundleItemRow[]>(rowsQuery(scope), params)).map(toRow);
  }

  /** One bundle's entries, in its order. */
  forBundle(ownerId: string, bundleId: string): Promise<BundleItemRow[]> {
    return this.rows('entry.bundle_id = $2', [ownerId, bundleId]);
  }

  /** The entries of every bundle these packs hold: one query, however many packs and bundles. */
  forPacks(ownerId: string, packIds: readonly string[]): Promise<BundleItemRow[]> {
    return this.rows(
      `entry.bundle_id IN (
         SELECT line.bundle_id FROM pack_lines AS line
         WHERE line.owner_id = $1 AND line.pack_id = ANY($2::uuid[])
           AND line.bundle_id IS NOT NULL)`,
      [ownerId, packIds],
    );
  }

  /** The entries of every bundle any of the owner's packs holds: one query. */
  forAllPacks(ownerId: string): Promise<BundleItemRow[]> {
    return this.rows(
      `entry.bundle_id IN (
         SELECT line.bundle_id FROM pack_lines AS line
         WHERE line.owner_id = $1 AND line.bundle_id IS NOT NULL)`,
      [ownerId],
    );
  }

  async findOne(ownerId: string, bundleId: string, id: string): Promise<BundleItemRow | null> {
    const [row] = await this.rows('entry.bundle_id = $2 AND entry.id = $3', [
      ownerId,
      bundleId,
      id,
    ]);
    return row ?? null;
  }

  findByGearItem(
    ownerId: string,
    bundleId: string,
    gearItemId: string,
  ): Promise<BundleItemEntity | null> {
    return this.entries.findOneBy({ ownerId, bundleId, gearItemId });
  }

  /** How many entries the bundle has, and the largest quantity of any (0 when empty). */
  async summary(
    ownerId: string,
    bundleId: string,
  ): Promise<{ count: number; largestQuantity: number }> {
    const [row] = await this.manager.query<{ count: number; largestQuantity: number }[]>(
      `SELECT count(*)::int AS count, COALESCE(max(quantity), 0)::float8 AS "largestQuantity"
       FROM bundle_items WHERE owner_id = $1 AND bundle_id = $2`,
      [ownerId, bundleId],
    );
    return row ?? { count: 0, largestQuantity: 0 };
  }

  /** The sort order that puts a new entry last. */
  async nextSortOrder(ownerId: string, bundleId: string): Promise<number> {
    const [row] = await this.manager.query<{ next: number }[]>(
      `SELECT COALESCE(MAX(sort_order) + 1, 0)::int AS next
       FROM bundle_items WHERE owner_id = $1 AND bundle_id = $2`,
      [ownerId, bundleId],
    );
    return row?.next ?? 0;
  }

  async insert(
    ownerId: string,
    values: Pick<BundleItemEntity, 'bundleId' | 'gearItemId' | 'quantity' | 'sortOrder'>,
  ): Promise<string> {
    const result = await this.entries.insert({ ...values, ownerId });
    return (result.identifiers[0] as { id: string }).id;
  }

  async update(
    ownerId: string,
    bundleId: string,
    id: string,
    values: BundleItemValues,
  ): Promise<boolean> {
    const result = await this.entries.update({ ownerId, bundleId, id }, values);
    return result.affected === 1;
  }

  async delete(ownerId: string, bundleId: string, id: string): Promise<boolean> {
    const result = await this.entries.delete({ ownerId, bundleId, id });
    return result.affected === 1;
  }

  async ids(ownerId: string, bundleId: string): Promise<string[]> {
    const rows = await this.entries.find({ select: { id: true }, where: { ownerId, bundleId } });
    return rows.map((row) => row.id);
  }

  /** Sets each entry's sortOrder to its index in `ids`, in one statement. */
  async setOrder(ownerId: string, bundleId: string, ids: string[]): Promise<void> {
    await this.manager.query(
      `UPDATE bundle_items AS entry
       SET sort_order = position.ordinality - 1
       FROM unnest($3::uuid[]) WITH ORDINALITY AS position(id, ordinality)
       WHERE entry.owner_id = $1 AND entry.bundle_id = $2 AND entry.id = position.id`,
      [ownerId, bundleId, ids],
    );
  }
}
