import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import { PackLineEntity } from './pack-line.entity.js';
import {
  linesQuery,
  toDetailRow,
  toTotalsRow,
  type LineDetailRow,
  type LineTotalsRow,
  type RawLineRow,
} from './pack-line-rows.js';

export type NewLineValues = Pick<PackLineEntity, 'packId' | 'quantity' | 'sortOrder'> &
  Partial<Pick<PackLineEntity, 'gearItemId' | 'bundleId' | 'worn' | 'consumable' | 'packed'>>;

export type LineValues = Partial<
  Pick<PackLineEntity, 'quantity' | 'worn' | 'consumable' | 'packed' | 'entryFlags'>
>;

/**
 * Pack lines, every query scoped to the owner (joins included). Built on an EntityManager so
 * a transaction can use its own instance (`within(manager)`).
 */
@Injectable()
export class PackLinesRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  within(manager: EntityManager): PackLinesRepository {
    return new PackLinesRepository(manager);
  }

  private get lines() {
    return this.manager.getRepository(PackLineEntity);
  }

  /**
   * These packs' lines with everything the pack page shows, pack by pack, each pack's in its
   * order: one query, however many packs.
   */
  async detailRows(ownerId: string, packIds: readonly string[]): Promise<LineDetailRow[]> {
    const rows = await this.manager.query<RawLineRow[]>(
      linesQuery(true, 'line.pack_id = ANY($2::uuid[])'),
      [ownerId, packIds],
    );
    return rows.map(toDetailRow);
  }

  async detailRow(ownerId: string, packId: string, id: string): Promise<LineDetailRow | null> {
    const [row] = await this.manager.query<RawLineRow[]>(
      linesQuery(true, 'line.pack_id = $2 AND line.id = $3'),
      [ownerId, packId, id],
    );
    return row ? toDetailRow(row) : null;
  }

  /** Just what totals need, for one pack or (packId left out) every pack of the owner. */
  async totalsRows(ownerId: string, packId?: string): Promise<LineTotalsRow[]> {
    const rows = await this.manager.query<RawLineRow[]>(
      linesQuery(false, packId === undefined ? 'TRUE' : 'line.pack_id = $2'),
      packId === undefined ? [ownerId] : [ownerId, packId],
    );
    return rows.map(toTotalsRow);
  }

  /** Just what totals need, for these packs: one query, however many packs. */
  async totalsRowsFor(ownerId: string, packIds: readonly string[]): Promise<LineTotalsRow[]> {
    const rows = await this.manager.query<RawLineRow[]>(
      linesQuery(false, 'line.pack_id = ANY($2::uuid[])'),
      [ownerId, packIds],
    );
    return rows.map(toTotalsRow);
  }

  findOne(ownerId: string, packId: string, id: string): Promise<PackLineEntity | null> {
    return this.lines.findOneBy({ ownerId, packId, id });
  }

  findByTarget(
    ownerId: string,
    packId: string,
    target: { gearItemId: string } | { bundleId: string },
  ): Promise<PackLineEntity | null> {
    return this.lines.findOneBy({ ownerId, packId, ...target });
  }

  /** Every line, in any of the owner's packs, that holds the bundle. */
  usingBundle(ownerId: string, bundleId: string): Promise<PackLineEntity[]> {
    return this.lines.findBy({ ownerId, bundleId });
  }

  /** A pack's lines in its order, with what places them. */
  ordered(ownerId: string, packId: string): Promise<PackLineEntity[]> {
    return this.lines.find({
      where: { ownerId, packId },
      order: { sortOrder: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
  }

  /**
   * How many items each of these packs holds, as MAX_PACK_LINES counts them (the rows its
   * LighterPack export writes): an item's line one, a bundle line each of the bundle's entries,
   * an empty bundle's line one. Packs without lines are left out.
   */
  async sizes(ownerId: string, packIds: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.manager.query<{ packId: string; size: number }[]>(
      `SELECT line.pack_id AS "packId",
              SUM(CASE WHEN line.bundle_id IS NULL THEN 1
                       ELSE GREATEST(1, COALESCE(entries.count, 0)) END)::int AS size
       FROM pack_lines AS line
       LEFT JOIN (SELECT bundle_id, count(*) AS count FROM bundle_items
                  WHERE owner_id = $1 GROUP BY bundle_id) AS entries
         ON entries.bundle_id = line.bundle_id
       WHERE line.owner_id = $1 AND line.pack_id = ANY($2::uuid[])
       GROUP BY line.pack_id`,
      [ownerId, packIds],
    );
    return new Map(rows.map((row) => [row.packId, row.size]));
  }

  /** The sort order that puts a new line last. */
  async nextSortOrder(ownerId: string, packId: string): Promise<number> {
    const [row] = await this.manager.query<{ next: number }[]>(
      `SELECT COALESCE(MAX(sort_order) + 1, 0)::int AS next
       FROM pack_lines WHERE owner_id = $1 AND pack_id = $2`,
      [ownerId, packId],
    );
    return row?.next ?? 0;
  }

  /** One INSERT for all of them; their ids in the same order. */
  async insert(ownerId: string, values: NewLineValues[]): Promise<string[]> {
    if (values.length === 0) return [];
    const result = await this.lines.insert(values.map((line) => ({ ...line, ownerId })));
    return result.identifiers.map((identifier) => (identifier as { id: string }).id);
  }

  async update(ownerId: string, packId: string, id: string, values: LineValues): Promise<boolean> {
    const result = await this.lines.update({ ownerId, packId, id }, values);
    return result.affected === 1;
  }

  /** Sets several lines' quantities in one statement. */
  async setQuantities(
    ownerId: string,
    packId: string,
    quantities: { id: string; quantity: number }[],
  ): Promise<void> {
    if (quantities.length === 0) return;
    await this.manager.query(
      `UPDATE pack_lines AS line
       SET quantity = target.quantity, updated_at = now()
       FROM unnest($3::uuid[], $4::numeric[]) AS target(id, quantity)
       WHERE line.owner_id = $1 AND line.pack_id = $2 AND line.id = target.id`,
      [ownerId, packId, quantities.map((q) => q.id), quantities.map((q) => q.quantity)],
    );
  }

  async delete(ownerId: string, packId: string, id: string): Promise<boolean> {
    const result = await this.lines.delete({ ownerId, packId, id });
    return result.affected === 1;
  }

  /** Sets each line's sortOrder to its index in `ids`, in one statement. */
  async setOrder(ownerId: string, packId: string, ids: string[]): Promise<void> {
    await this.manager.query(
      `UPDATE pack_lines AS line
       SET sort_order = position.ordinality - 1
       FROM unnest($3::uuid[]) WITH ORDINALITY AS position(id, ordinality)
       WHERE line.owner_id = $1 AND line.pack_id = $2 AND line.id = position.id`,
      [ownerId, packId, ids],
    );
  }

  async unpackAll(ownerId: string, packId: string): Promise<void> {
    await this.lines.update({ ownerId, packId }, { packed: false });
  }

  /** Copies a pack's lines into another pack, unpacked, bundle items' marks included. */
  async copy(ownerId: string, fromPackId: string, toPackId: string): Promise<void> {
    await this.manager.query(
      `INSERT INTO pack_lines
         (owner_id, pack_id, gear_item_id, bundle_id, quantity, worn, consumable, packed,
          sort_order, entry_flags)
       SELECT owner_id, $3, gear_item_id, bundle_id, quantity, worn, consumable, false,
              sort_order, entry_flags
       FROM pack_lines WHERE owner_id = $1 AND pack_id = $2`,
      [ownerId, fromPackId, toPackId],
    );
  }
}
