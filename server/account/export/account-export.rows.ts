/**
 * The rows the account export reads, a page at a time (AccountExportRepository), and what the
 * export needs of its source: the repository, or a fake in unit tests. A section's row holds its
 * listed columns (export-format.ts) by their field names, plus what its reading needs.
 */
import type { EntryFlags } from '@server/domain/pack-totals.js';
import type { ExportRow } from './export-columns.js';
import type {
  ExportActivityDefault,
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

/**
 * Where a page ordered by (created_at, id) stopped: the last row's id and its created_at as the
 * database prints it. A JavaScript Date keeps milliseconds and PostgreSQL microseconds, so the
 * Date would land before the row and read it again.
 */
export interface TimeCursor {
  id: string;
  cursorAt: string;
}

/** Where a page of categories, ordered by (sort_order, name, id), stopped. */
export interface CategoryCursor {
  id: string;
  sortOrder: number;
  name: string;
}

export type AccountRow = ExportRow<typeof ACCOUNT_COLUMNS>;

export type CategoryRow = ExportRow<typeof CATEGORY_COLUMNS>;

export type ItemRow = ExportRow<typeof ITEM_COLUMNS> & TimeCursor;

export type BundleRow = ExportRow<typeof BUNDLE_COLUMNS> & TimeCursor;

export type BundleEntryRow = ExportRow<typeof BUNDLE_ENTRY_COLUMNS> & { bundleId: string };

export type PackRow = ExportRow<typeof PACK_COLUMNS> &
  TimeCursor & {
    /** How many lines the pack has: the export reads packs in groups of a bounded line count. */
    lineCount: number;
  };

export type PackCategoryRow = ExportRow<typeof PACK_CATEGORY_COLUMNS> & { packId: string };

export type PackLineRow = ExportRow<typeof PACK_LINE_COLUMNS> & {
  packId: string;
  /** A bundle line's items marked otherwise than the line, by gear item id. */
  entryFlags: EntryFlags;
};

/** What a pack line shows of a library item, and the item's category (for the line's). */
export type LineItemRow = ExportRow<typeof LINE_ITEM_COLUMNS> & { categoryId: string | null };

/** What a pack line shows of a bundle, besides its entries. */
export type LineBundleRow = ExportRow<typeof LINE_BUNDLE_COLUMNS> & {
  id: string;
  categoryId: string | null;
};

/** Everything some packs' lines show, read together for the group. */
export interface PackContents {
  categoryOrder: PackCategoryRow[];
  lines: PackLineRow[];
  bundles: LineBundleRow[];
  bundleEntries: BundleEntryRow[];
  items: LineItemRow[];
}

export type PlaceRow = ExportRow<typeof PLACE_COLUMNS> & TimeCursor;

export type TripRow = ExportRow<typeof TRIP_COLUMNS> &
  TimeCursor & {
    /** How many points the trip's route has (0 without one): trips are read in groups by it. */
    routePoints: number;
  };

export interface TripPackLinkRow {
  tripId: string;
  packId: string;
  isMain: boolean;
  position: number;
}

export type TripWaypointRow = ExportRow<typeof WAYPOINT_COLUMNS> & { tripId: string };

/** A route with the figures kept on its trip, read in the same statement. */
export type TripRouteRow = ExportRow<typeof ROUTE_COLUMNS> & { tripId: string };

/** Everything some trips hold, read together for the group. */
export interface TripContents {
  packs: TripPackLinkRow[];
  waypoints: TripWaypointRow[];
  routes: TripRouteRow[];
}

export type ActivityRow = ExportRow<typeof ACTIVITY_COLUMNS> &
  TimeCursor & {
    /** Its gear items' ids, in order (read in the same statement). */
    gearItemIds: string[];
    /** Whether it has a recorded route (one of the activity_routes rows). */
    hasRoute: boolean;
    /** How many points that route has (0 without one): activities are read in groups by it. */
    routePoints: number;
  };

export type ActivityRouteRow = ExportRow<typeof ACTIVITY_ROUTE_COLUMNS> & { activityId: string };

/** A photo's row; `data` holds its bytes. */
export type PhotoRow = ExportRow<typeof PHOTO_COLUMNS> & TimeCursor;

/** An uploaded activity file's row, its bytes gzipped as the table keeps them. */
export type ActivityFileRow = ExportRow<typeof ACTIVITY_FILE_COLUMNS> &
  TimeCursor & { gzipped: Uint8Array };

/**
 * The owner's rows, a page at a time: `after` is the last row of the previous page (null for
 * the first), `limit` the most rows a page holds. Every read is its own short query: nothing
 * holds a connection or a transaction between them.
 */
export interface AccountExportSource {
  account(ownerId: string): Promise<AccountRow | null>;
  categories(ownerId: string, after: CategoryCursor | null, limit: number): Promise<CategoryRow[]>;
  items(ownerId: string, after: TimeCursor | null, limit: number): Promise<ItemRow[]>;
  bundles(ownerId: string, after: TimeCursor | null, limit: number): Promise<BundleRow[]>;
  /** The entries of these bundles, in each bundle's order. */
  bundleEntries(ownerId: string, bundleIds: readonly string[]): Promise<BundleEntryRow[]>;
  packs(ownerId: string, after: TimeCursor | null, limit: number): Promise<PackRow[]>;
  /** These packs' category order and lines, with the items and bundles the lines show. */
  packContents(ownerId: string, packIds: readonly string[]): Promise<PackContents>;
  places(ownerId: string, after: TimeCursor | null, limit: number): Promise<PlaceRow[]>;
  trips(ownerId: string, after: TimeCursor | null, limit: number): Promise<TripRow[]>;
  /** These trips' pack links, waypoints (in the order they were added) and routes. */
  tripContents(ownerId: string, tripIds: readonly string[]): Promise<TripContents>;
  /** A page of activities, each with its gear and its route's size. */
  activities(ownerId: string, after: TimeCursor | null, limit: number): Promise<ActivityRow[]>;
  /** These activities' routes (those that have one). */
  activityRoutes(ownerId: string, activityIds: readonly string[]): Promise<ActivityRouteRow[]>;
  /** Each category's default pack and gear (at most one row per category: one read). */
  activityDefaults(ownerId: string): Promise<ExportActivityDefault[]>;
  photos(ownerId: string, after: TimeCursor | null, limit: number): Promise<PhotoRow[]>;
  activityFiles(
    ownerId: string,
    after: TimeCursor | null,
    limit: number,
  ): Promise<ActivityFileRow[]>;
}
