/**
 * The account export, format version 1: everything a user owns, as one JSON document. Described
 * for people in docs/data-export.md; the version changes whenever a reader of version 1 would
 * misread a document (a field renamed, removed or given another meaning). Added fields keep it.
 * Ids are the database's uuids, so references inside the document (categoryId, photoId, ...)
 * can be followed and an import can map them to new rows.
 */
import type { MarkerIcon } from '@server/domain/map-markers.js';
import type { RoutePoint } from '@server/domain/route/route-point.js';
import type { ElevationSource, TripActivity } from '@server/domain/trip-limits.js';
import type { WeightScale, WeightUnit } from '@server/domain/weight-units.js';

export const EXPORT_FORMAT = 'packtrail-export';
export const EXPORT_FORMAT_VERSION = 1;

export interface ExportDocument {
  format: typeof EXPORT_FORMAT;
  formatVersion: typeof EXPORT_FORMAT_VERSION;
  exportedAt: string;
  account: ExportAccount;
  gear: { categories: ExportCategory[]; items: ExportItem[] };
  bundles: ExportBundle[];
  packs: ExportPack[];
  /** Saved places of the map (added to version 1 later: absent from older files). */
  places: ExportPlace[];
  /** Trips with their packs, waypoints and route (added later too: absent from older files). */
  trips: ExportTrip[];
  /** Written last, one at a time, so a large library streams out without filling memory. */
  photos: ExportPhoto[];
}

export interface ExportAccount {
  email: string;
  firstName: string;
  lastName: string;
  username: string | null;
  avatarPhotoId: string | null;
  weightUnit: WeightUnit;
  weightScale: WeightScale;
  currency: string | null;
  /** Grams of food per day a trip without its own figure plans for. */
  foodPerDayGrams: number;
  /** Whether anyone may see `/u/{username}`; whether search engines may index public pages. */
  profilePublic: boolean;
  searchIndexing: boolean;
  subscriptionPlan: 'basic' | 'explorer';
  createdAt: string;
}

export interface ExportCategory {
  id: string;
  name: string;
  color: string;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

export interface ExportItem {
  id: string;
  categoryId: string | null;
  name: string;
  brand: string;
  weightMg: number;
  /** The unit the weight was entered in (and a LighterPack export writes). */
  weightUnit: WeightUnit;
  quantityOwned: number;
  priceMinor: number | null;
  currency: string | null;
  url: string | null;
  notes: string;
  photoId: string | null;
  retired: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ExportBundle {
  id: string;
  categoryId: string | null;
  name: string;
  description: string;
  items: { gearItemId: string; quantity: number; sortOrder: number }[];
  createdAt: string;
  updatedAt: string;
}

/** What a LighterPack CSV row needs of a library item, copied into the pack for convenience. */
export interface ExportLineItem {
  gearItemId: string;
  name: string;
  categoryName: string | null;
  notes: string;
  weightMg: number;
  weightUnit: WeightUnit;
  url: string | null;
  priceMinor: number | null;
  currency: string | null;
}

export interface ExportPackLine {
  id: string;
  kind: 'item' | 'bundle';
  gearItemId: string | null;
  bundleId: string | null;
  /** The item's category, or for a bundle line the bundle's. */
  categoryId: string | null;
  quantity: number;
  worn: boolean;
  consumable: boolean;
  packed: boolean;
  sortOrder: number;
  /** An item line's item. */
  item: ExportLineItem | null;
  /** A bundle line's bundle: each entry with its quantity per bundle and its marks here. */
  bundle: {
    name: string;
    categoryName: string | null;
    entries: (ExportLineItem & { quantity: number; worn: boolean; consumable: boolean })[];
  } | null;
}

export interface ExportPack {
  id: string;
  name: string;
  description: string;
  slug: string;
  /** Whether anyone may see the pack at its public address. */
  isPublic: boolean;
  /** Where lines without a category sit among the categories; null: last. */
  uncategorizedSortOrder: number | null;
  categoryOrder: { categoryId: string; sortOrder: number }[];
  lines: ExportPackLine[];
  /** The pack as a LighterPack CSV file, when the server can write one. */
  lighterpackCsv?: string;
  createdAt: string;
  updatedAt: string;
}

/** A place saved on the map; positions in decimal degrees (WGS 84). */
export interface ExportPlace {
  id: string;
  name: string;
  note: string;
  latitude: number;
  longitude: number;
  /** `#rrggbb`, lower case. */
  color: string;
  icon: MarkerIcon;
  createdAt: string;
  updatedAt: string;
}

/** A pack the trip takes: one of `packs`. */
export interface ExportTripPack {
  packId: string;
  /** Exactly one of a trip's packs is the main one (when it has any). */
  isMain: boolean;
  sortOrder: number;
}

/** A saved place's fields plus an elevation. */
export interface ExportTripWaypoint extends ExportPlace {
  elevationM: number | null;
}

export interface ExportTripRoute {
  /** `[latitude, longitude, elevationM or null]` each. */
  points: RoutePoint[];
  /** Where a new segment begins (indices into points, ascending); [] for one segment. */
  segmentStarts: number[];
  /** Each point's time (ISO 8601) or null, as the file it came from gave them; null for none. */
  times: (string | null)[] | null;
  /** The figures the server worked out from the points (informative: an import recomputes). */
  distanceM: number;
  /** Null: unknown (no point has an elevation). */
  gainM: number | null;
  lossM: number;
  highestM: number | null;
  lowestM: number | null;
  elevationSource: ElevationSource;
}

export interface ExportTrip {
  id: string;
  name: string;
  description: string;
  notes: string;
  activity: TripActivity;
  /** `YYYY-MM-DD`, calendar dates with no time zone. */
  startDate: string;
  endDate: string;
  /** The trip's main location, both or neither. */
  latitude: number | null;
  longitude: number | null;
  isPublic: boolean;
  /** Whether its public page leaves out all within 500 m of the route's start and end. */
  hideRouteEnds: boolean;
  paceKmh: number;
  climbMPerHour: number;
  /** Null: the account's `foodPerDayGrams`. */
  foodPerDayGrams: number | null;
  waterLitresPerHour: number;
  dayOverrides: { day: number; foodGrams: number | null; waterLitres: number | null }[];
  packs: ExportTripPack[];
  waypoints: ExportTripWaypoint[];
  route: ExportTripRoute | null;
  createdAt: string;
  updatedAt: string;
}

export interface ExportPhoto {
  id: string;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number;
  height: number;
  createdAt: string;
  /** The image file, base64. */
  data: string;
}
