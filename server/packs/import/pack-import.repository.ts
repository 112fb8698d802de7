import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import type { ItemChange } from './pack-import-differences.js';
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
  /** '' unless given (a LighterPack file has none; a copied pack has its own). */
  description?: string;
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

  /** The currency the account chose for new prices; null when it chose none. */
  async accountCurrency(ownerId: string): Promise<string | null> {
    const [row] = await this.manager.query<{ currency: string | null }[]>(
      `SELECT currency FROM users WHERE id = $1`,
      [ownerId],
    );
    return row?.currency ?? null;
  }

  /** The owner's items named any of `lowerNames` (lower-cased), the oldest first. */
  async itemsNamed(ownerId: string, lowerNames: string[]): Promise<LibraryItemCandidate[]> {
    if (lowerNames.length === 0) return [];
    const rows = await this.manager.query<
      (Omit<LibraryItemCandidate, 'weightMg' | 'priceMinor'> & {
        weightMg: string;
        priceMinor: string | null;
      })[]
    >(
      `SELECT id, name, category_id AS "categoryId", retired, weight_mg AS "weightMg",
              weight_unit AS "weightUnit", price_minor AS "priceMinor", currency, url, notes
       FROM gear_items
       WHERE owner_id = $1 AND lower(name) = ANY($2::text[])
       ORDER BY created_at, id`,
      [ownerId, lowerNames],
    );
    // bigint columns arrive as strings; every value is within Number.MAX_SAFE_INTEGER.
    return rows.map((row) => ({
      ...row,
      weightMg: Number(row.weightMg),
      priceMinor: row.priceMinor === null ? null : Number(row.priceMinor),
    }));
  }

  /**
   * Sets the given fields of each item (a field left out of an item's values stays as it is),
   * in one statement.
   */
  async updateItems(ownerId: string, changes: readonly ItemChange[]): Promise<void> {
    if (changes.length === 0) return;
    const has = (key: keyof ItemChange['values']) => changes.map(({ values }) => key in values);
    const value = <K extends keyof ItemChange['values']>(key: K) =>
      changes.map(({ values }) => values[key] ?? null);
    await this.manager.query(
      `UPDATE gear_items AS item SET
         weight_mg = CASE WHEN row.set_weight THEN row.weight_mg ELSE item.weight_mg END,
         weight_unit = CASE WHEN row.set_weight THEN row.weight_unit ELSE item.weight_unit END,
         price_minor = CASE WHEN row.set_price THEN row.price_minor ELSE item.price_minor END,
         currency = CASE WHEN row.set_price THEN row.currency ELSE item.currency END,
         url = CASE WHEN row.set_url THEN row.url ELSE item.url END,
         notes = CASE WHEN row.set_notes THEN row.notes ELSE item.notes END,
         updated_at = now()
       FROM unnest($2::uuid[], $3::boolean[], $4::bigint[], $5::text[], $6::boolean[],
                   $7::bigint[], $8::text[], $9::boolean[], $10::text[], $11::boolean[],
                   $12::text[])
         AS row(id, set_weight, weight_mg, weight_unit, set_price, price_minor, currency,
                set_url, url, set_notes, notes)
       WHERE item.owner_id = $1 AND item.id = row.id`,
      [
        ownerId,
        changes.map((change) => change.id),
        has('weightMg'),
        value('weightMg'),
        value('weightUnit'),
        has('priceMinor'),
        value('priceMinor'),
        value('currency'),
        has('url'),
        value('url'),
        has('notes'),
        value('notes'),
      ],
    );
  }

  async insertItems(ownerId: string, items: readonly NewImportedItem[]): Promise<void> {
    if (items.length === 0) return;
    const column = <K extends keyof NewImportedItem>(key: K) => items.map((item) => item[key]);
    await this.manager.query(
      `INSERT INTO gear_items
         (id, owner_id, name, category_id, notes, weight_mg, weight_unit, url, price_minor, currency,
          brand)
       SELECT row.id, $1, row.name, row.category_id, row.notes, row.weight_mg, row.weight_unit,
              row.url, row.price_minor, row.currency, row.brand
       FROM unnest($2::uuid[], $3::text[], $4::uuid[], $5::text[], $6::bigint[], $7::text[],
                   $8::text[], $9::bigint[], $10::text[], $11::text[])
         AS row(id, name, category_id, notes, weight_mg, weight_unit, url, price_minor, currency,
                brand)`,
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
        column('brand'),
      ],
    );
  }

  /** The pack, hidden from every read (`importing`) until the import reveals it. */
  async insertHiddenPack(ownerId: string, pack: NewImportedPack): Promise<void> {
    await this.manager.query(
      `INSERT INTO packs (id, owner_id, name, slug, uncategorized_sort_order, description, importing)
       VALUES ($1, $2, $3, $4, $5, $6, true)`,
      [pack.id, ownerId, pack.name, pack.slug, pack.uncategorizedSortOrder, pack.description ?? ''],
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

  /** Of these items, those the pack has a line for, with the line's quantity. */
  async packQuantities(
    ownerId: string,
    packId: string,
    itemIds: readonly string[],
  ): Promise<Map<string, number>> {
    if (itemIds.length === 0) return new Map();
    const rows = await this.manager.query<{ gearItemId: string; quantity: string }[]>(
      `SELECT gear_item_id AS "gearItemId", quantity FROM pack_lines
       WHERE owner_id = $1 AND pack_id = $2 AND gear_item_id = ANY($3::uuid[])`,
      [ownerId, packId, itemIds],
    );
    return new Map(rows.map((row) => [row.gearItemId, Number(row.quantity)]));
  }

  /**
   * Moves every line of the import's hidden pack to the end of `toPackId`, in their order, in
   * one statement; how many moved.
   */
  async moveLines(ownerId: string, fromPackId: string, toPackId: string): Promise<number> {
    const [, moved] = await this.manager.query<[unknown[], number]>(
      `UPDATE pack_lines SET pack_id = $3, updated_at = now(),
         sort_order = sort_order + (SELECT COALESCE(MAX(sort_order) + 1, 0) FROM pack_lines
                                    WHERE owner_id = $1 AND pack_id = $3)
       WHERE owner_id = $1 AND pack_id = $2`,
      [ownerId, fromPackId, toPackId],
    );
    return moved;
  }

  /** The categories a pack's lines show under (an item's, or a bundle's); null: none. */
  async presentCategories(ownerId: string, packId: string): Promise<Set<string | null>> {
    const rows = await this.manager.query<{ categoryId: string | null }[]>(
      `SELECT DISTINCT CASE WHEN line.bundle_id IS NULL THEN item.category_id
                            ELSE bundle.category_id END AS "categoryId"
       FROM pack_lines AS line
       LEFT JOIN gear_items AS item ON item.id = line.gear_item_id AND item.owner_id = $1
       LEFT JOIN bundles AS bundle ON bundle.id = line.bundle_id AND bundle.owner_id = $1
       WHERE line.owner_id = $1 AND line.pack_id = $2`,
      [ownerId, packId],
    );
    return new Set(rows.map((row) => row.categoryId));
  }
}
