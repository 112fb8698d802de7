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
  PlaceRow,
  TimeCursor,
  TripContents,
  TripPackLinkRow,
  TripRouteRow,
  TripRow,
  TripWaypointRow,
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
      `SELECT id, name, description, slug, is_public AS "isPublic",
              uncategorized_sort_order AS "uncategorizedSortOrder",
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

  places(ownerId: string, after: TimeCursor | null, limit: number): Promise<PlaceRow[]> {
    const next = afterTime(after);
    return this.dataSource.query<PlaceRow[]>(
      `SELECT id, name, note, latitude, longitude, color, icon, ${CREATED},
              updated_at AS "updatedAt"
       FROM places WHERE owner_id = $1 ${next.sql}
       ORDER BY created_at, id LIMIT $2`,
      [ownerId, limit, ...next.params],
    );
  }

  /**
   * A page of trips, each with its route's number of points (counted in the database: the
   * points themselves are read with the trip's group, see tripContents). The page is chosen on
   * the trips alone, as photos' is, so only the page's own routes are counted.
   */
  trips(ownerId: string, after: TimeCursor | null, limit: number): Promise<TripRow[]> {
    const next = afterTime(after);
    return this.dataSource.query<TripRow[]>(
      `SELECT trip.id, trip.name, trip.description, trip.notes, trip.activity,
              trip.start_date::text AS "startDate", trip.end_date::text AS "endDate",
              trip.latitude, trip.longitude, trip.is_public AS "isPublic",
              trip.hide_route_ends AS "hideRouteEnds",
              trip.pace_kmh AS "paceKmh", trip.climb_m_per_hour AS "climbMPerHour",
              trip.food_per_day_grams AS "foodPerDayGrams",
              trip.water_litres_per_hour AS "waterLitresPerHour",
              trip.day_overrides AS "dayOverrides", trip.created_at AS "createdAt",
              page."cursorAt", trip.updated_at AS "updatedAt",
              COALESCE(jsonb_array_length(route.points), 0)::int AS "routePoints"
       FROM (SELECT id, created_at::text AS "cursorAt" FROM trips
             WHERE owner_id = $1 ${next.sql}
             ORDER BY created_at, id LIMIT $2) page
       JOIN trips trip ON trip.id = page.id AND trip.owner_id = $1
       LEFT JOIN trip_routes route ON route.trip_id = trip.id AND route.owner_id = $1
       ORDER BY trip.created_at, trip.id`,
      [ownerId, limit, ...next.params],
    );
  }

  /** Three queries whatever the number of trips: their pack links, waypoints and routes. */
  async tripContents(ownerId: string, tripIds: readonly string[]): Promise<TripContents> {
    const packs = await this.dataSource.query<TripPackLinkRow[]>(
      `SELECT trip_id AS "tripId", pack_id AS "packId", is_main AS "isMain", position
       FROM trip_packs WHERE owner_id = $1 AND trip_id = ANY($2::uuid[])
       ORDER BY trip_id, position`,
      [ownerId, tripIds],
    );
    const waypoints = await this.dataSource.query<TripWaypointRow[]>(
      `SELECT id, trip_id AS "tripId", name, note, latitude, longitude,
              elevation_m AS "elevationM", color, icon, created_at AS "createdAt",
              updated_at AS "updatedAt"
       FROM trip_waypoints WHERE owner_id = $1 AND trip_id = ANY($2::uuid[])
       ORDER BY trip_id, created_at, id`,
      [ownerId, tripIds],
    );
    const routes = await this.dataSource.query<TripRouteRow[]>(
      `SELECT route.trip_id AS "tripId", route.points, route.segment_starts AS "segmentStarts",
              route.times, trip.distance_m AS "distanceM", trip.gain_m AS "gainM", route.loss_m AS "lossM",
              route.highest_m AS "highestM", route.lowest_m AS "lowestM",
              route.elevation_source AS "elevationSource"
       FROM trip_routes route
       JOIN trips trip ON trip.id = route.trip_id AND trip.owner_id = $1
       WHERE route.owner_id = $1 AND route.trip_id = ANY($2::uuid[])`,
      [ownerId, tripIds],
    );
    return { packs, waypoints, routes };
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
