import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import type {
  LibraryCategory,
  LibraryItemCandidate,
  NewImportedCategory,
  NewImportedItem,
  NewImportedLine,
} from './pack-import-plan.js';

export interface NewImportedPack {
  id: string;
  name: string;
  slug: string;
  uncategorizedSortOrder: number | null;
}

/**
 * The set-based writes an import needs: each call is one statement however many rows it gets
 * (rows travel as arrays and are unnested); the writer hands them a bounded step's worth.
 * Every query is scoped to the owner. Ids are chosen by the caller rather than read back, so
 * nothing depends on the order RETURNING yields rows in, and a failed import can find them.
 */
@Injectable()
export class PackImportRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  within(manager: EntityManager): PackImportRepository {
    return new PackImportRepository(manager);
  }

  /** The owner's categories, and the sort order that puts a new one last. */
  async categories(
    ownerId: string,
  ): Promise<{ library: LibraryCategory[]; nextSortOrder: number }> {
    const rows = await this.manager.query<(LibraryCategory & { sortOrder: number })[]>(
      `SELECT id, name, sort_order AS "sortOrder" FROM gear_categories
       WHERE owner_id = $1 ORDER BY sort_order, lower(name), id`,
      [ownerId],
    );
    const nextSortOrder = rows.reduce((next, row) => Math.max(next, row.sortOrder + 1), 0);
    return { library: rows.map(({ id, name }) => ({ id, name })), nextSortOrder };
  }

  async insertCategories(ownerId: string, categories: NewImportedCategory[]): Promise<void> {
    if (categories.length === 0) return;
    await this.manager.query(
      `INSERT INTO gear_categories (id, owner_id, name, color, sort_order)
       SELECT row.id, $1, row.name, row.color, row.sort_order
       FROM unnest($2::uuid[], $3::text[], $4::text[], $5::int[])
         AS row(id, name, color, sort_order)`,
      [
        ownerId,
        categories.map((category) => category.id),
        categories.map((category) => category.name),
        categories.map((category) => category.color),
        categories.map((category) => category.sortOrder),
      ],
    );
  }

  /** The owner's items named any of `lowerNames` (lower-cased), the oldest first. */
  itemsNamed(ownerId: string, lowerNames: string[]): Promise<LibraryItemCandidate[]> {
    if (lowerNames.length === 0) return Promise.resolve([]);
    return this.manager.query<LibraryItemCandidate[]>(
      `SELECT id, name, category_id AS "categoryId", retired FROM gear_items
       WHERE owner_id = $1 AND lower(name) = ANY($2::text[])
       ORDER BY created_at, id`,
      [ownerId, lowerNames],
    );
  }

  async insertItems(ownerId: string, items: NewImportedItem[]): Promise<void> {
    if (items.length === 0) return;
    const column = <K extends keyof NewImportedItem>(key: K) => items.map((item) => item[key]);
    await this.manager.query(
      `INSERT INTO gear_items
         (id, owner_id, name, category_id, notes, weight_mg, weight_unit, url, price_minor, currency)
       SELECT row.id, $1, row.name, row.category_id, row.notes, row.weight_mg, row.weight_unit,
              row.url, row.price_minor, row.currency
       FROM unnest($2::uuid[], $3::text[], $4::uuid[], $5::text[], $6::bigint[], $7::text[],
                   $8::text[], $9::bigint[], $10::text[])
         AS row(id, name, category_id, notes, weight_mg, weight_unit, url, price_minor, currency)`,
      [
        ownerId,
        column('id'),
        column('name'),
        column('categoryId'),
        column('notes'),
        column('weightMg'),
        column('weightUnit'),
        column('url'),
        column('priceMinor'),
        column('currency'),
      ],
    );
  }

  /** The pack, hidden from every read (`importing`) until the import reveals it. */
  async insertHiddenPack(ownerId: string, pack: NewImportedPack): Promise<void> {
    await this.manager.query(
      `INSERT INTO packs (id, owner_id, name, slug, uncategorized_sort_order, importing)
       VALUES ($1, $2, $3, $4, $5, true)`,
      [pack.id, ownerId, pack.name, pack.slug, pack.uncategorizedSortOrder],
    );
  }

  async insertPackCategories(
    ownerId: string,
    packId: string,
    positions: { categoryId: string; sortOrder: number }[],
  ): Promise<void> {
    if (positions.length === 0) return;
    await this.manager.query(
      `INSERT INTO pack_categories (pack_id, category_id, owner_id, sort_order)
       SELECT $2, row.category_id, $1, row.sort_order
       FROM unnest($3::uuid[], $4::int[]) AS row(category_id, sort_order)`,
      [
        ownerId,
        packId,
        positions.map((position) => position.categoryId),
        positions.map((position) => position.sortOrder),
      ],
    );
  }

  /** Lines of the pack, sorted as given, the first at `firstSortOrder`. */
  async insertLines(
    ownerId: string,
    packId: string,
    lines: NewImportedLine[],
    firstSortOrder: number,
  ): Promise<void> {
    if (lines.length === 0) return;
    await this.manager.query(
      `INSERT INTO pack_lines
         (owner_id, pack_id, gear_item_id, quantity, worn, consumable, sort_order)
       SELECT $1, $2, row.gear_item_id, row.quantity, row.worn, row.consumable,
              $7::int + row.ordinality - 1
       FROM unnest($3::uuid[], $4::numeric[], $5::boolean[], $6::boolean[])
         WITH ORDINALITY AS row(gear_item_id, quantity, worn, consumable, ordinality)`,
      [
        ownerId,
        packId,
        lines.map((line) => line.gearItemId),
        lines.map((line) => line.quantity),
        lines.map((line) => line.worn),
        lines.map((line) => line.consumable),
        firstSortOrder,
      ],
    );
  }
}
