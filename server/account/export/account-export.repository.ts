import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { UserEntity } from '@server/users/user.entity.js';
import type {
  AccountExportSource,
  AccountRow,
  BundleEntryRow,
  BundleRow,
  CategoryCursor,
  CategoryRow,
  ItemRow,
  LineBundleRow,
  LineItemRow,
  PackCategoryRow,
  PackContents,
  PackLineRow,
  PackRow,
  PhotoRow,
  TimeCursor,
} from './account-export.rows.js';

/** pg hands bigint and numeric columns back as strings; every figure here fits a number. */
const toNumber = (value: string | number): number => Number(value);
const toNumberOrNull = (value: string | number | null): number | null =>
  value === null ? null : Number(value);

/** `created_at` twice: as a Date for the document, and as text for the next page's cursor. */
const CREATED = `created_at AS "createdAt", created_at::text AS "cursorAt"`;

/** `AND (created_at, id) > cursor` after the first page; $2 is the limit, so from $3 on. */
function afterTime(after: TimeCursor | null): { sql: string; params: unknown[] } {
  return after
    ? {
        sql: 'AND (created_at, id) > ($3::timestamptz, $4::uuid)',
        params: [after.cursorAt, after.id],
      }
    : { sql: '', params: [] };
}

/**
 * Reads a user's rows for the export, a bounded page at a time, every query scoped to the owner.
 * Keyset pagination: a page starts after the last row of the previous one, with no OFFSET to
 * count through, and rows added or removed meanwhile never shift a page. Each read is one
 * statement on its own: the export holds no transaction or connection while the client
 * downloads, so a slow download never holds the embedded database's one connection.
 */
@Injectable()
export class AccountExportRepository implements AccountExportSource {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async account(ownerId: string): Promise<AccountRow | null> {
    return this.dataSource.getRepository(UserEntity).findOneBy({ id: ownerId });
  }

  categories(ownerId: string, after: CategoryCursor | null, limit: number) {
    const next = after
      ? {
          sql: 'AND (sort_order, name, id) > ($3::int, $4::text, $5::uuid)',
          params: [after.sortOrder, after.name, after.id],
        }
      : { sql: '', params: [] };
    return this.dataSource.query<CategoryRow[]>(
      `SELECT id, name, color, sort_order AS "sortOrder", created_at AS "createdAt",
              updated_at AS "updatedAt"
       FROM gear_categories WHERE owner_id = $1 ${next.sql}
       ORDER BY sort_order, name, id LIMIT $2`,
      [ownerId, limit, ...next.params],
    );
  }

  async items(ownerId: string, after: TimeCursor | null, limit: number): Promise<ItemRow[]> {
    const next = afterTime(after);
    const rows = await this.dataSource.query<
      (ItemRow & { weightMg: string; priceMinor: string | null })[]
    >(
      `SELECT id, category_id AS "categoryId", name, brand, weight_mg AS "weightMg",
              weight_unit AS "weightUnit", quantity_owned AS "quantityOwned",
              price_minor AS "priceMinor", currency, url, notes, photo_id AS "photoId", retired,
              ${CREATED}, updated_at AS "updatedAt"
       FROM gear_items WHERE owner_id = $1 ${next.sql}
       ORDER BY created_at, id LIMIT $2`,
      [ownerId, limit, ...next.params],
    );
    return rows.map((row) => ({
      ...row,
      weightMg: toNumber(row.weightMg),
      priceMinor: toNumberOrNull(row.priceMinor),
    }));
  }

  bundles(ownerId: string, after: TimeCursor | null, limit: number): Promise<BundleRow[]> {
    const next = afterTime(after);
    return this.dataSource.query<BundleRow[]>(
      `SELECT id, category_id AS "categoryId", name, description, ${CREATED},
              updated_at AS "updatedAt"
       FROM bundles WHERE owner_id = $1 ${next.sql}
       ORDER BY created_at, id LIMIT $2`,
      [ownerId, limit, ...next.params],
    );
  }

  async bundleEntries(ownerId: string, bundleIds: readonly string[]): Promise<BundleEntryRow[]> {
    if (bundleIds.length === 0) return [];
    const rows = await this.dataSource.query<(BundleEntryRow & { quantity: string })[]>(
      `SELECT bundle_id AS "bundleId", gear_item_id AS "gearItemId", quantity,
              sort_order AS "sortOrder"
       FROM bundle_items WHERE owner_id = $1 AND bundle_id = ANY($2::uuid[])
       ORDER BY bundle_id, sort_order, id`,
      [ownerId, bundleIds],
    );
    return rows.map((row) => ({ ...row, quantity: toNumber(row.quantity) }));
  }

  /** A pack an import is still writing is not the user's yet: it and its lines are left out. */
  packs(ownerId: string, after: TimeCursor | null, limit: number): Promise<PackRow[]> {
    const next = afterTime(after);
    return this.dataSource.query<PackRow[]>(
      `SELECT id, name, description, slug, uncategorized_sort_order AS "uncategorizedSortOrder",
              ${CREATED}, updated_at AS "updatedAt",
              (SELECT count(*) FROM pack_lines line
               WHERE line.owner_id = $1 AND line.pack_id = packs.id)::int AS "lineCount"
       FROM packs WHERE owner_id = $1 AND NOT importing ${next.sql}
       ORDER BY created_at, id LIMIT $2`,
      [ownerId, limit, ...next.params],
    );
  }

  /**
   * At most five queries whatever the number of packs: their category order, their lines, the
   * bundles those lines hold with the bundles' entries, and every item the lines show.
   */
  async packContents(ownerId: string, packIds: readonly string[]): Promise<PackContents> {
    const categoryOrder = await this.dataSource.query<PackCategoryRow[]>(
      `SELECT pack_id AS "packId", category_id AS "categoryId", sort_order AS "sortOrder"
       FROM pack_categories WHERE owner_id = $1 AND pack_id = ANY($2::uuid[])
       ORDER BY pack_id, sort_order, category_id`,
      [ownerId, packIds],
    );
    const lines = await this.lines(ownerId, packIds);
    const bundleIds = unique(lines.map((line) => line.bundleId));
    const bundles = await this.lineBundles(ownerId, bundleIds);
    const bundleEntries = await this.bundleEntries(ownerId, bundleIds);
    const items = await this.lineItems(
      ownerId,
      unique([
        ...lines.map((line) => line.gearItemId),
        ...bundleEntries.map((entry) => entry.gearItemId),
      ]),
    );
    return { categoryOrder, lines, bundles, bundleEntries, items };
  }

  private async lines(ownerId: string, packIds: readonly string[]): Promise<PackLineRow[]> {
    const rows = await this.dataSource.query<(PackLineRow & { quantity: string })[]>(
      `SELECT id, pack_id AS "packId", gear_item_id AS "gearItemId", bundle_id AS "bundleId",
              quantity, worn, consumable, packed, sort_order AS "sortOrder",
              entry_flags AS "entryFlags"
       FROM pack_lines WHERE owner_id = $1 AND pack_id = ANY($2::uuid[])
       ORDER BY pack_id, sort_order, created_at, id`,
      [ownerId, packIds],
    );
    return rows.map((row) => ({ ...row, quantity: toNumber(row.quantity) }));
  }

  private async lineBundles(ownerId: string, ids: readonly string[]): Promise<LineBundleRow[]> {
    if (ids.length === 0) return [];
    return this.dataSource.query<LineBundleRow[]>(
      `SELECT id, category_id AS "categoryId", name FROM bundles
       WHERE owner_id = $1 AND id = ANY($2::uuid[])`,
      [ownerId, ids],
    );
  }

  private async lineItems(ownerId: string, ids: readonly string[]): Promise<LineItemRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.dataSource.query<
      (LineItemRow & { weightMg: string; priceMinor: string | null })[]
    >(
      `SELECT id, category_id AS "categoryId", name, notes, weight_mg AS "weightMg",
              weight_unit AS "weightUnit", url, price_minor AS "priceMinor", currency
       FROM gear_items WHERE owner_id = $1 AND id = ANY($2::uuid[])`,
      [ownerId, ids],
    );
    return rows.map((row) => ({
      ...row,
      weightMg: toNumber(row.weightMg),
      priceMinor: toNumberOrNull(row.priceMinor),
    }));
  }

  /**
   * A page of photos with their bytes (at most 5 MB each). The page is chosen on the metadata
   * alone, so sorting never carries the images; only the page's own bytes are read.
   */
  photos(ownerId: string, after: TimeCursor | null, limit: number): Promise<PhotoRow[]> {
    const next = afterTime(after);
    return this.dataSource.query<PhotoRow[]>(
      `SELECT photo.id, photo.content_type AS "contentType", photo.width, photo.height,
              photo.created_at AS "createdAt", page."cursorAt", photo.bytes
       FROM (SELECT id, created_at::text AS "cursorAt" FROM photos
             WHERE owner_id = $1 ${next.sql}
             ORDER BY created_at, id LIMIT $2) page
       JOIN photos photo ON photo.id = page.id AND photo.owner_id = $1
       ORDER BY photo.created_at, photo.id`,
      [ownerId, limit, ...next.params],
    );
  }
}

/** The distinct ids among these, nulls left out. */
function unique(ids: readonly (string | null)[]): string[] {
  return [...new Set(ids.filter((id): id is string => id !== null))];
}
