import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { parseRows, selectColumns } from './export-columns.js';
import {
  type ExportActivityDefault,
  ACCOUNT_COLUMNS,
  ACTIVITY_COLUMNS,
  ACTIVITY_FILE_COLUMNS,
  ACTIVITY_ROUTE_COLUMNS,
  BUNDLE_COLUMNS,
  BUNDLE_ENTRY_COLUMNS,
  CATEGORY_COLUMNS,
  ITEM_COLUMNS,
  LINE_BUNDLE_COLUMNS,
  LINE_ITEM_COLUMNS,
  PACK_CATEGORY_COLUMNS,
  PACK_COLUMNS,
  PACK_LINE_COLUMNS,
  PHOTO_COLUMNS,
  PLACE_COLUMNS,
  ROUTE_COLUMNS,
  TRIP_COLUMNS,
  WAYPOINT_COLUMNS,
} from './export-format.js';
import type {
  AccountExportSource,
  AccountRow,
  ActivityFileRow,
  ActivityRouteRow,
  ActivityRow,
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

/** `created_at` as text, for the next page's cursor (the document's is a Date: see TimeCursor). */
const CURSOR = `created_at::text AS "cursorAt"`;

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
 * downloads, so a slow download never holds the embedded database's one connection. What each
 * query selects of a section is its list in export-format.ts; bigint and numeric text (every
 * figure here fits a number) is turned into numbers as the list says (parseRows).
 */
@Injectable()
export class AccountExportRepository implements AccountExportSource {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async account(ownerId: string): Promise<AccountRow | null> {
    const [row] = await this.dataSource.query<AccountRow[]>(
      `SELECT ${selectColumns(ACCOUNT_COLUMNS)} FROM users WHERE id = $1`,
      [ownerId],
    );
    return row ?? null;
  }

  categories(ownerId: string, after: CategoryCursor | null, limit: number) {
    const next = after
      ? {
          sql: 'AND (sort_order, name, id) > ($3::int, $4::text, $5::uuid)',
          params: [after.sortOrder, after.name, after.id],
        }
      : { sql: '', params: [] };
    return this.dataSource.query<CategoryRow[]>(
      `SELECT ${selectColumns(CATEGORY_COLUMNS)}
       FROM gear_categories WHERE owner_id = $1 ${next.sql}
       ORDER BY sort_order, name, id LIMIT $2`,
      [ownerId, limit, ...next.params],
    );
  }

  async items(ownerId: string, after: TimeCursor | null, limit: number): Promise<ItemRow[]> {
    const next = afterTime(after);
    const rows = await this.dataSource.query<Record<string, unknown>[]>(
      `SELECT ${selectColumns(ITEM_COLUMNS)}, ${CURSOR}
       FROM gear_items WHERE owner_id = $1 ${next.sql}
       ORDER BY created_at, id LIMIT $2`,
      [ownerId, limit, ...next.params],
    );
    return parseRows<ItemRow>(ITEM_COLUMNS, rows);
  }

  bundles(ownerId: string, after: TimeCursor | null, limit: number): Promise<BundleRow[]> {
    const next = afterTime(after);
    return this.dataSource.query<BundleRow[]>(
      `SELECT ${selectColumns(BUNDLE_COLUMNS)}, ${CURSOR}
       FROM bundles WHERE owner_id = $1 ${next.sql}
       ORDER BY created_at, id LIMIT $2`,
      [ownerId, limit, ...next.params],
    );
  }

  async bundleEntries(ownerId: string, bundleIds: readonly string[]): Promise<BundleEntryRow[]> {
    if (bundleIds.length === 0) return [];
    const rows = await this.dataSource.query<Record<string, unknown>[]>(
      `SELECT bundle_id AS "bundleId", ${selectColumns(BUNDLE_ENTRY_COLUMNS)}
       FROM bundle_items WHERE owner_id = $1 AND bundle_id = ANY($2::uuid[])
       ORDER BY bundle_id, sort_order, id`,
      [ownerId, bundleIds],
    );
    return parseRows<BundleEntryRow>(BUNDLE_ENTRY_COLUMNS, rows);
  }

  /** A pack an import is still writing is not the user's yet: it and its lines are left out. */
  packs(ownerId: string, after: TimeCursor | null, limit: number): Promise<PackRow[]> {
    const next = afterTime(after);
    return this.dataSource.query<PackRow[]>(
      `SELECT ${selectColumns(PACK_COLUMNS)}, ${CURSOR},
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
      `SELECT pack_id AS "packId", ${selectColumns(PACK_CATEGORY_COLUMNS)}
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
    const rows = await this.dataSource.query<Record<string, unknown>[]>(
      `SELECT ${selectColumns(PACK_LINE_COLUMNS)}, pack_id AS "packId",
              entry_flags AS "entryFlags"
       FROM pack_lines WHERE owner_id = $1 AND pack_id = ANY($2::uuid[])
       ORDER BY pack_id, sort_order, created_at, id`,
      [ownerId, packIds],
    );
    return parseRows<PackLineRow>(PACK_LINE_COLUMNS, rows);
  }

  private async lineBundles(ownerId: string, ids: readonly string[]): Promise<LineBundleRow[]> {
    if (ids.length === 0) return [];
    return this.dataSource.query<LineBundleRow[]>(
      `SELECT id, category_id AS "categoryId", ${selectColumns(LINE_BUNDLE_COLUMNS)}
       FROM bundles WHERE owner_id = $1 AND id = ANY($2::uuid[])`,
      [ownerId, ids],
    );
  }

  private async lineItems(ownerId: string, ids: readonly string[]): Promise<LineItemRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.dataSource.query<Record<string, unknown>[]>(
      `SELECT ${selectColumns(LINE_ITEM_COLUMNS)}, category_id AS "categoryId"
       FROM gear_items WHERE owner_id = $1 AND id = ANY($2::uuid[])`,
      [ownerId, ids],
    );
    return parseRows<LineItemRow>(LINE_ITEM_COLUMNS, rows);
  }

  places(ownerId: string, after: TimeCursor | null, limit: number): Promise<PlaceRow[]> {
    const next = afterTime(after);
    return this.dataSource.query<PlaceRow[]>(
      `SELECT ${selectColumns(PLACE_COLUMNS)}, ${CURSOR}
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
      `SELECT ${selectColumns(TRIP_COLUMNS, 'trip')}, page."cursorAt",
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
      `SELECT ${selectColumns(WAYPOINT_COLUMNS)}, trip_id AS "tripId"
       FROM trip_waypoints WHERE owner_id = $1 AND trip_id = ANY($2::uuid[])
       ORDER BY trip_id, created_at, id`,
      [ownerId, tripIds],
    );
    const routes = await this.dataSource.query<TripRouteRow[]>(
      `SELECT ${selectColumns(ROUTE_COLUMNS, 'route')}, route.trip_id AS "tripId"
       FROM trip_routes route
       JOIN trips trip ON trip.id = route.trip_id AND trip.owner_id = $1
       WHERE route.owner_id = $1 AND route.trip_id = ANY($2::uuid[])`,
      [ownerId, tripIds],
    );
    return { packs, waypoints, routes };
  }

  /**
   * A page of activities, oldest first (by creation, which never changes: a start time edited
   * during the download could move an activity past the cursor), each with its gear items' ids
   * and whether it has a route and how many points (worked out in the database: the points
   * themselves are read with the activity's group, see activityRoutes). The page is chosen on
   * the activities alone, so only the page's own gear and routes are looked at.
   */
  activities(ownerId: string, after: TimeCursor | null, limit: number): Promise<ActivityRow[]> {
    const next = afterTime(after);
    return this.dataSource.query<ActivityRow[]>(
      `SELECT ${selectColumns(ACTIVITY_COLUMNS, 'activity')}, page."cursorAt",
              (SELECT COALESCE(jsonb_agg(gear.gear_item_id ORDER BY gear.gear_item_id), '[]')
               FROM activity_gear gear
               WHERE gear.owner_id = $1 AND gear.activity_id = activity.id) AS "gearItemIds",
              route.activity_id IS NOT NULL AS "hasRoute",
              COALESCE(jsonb_array_length(route.points), 0)::int AS "routePoints"
       FROM (SELECT id, created_at::text AS "cursorAt" FROM activities
             WHERE owner_id = $1 ${next.sql}
             ORDER BY created_at, id LIMIT $2) page
       JOIN activities activity ON activity.id = page.id AND activity.owner_id = $1
       LEFT JOIN activity_routes route
         ON route.activity_id = activity.id AND route.owner_id = $1
       ORDER BY activity.created_at, activity.id`,
      [ownerId, limit, ...next.params],
    );
  }

  /** One query whatever the number of activities: their routes, every point. */
  async activityRoutes(
    ownerId: string,
    activityIds: readonly string[],
  ): Promise<ActivityRouteRow[]> {
    if (activityIds.length === 0) return [];
    return this.dataSource.query<ActivityRouteRow[]>(
      `SELECT ${selectColumns(ACTIVITY_ROUTE_COLUMNS)}, activity_id AS "activityId"
       FROM activity_routes WHERE owner_id = $1 AND activity_id = ANY($2::uuid[])`,
      [ownerId, activityIds],
    );
  }

  /** Each category's default pack and gear: one query (at most one row per category). */
  activityDefaults(ownerId: string): Promise<ExportActivityDefault[]> {
    return this.dataSource.query<ExportActivityDefault[]>(
      `SELECT chosen.category, pack.pack_id AS "packId",
              COALESCE((SELECT jsonb_agg(gear.gear_item_id ORDER BY gear.gear_item_id)
                        FROM activity_default_gear gear
                        WHERE gear.owner_id = $1 AND gear.category = chosen.category), '[]')
                AS "gearItemIds"
       FROM (SELECT category FROM activity_default_packs WHERE owner_id = $1
             UNION SELECT category FROM activity_default_gear WHERE owner_id = $1) chosen
       LEFT JOIN activity_default_packs pack
         ON pack.owner_id = $1 AND pack.category = chosen.category
       ORDER BY chosen.category`,
      [ownerId],
    );
  }

  /**
   * A page of photos with their bytes (at most 5 MB each). The page is chosen on the metadata
   * alone, so sorting never carries the images; only the page's own bytes are read.
   */
  photos(ownerId: string, after: TimeCursor | null, limit: number): Promise<PhotoRow[]> {
    const next = afterTime(after);
    return this.dataSource.query<PhotoRow[]>(
      `SELECT ${selectColumns(PHOTO_COLUMNS, 'photo')}, page."cursorAt"
       FROM (SELECT id, created_at::text AS "cursorAt" FROM photos
             WHERE owner_id = $1 ${next.sql}
             ORDER BY created_at, id LIMIT $2) page
       JOIN photos photo ON photo.id = page.id AND photo.owner_id = $1
       ORDER BY photo.created_at, photo.id`,
      [ownerId, limit, ...next.params],
    );
  }

  /** A page of activity files with their gzipped bytes, chosen as photos' pages are. */
  activityFiles(
    ownerId: string,
    after: TimeCursor | null,
    limit: number,
  ): Promise<ActivityFileRow[]> {
    const next = afterTime(after);
    return this.dataSource.query<ActivityFileRow[]>(
      `SELECT ${selectColumns(ACTIVITY_FILE_COLUMNS, 'file')}, file.gzipped, page."cursorAt"
       FROM (SELECT id, created_at::text AS "cursorAt" FROM activity_files
             WHERE owner_id = $1 ${next.sql}
             ORDER BY created_at, id LIMIT $2) page
       JOIN activity_files file ON file.id = page.id AND file.owner_id = $1
       ORDER BY file.created_at, file.id`,
      [ownerId, limit, ...next.params],
    );
  }
}

/** The distinct ids among these, nulls left out. */
function unique(ids: readonly (string | null)[]): string[] {
  return [...new Set(ids.filter((id): id is string => id !== null))];
}
