import type { EntryFlags } from '@server/domain/pack-totals.js';

/**
 * The rows the account export reads, a page at a time (AccountExportRepository), and what the
 * export needs of its source: the repository, or a fake in unit tests.
 */
import type { MarkerIcon } from '@server/domain/map-markers.js';
import type { RoutePoint } from '@server/domain/route/route-point.js';
import type { DayOverride } from '@server/domain/route/trip-budget.js';
import type { ElevationSource, TripActivity } from '@server/domain/trip-limits.js';
import type { SubscriptionPlan } from '@server/users/user.entity.js';
import type { WeightScale, WeightUnit } from '@server/domain/weight-units.js';

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

export interface AccountRow {
  email: string;
  givenName: string;
  familyName: string;
  username: string | null;
  avatarPhotoId: string | null;
  weightUnit: WeightUnit;
  weightScale: WeightScale;
  currency: string | null;
  foodPerDayGrams: number;
  profilePublic: boolean;
  searchIndexing: boolean;
  subscriptionPlan: SubscriptionPlan;
  createdAt: Date;
}

export interface CategoryRow extends CategoryCursor {
  color: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface ItemRow extends TimeCursor {
  categoryId: string | null;
  name: string;
  brand: string;
  weightMg: number;
  weightUnit: WeightUnit;
  quantityOwned: number;
  priceMinor: number | null;
  currency: string | null;
  url: string | null;
  notes: string;
  photoId: string | null;
  retired: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface BundleRow extends TimeCursor {
  categoryId: string | null;
  name: string;
  description: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface BundleEntryRow {
  bundleId: string;
  gearItemId: string;
  quantity: number;
  sortOrder: number;
}

export interface PackRow extends TimeCursor {
  name: string;
  description: string;
  slug: string;
  isPublic: boolean;
  uncategorizedSortOrder: number | null;
  createdAt: Date;
  updatedAt: Date;
  /** How many lines the pack has: the export reads packs in groups of a bounded line count. */
  lineCount: number;
}

export interface PackCategoryRow {
  packId: string;
  categoryId: string;
  sortOrder: number;
}

export interface PackLineRow {
  id: string;
  packId: string;
  gearItemId: string | null;
  bundleId: string | null;
  quantity: number;
  worn: boolean;
  consumable: boolean;
  packed: boolean;
  sortOrder: number;
  /** A bundle line's items marked otherwise than the line, by gear item id. */
  entryFlags: EntryFlags;
}

/** What a pack line shows of a library item. */
export interface LineItemRow {
  id: string;
  categoryId: string | null;
  name: string;
  notes: string;
  weightMg: number;
  weightUnit: WeightUnit;
  url: string | null;
  priceMinor: number | null;
  currency: string | null;
}

/** What a pack line shows of a bundle, besides its entries. */
export interface LineBundleRow {
  id: string;
  categoryId: string | null;
  name: string;
}

/** Everything some packs' lines show, read together for the group. */
export interface PackContents {
  categoryOrder: PackCategoryRow[];
  lines: PackLineRow[];
  bundles: LineBundleRow[];
  bundleEntries: BundleEntryRow[];
  items: LineItemRow[];
}

export interface PlaceRow extends TimeCursor {
  name: string;
  note: string;
  latitude: number;
  longitude: number;
  color: string;
  icon: MarkerIcon;
  createdAt: Date;
  updatedAt: Date;
}

export interface TripRow extends TimeCursor {
  name: string;
  description: string;
  notes: string;
  activity: TripActivity;
  /** `YYYY-MM-DD` (read as text: a calendar date has no time zone). */
  startDate: string;
  endDate: string;
  latitude: number | null;
  longitude: number | null;
  isPublic: boolean;
  hideRouteEnds: boolean;
  paceKmh: number;
  climbMPerHour: number;
  foodPerDayGrams: number | null;
  waterLitresPerHour: number;
  dayOverrides: DayOverride[];
  createdAt: Date;
  updatedAt: Date;
  /** How many points the trip's route has (0 without one): trips are read in groups by it. */
  routePoints: number;
}

export interface TripPackLinkRow {
  tripId: string;
  packId: string;
  isMain: boolean;
  position: number;
}

export interface TripWaypointRow {
  id: string;
  tripId: string;
  name: string;
  note: string;
  latitude: number;
  longitude: number;
  elevationM: number | null;
  color: string;
  icon: MarkerIcon;
  createdAt: Date;
  updatedAt: Date;
}

/** A route with the figures kept on its trip, read in the same statement. */
export interface TripRouteRow {
  tripId: string;
  points: RoutePoint[];
  segmentStarts: number[];
  times: (string | null)[] | null;
  distanceM: number;
  gainM: number | null;
  lossM: number;
  highestM: number | null;
  lowestM: number | null;
  elevationSource: ElevationSource;
}

/** Everything some trips hold, read together for the group. */
export interface TripContents {
  packs: TripPackLinkRow[];
  waypoints: TripWaypointRow[];
  routes: TripRouteRow[];
}

export interface PhotoRow extends TimeCursor {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number;
  height: number;
  createdAt: Date;
  bytes: Buffer;
}

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
  photos(ownerId: string, after: TimeCursor | null, limit: number): Promise<PhotoRow[]>;
}
