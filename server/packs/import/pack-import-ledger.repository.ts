import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import type { ItemChange } from './pack-import-differences.js';

/**
 * How long an import counts as alive after its last step. Every step renews it; an import
 * whose lease ran out is abandoned (its server stopped) and may be removed. Far longer than a
 * step can take, even waiting its turn for the database.
 */
export const IMPORT_LEASE_SECONDS = 120;

/** What an unfinished import has written, or may have: enough to remove it. */
export interface ImportEntry {
  id: string;
  ownerId: string;
  packId: string;
  categoryIds: string[];
  itemIds: string[];
  /** The library's values of the items the import updates, to put back if it fails. */
  itemRestores: ItemChange[];
}

export const UNIQUE_IMPORT_OWNER = 'UQ_pack_imports_owner';

/**
 * The `pack_imports` rows (one per unfinished import) and the deletes that remove what an
 * unfinished import wrote, each bounded by `limit` or by the ids given. Every query is scoped to
 * the owner; the imports' own writes are in PackImportRepository.
 */
@Injectable()
export class PackImportLedgerRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  within(manager: EntityManager): PackImportLedgerRepository {
    return new PackImportLedgerRepository(manager);
  }

  /** Runs an UPDATE or DELETE; how many rows it touched (TypeORM answers [rows, count]). */
  private async affected(sql: string, parameters: unknown[]): Promise<number> {
    const [, count] = await this.manager.query<[unknown[], number]>(sql, parameters);
    return count;
  }

  /** Records an import about to write; a second import of the same owner breaks UQ_pack_imports_owner. */
  async open(entry: ImportEntry): Promise<void> {
    await this.manager.query(
      `INSERT INTO pack_imports
         (id, owner_id, pack_id, category_ids, item_ids, item_restores, expires_at)
       VALUES ($1, $2, $3, $4::uuid[], $5::uuid[], $6::jsonb, now() + make_interval(secs => $7))`,
      [
        entry.id,
        entry.ownerId,
        entry.packId,
        entry.categoryIds,
        entry.itemIds,
        JSON.stringify(entry.itemRestores),
        IMPORT_LEASE_SECONDS,
      ],
    );
  }

  /** Moves the lease on; false when the import is no longer recorded (it was removed). */
  async renew(ownerId: string, id: string): Promise<boolean> {
    const renewed = await this.affected(
      `UPDATE pack_imports SET expires_at = now() + make_interval(secs => $3)
       WHERE owner_id = $1 AND id = $2`,
      [ownerId, id, IMPORT_LEASE_SECONDS],
    );
    return renewed === 1;
  }

  /** The import is done: its pack shows (as the most recently changed) and the row goes. */
  async close(ownerId: string, id: string, packId: string): Promise<boolean> {
    if (!(await this.delete(ownerId, id))) return false;
    await this.manager.query(
      `UPDATE packs SET importing = false, updated_at = now()
       WHERE owner_id = $1 AND id = $2 AND importing`,
      [ownerId, packId],
    );
    return true;
  }

  /** Unfinished imports whose lease ran out, or every unfinished one (`all`). */
  abandoned(all: boolean): Promise<ImportEntry[]> {
    return this.manager.query<ImportEntry[]>(
      `SELECT id, owner_id AS "ownerId", pack_id AS "packId",
              category_ids AS "categoryIds", item_ids AS "itemIds",
              item_restores AS "itemRestores"
       FROM pack_imports WHERE $1 OR expires_at < now()
       ORDER BY created_at, id`,
      [all],
    );
  }

  /** Up to `limit` lines of the import's hidden pack; how many went. */
  deleteLines(ownerId: string, packId: string, limit: number): Promise<number> {
    return this.affected(
      `DELETE FROM pack_lines WHERE id IN (
         SELECT line.id FROM pack_lines AS line
         JOIN packs AS pack ON pack.id = line.pack_id AND pack.owner_id = $1 AND pack.importing
         WHERE line.owner_id = $1 AND line.pack_id = $2 LIMIT $3)`,
      [ownerId, packId, limit],
    );
  }

  /** Up to `limit` category positions of the import's hidden pack; how many went. */
  deletePackCategories(ownerId: string, packId: string, limit: number): Promise<number> {
    return this.affected(
      `DELETE FROM pack_categories WHERE owner_id = $1 AND pack_id = $2 AND category_id IN (
         SELECT placed.category_id FROM pack_categories AS placed
         JOIN packs AS pack ON pack.id = placed.pack_id AND pack.owner_id = $1 AND pack.importing
         WHERE placed.owner_id = $1 AND placed.pack_id = $2 LIMIT $3)`,
      [ownerId, packId, limit],
    );
  }

  /** The hidden pack itself (by then empty). */
  async deletePack(ownerId: string, packId: string): Promise<void> {
    await this.manager.query(`DELETE FROM packs WHERE owner_id = $1 AND id = $2 AND importing`, [
      ownerId,
      packId,
    ]);
  }

  async deleteItems(ownerId: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.manager.query(
      `DELETE FROM gear_items WHERE owner_id = $1 AND id = ANY($2::uuid[])`,
      [ownerId, ids],
    );
  }

  async deleteCategories(ownerId: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.manager.query(
      `DELETE FROM gear_categories WHERE owner_id = $1 AND id = ANY($2::uuid[])`,
      [ownerId, ids],
    );
  }

  /** The import's row; false when it was gone already. */
  async delete(ownerId: string, id: string): Promise<boolean> {
    const deleted = await this.affected(
      `DELETE FROM pack_imports WHERE owner_id = $1 AND id = $2`,
      [ownerId, id],
    );
    return deleted === 1;
  }
}
