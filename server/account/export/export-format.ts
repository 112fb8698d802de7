/**
 * The account export, format version 1: everything a user owns, as one JSON document. Described
 * for people in docs/data-export.md; the version changes whenever a reader of version 1 would
 * misread a document (a field renamed, removed or given another meaning). Added fields keep it.
 * Ids are the database's uuids, so references inside the document (categoryId, photoId, ...)
 * can be followed and an import can map them to new rows.
 *
 * Each section's fields are listed once, in the order the document writes them, each with the
 * column it is read from (export-columns.ts): the repository selects those columns, the mapper
 * writes those fields, and the section's type is derived from the list. A field added to a table
 * reaches the export by a line here (and its row in docs/data-export.md).
 */
import type { ActivityCategory, ActivitySource } from '@server/domain/activity-categories.js';
import type { MarkerIcon } from '@server/domain/map-markers.js';
import type { RoutePoint } from '@server/domain/route/route-point.js';
import type { DayOverride } from '@server/domain/route/trip-budget.js';
import type { ElevationSource, TripActivity } from '@server/domain/trip-limits.js';
import type { WeightScale, WeightUnit } from '@server/domain/weight-units.js';
import {
  categoryRef,
  column,
  figure,
  figureOrNull,
  filled,
  reference,
  time,
  type ExportColumn,
  type ExportFields,
} from './export-columns.js';

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
  /** Activities with their gear and recorded route (added later too: absent from older files). */
  activities: ExportActivity[];
  /** Each activity category's default pack and gear (added later too: absent from older files). */
  activityDefaults: ExportActivityDefault[];
  /** Written last, one at a time, so a large library streams out without filling memory. */
  photos: ExportPhoto[];
  /** The activities' uploaded files, after the photos, one at a time (added later too). */
  activityFiles: ExportActivityFile[];
}

/** The account's own fields, from `users`. */
export const ACCOUNT_COLUMNS = {
  email: column<string>('email'),
  firstName: column<string>('given_name'),
  lastName: column<string>('family_name'),
  username: column<string | null>('username'),
  avatarPhotoId: column<string | null>('avatar_photo_id'),
  weightUnit: column<WeightUnit>('weight_unit'),
  weightScale: column<WeightScale>('weight_scale'),
  currency: column<string | null>('currency'),
  /** Grams of food per day a trip without its own figure plans for. */
  foodPerDayGrams: column<number>('food_per_day_grams'),
  /** Whether anyone may see `/u/{username}`. */
  profilePublic: column<boolean>('profile_public'),
  /** Whether search engines may index public pages. */
  searchIndexing: column<boolean>('search_indexing'),
  subscriptionPlan: column<'basic' | 'explorer'>('subscription_plan'),
  createdAt: time('created_at'),
};
export type ExportAccount = ExportFields<typeof ACCOUNT_COLUMNS>;

/** `gear_categories`. */
export const CATEGORY_COLUMNS = {
  id: column<string>('id'),
  name: column<string>('name'),
  color: column<string>('color'),
  sortOrder: column<number>('sort_order'),
  createdAt: time('created_at'),
  updatedAt: time('updated_at'),
};
export type ExportCategory = ExportFields<typeof CATEGORY_COLUMNS>;

/** `gear_items`. */
export const ITEM_COLUMNS = {
  id: column<string>('id'),
  categoryId: categoryRef('category_id'),
  name: column<string>('name'),
  brand: column<string>('brand'),
  weightMg: figure('weight_mg'),
  /** The unit the weight was entered in (and a LighterPack export writes). */
  weightUnit: column<WeightUnit>('weight_unit'),
  quantityOwned: column<number>('quantity_owned'),
  priceMinor: figureOrNull('price_minor'),
  currency: column<string | null>('currency'),
  url: column<string | null>('url'),
  notes: column<string>('notes'),
  photoId: column<string | null>('photo_id'),
  retired: column<boolean>('retired'),
  /** Metres after which to retire it; 0: no limit; null: the default (600 km for shoes). */
  retireAfterM: column<number | null>('retire_after_m'),
  createdAt: time('created_at'),
  updatedAt: time('updated_at'),
};
export type ExportItem = ExportFields<typeof ITEM_COLUMNS>;

/** `bundle_items`: one library item in a bundle. */
export const BUNDLE_ENTRY_COLUMNS = {
  gearItemId: column<string>('gear_item_id'),
  quantity: figure('quantity'),
  sortOrder: column<number>('sort_order'),
};
export type ExportBundleEntry = ExportFields<typeof BUNDLE_ENTRY_COLUMNS>;

/** `bundles`. */
export const BUNDLE_COLUMNS = {
  id: column<string>('id'),
  categoryId: categoryRef('category_id'),
  name: column<string>('name'),
  description: column<string>('description'),
  items: filled<ExportBundleEntry[]>(),
  createdAt: time('created_at'),
  updatedAt: time('updated_at'),
};
export type ExportBundle = ExportFields<typeof BUNDLE_COLUMNS>;

/**
 * What a LighterPack CSV row needs of a library item, copied into the pack for convenience:
 * the item's own columns.
 */
export const LINE_ITEM_COLUMNS = {
  gearItemId: ITEM_COLUMNS.id,
  name: ITEM_COLUMNS.name,
  categoryName: filled<string | null>(),
  notes: ITEM_COLUMNS.notes,
  weightMg: ITEM_COLUMNS.weightMg,
  weightUnit: ITEM_COLUMNS.weightUnit,
  url: ITEM_COLUMNS.url,
  priceMinor: ITEM_COLUMNS.priceMinor,
  currency: ITEM_COLUMNS.currency,
};
export type ExportLineItem = ExportFields<typeof LINE_ITEM_COLUMNS>;

/** A bundle line's item: its quantity per bundle and its marks in this pack. */
export type ExportLineBundleEntry = ExportLineItem & {
  quantity: number;
  worn: boolean;
  consumable: boolean;
};

/** A bundle line's bundle. */
export const LINE_BUNDLE_COLUMNS = {
  name: BUNDLE_COLUMNS.name,
  categoryName: filled<string | null>(),
  entries: filled<ExportLineBundleEntry[]>(),
};
export type ExportLineBundle = ExportFields<typeof LINE_BUNDLE_COLUMNS>;

/** `pack_lines`. */
export const PACK_LINE_COLUMNS = {
  id: column<string>('id'),
  kind: filled<'item' | 'bundle'>(),
  gearItemId: column<string | null>('gear_item_id'),
  bundleId: column<string | null>('bundle_id'),
  /** The item's category, or for a bundle line the bundle's. */
  categoryId: filled<string | null>(),
  quantity: figure('quantity'),
  worn: column<boolean>('worn'),
  consumable: column<boolean>('consumable'),
  packed: column<boolean>('packed'),
  sortOrder: column<number>('sort_order'),
  /** An item line's item. */
  item: filled<ExportLineItem | null>(),
  /** A bundle line's bundle: each entry with its quantity per bundle and its marks here. */
  bundle: filled<ExportLineBundle | null>(),
};
export type ExportPackLine = ExportFields<typeof PACK_LINE_COLUMNS>;

/** `pack_categories`: the pack's own order of its categories. */
export const PACK_CATEGORY_COLUMNS = {
  categoryId: column<string>('category_id'),
  sortOrder: column<number>('sort_order'),
};
export type ExportPackCategory = ExportFields<typeof PACK_CATEGORY_COLUMNS>;

/** `packs`. */
export const PACK_COLUMNS = {
  id: column<string>('id'),
  name: column<string>('name'),
  description: column<string>('description'),
  slug: column<string>('slug'),
  /** Whether anyone may see the pack at its public address. */
  isPublic: column<boolean>('is_public'),
  /** Where lines without a category sit among the categories; null: last. */
  uncategorizedSortOrder: column<number | null>('uncategorized_sort_order'),
  categoryOrder: filled<ExportPackCategory[]>(),
  lines: filled<ExportPackLine[]>(),
  createdAt: time('created_at'),
  updatedAt: time('updated_at'),
};
export type ExportPack = ExportFields<typeof PACK_COLUMNS> & {
  /** The pack as a LighterPack CSV file, when the server can write one (written last). */
  lighterpackCsv?: string;
};

/** `places`: a place saved on the map; positions in decimal degrees (WGS 84). */
export const PLACE_COLUMNS = {
  id: column<string>('id'),
  name: column<string>('name'),
  note: column<string>('note'),
  latitude: column<number>('latitude'),
  longitude: column<number>('longitude'),
  /** `#rrggbb`, lower case. */
  color: column<string>('color'),
  icon: column<MarkerIcon>('icon'),
  createdAt: time('created_at'),
  updatedAt: time('updated_at'),
};
export type ExportPlace = ExportFields<typeof PLACE_COLUMNS>;

/**
 * A pack the trip takes: one of `packs`. Written by the mapper (not a list of columns): only
 * packs the document holds are kept, and the main one is chosen again among them.
 */
export interface ExportTripPack {
  packId: string;
  /** Exactly one of a trip's packs is the main one (when it has any). */
  isMain: boolean;
  sortOrder: number;
}

/** `trip_waypoints`: a saved place's fields plus an elevation. */
export const WAYPOINT_COLUMNS = {
  id: PLACE_COLUMNS.id,
  name: PLACE_COLUMNS.name,
  note: PLACE_COLUMNS.note,
  latitude: PLACE_COLUMNS.latitude,
  longitude: PLACE_COLUMNS.longitude,
  elevationM: column<number | null>('elevation_m'),
  color: PLACE_COLUMNS.color,
  icon: PLACE_COLUMNS.icon,
  createdAt: PLACE_COLUMNS.createdAt,
  updatedAt: PLACE_COLUMNS.updatedAt,
};
export type ExportTripWaypoint = ExportFields<typeof WAYPOINT_COLUMNS>;

/** `trip_routes`, with the figures its trip keeps (`trip.`). */
export const ROUTE_COLUMNS = {
  /** `[latitude, longitude, elevationM or null]` each. */
  points: column<RoutePoint[]>('points'),
  /** Where a new segment begins (indices into points, ascending); [] for one segment. */
  segmentStarts: column<number[]>('segment_starts'),
  /** Each point's time (ISO 8601) or null, as the file it came from gave them; null for none. */
  times: column<(string | null)[] | null>('times'),
  /** The figures the server worked out from the points (informative: an import recomputes). */
  distanceM: column<number>('trip.distance_m'),
  /** Null: unknown (no point has an elevation). */
  gainM: column<number | null>('trip.gain_m'),
  lossM: column<number>('loss_m'),
  highestM: column<number | null>('highest_m'),
  lowestM: column<number | null>('lowest_m'),
  elevationSource: column<ElevationSource>('elevation_source'),
};
export type ExportTripRoute = ExportFields<typeof ROUTE_COLUMNS>;

/** One day's food and water set by hand; nothing else the column may hold. */
const dayOverrides: ExportColumn<DayOverride[], DayOverride[]> = {
  kind: 'column',
  column: 'day_overrides',
  write: (days) => days.map(({ day, foodGrams, waterLitres }) => ({ day, foodGrams, waterLitres })),
};

/** `trips`. */
export const TRIP_COLUMNS = {
  id: column<string>('id'),
  name: column<string>('name'),
  description: column<string>('description'),
  notes: column<string>('notes'),
  activity: column<TripActivity>('activity'),
  /** `YYYY-MM-DD`, calendar dates with no time zone. */
  startDate: column<string>('start_date', 'text'),
  endDate: column<string>('end_date', 'text'),
  /** The trip's main location, both or neither. */
  latitude: column<number | null>('latitude'),
  longitude: column<number | null>('longitude'),
  isPublic: column<boolean>('is_public'),
  /** Whether its public page leaves out all within 500 m of the route's start and end. */
  hideRouteEnds: column<boolean>('hide_route_ends'),
  /** Whether its public page shows the activities linked to it. */
  showActivities: column<boolean>('show_activities'),
  paceKmh: column<number>('pace_kmh'),
  climbMPerHour: column<number>('climb_m_per_hour'),
  /** Null: the account's `foodPerDayGrams`. */
  foodPerDayGrams: column<number | null>('food_per_day_grams'),
  waterLitresPerHour: column<number>('water_litres_per_hour'),
  dayOverrides,
  packs: filled<ExportTripPack[]>(),
  waypoints: filled<ExportTripWaypoint[]>(),
  route: filled<ExportTripRoute | null>(),
  createdAt: time('created_at'),
  updatedAt: time('updated_at'),
};
export type ExportTrip = ExportFields<typeof TRIP_COLUMNS>;

/** The image file, base64. */
const photoData: ExportColumn<Buffer, string> = {
  kind: 'column',
  column: 'bytes',
  write: (bytes) => bytes.toString('base64'),
};

/** `photos`. */
export const PHOTO_COLUMNS = {
  id: column<string>('id'),
  contentType: column<'image/jpeg' | 'image/png' | 'image/webp'>('content_type'),
  width: column<number>('width'),
  height: column<number>('height'),
  createdAt: time('created_at'),
  data: photoData,
};
export type ExportPhoto = ExportFields<typeof PHOTO_COLUMNS>;

/** An activity's figures, and each of its laps'; null: unknown (not recorded, not entered). */
const ACTIVITY_FIGURE_COLUMNS = {
  /** Seconds from start to finish, pauses included. */
  elapsedS: column<number | null>('elapsed_s'),
  /** Seconds in motion. */
  movingS: column<number | null>('moving_s'),
  distanceM: column<number | null>('distance_m'),
  gainM: column<number | null>('gain_m'),
  lossM: column<number | null>('loss_m'),
  /** Metres per second (the average over the moving time, else the elapsed). */
  maxSpeedMps: column<number | null>('max_speed_mps'),
  avgSpeedMps: column<number | null>('avg_speed_mps'),
  /** Beats per minute. */
  avgHeartRate: column<number | null>('avg_heart_rate'),
  maxHeartRate: column<number | null>('max_heart_rate'),
  /** As the device counts it: rpm on a bike, steps of one foot per minute on foot. */
  avgCadence: column<number | null>('avg_cadence'),
  maxCadence: column<number | null>('max_cadence'),
};
export type ExportActivityFigures = ExportFields<typeof ACTIVITY_FIGURE_COLUMNS>;

/** A lap the device recorded: its start (ISO 8601) and its figures. */
export type ExportActivityLap = { startTime: string } & ExportActivityFigures;

const FIGURES = Object.keys(ACTIVITY_FIGURE_COLUMNS) as (keyof ExportActivityFigures)[];

/** Each lap's start and figures, in the list's order; nothing else the column may hold. */
const activityLaps: ExportColumn<ExportActivityLap[], ExportActivityLap[]> = {
  kind: 'column',
  column: 'laps',
  write: (laps) =>
    laps.map((lap) => {
      const written: Record<string, unknown> = { startTime: lap.startTime };
      for (const figure of FIGURES) written[figure] = lap[figure] ?? null;
      return written as ExportActivityLap;
    }),
};

/**
 * Each point's time: kept as milliseconds since the epoch, written as ISO 8601 as every time in
 * the document (a trip route's `times` too); null where the file gave none.
 */
const pointTimes: ExportColumn<(number | null)[], (string | null)[]> = {
  kind: 'column',
  column: 'times',
  write: (times) =>
    times.map((ms) => {
      const date = new Date(ms ?? Number.NaN);
      return Number.isNaN(date.getTime()) ? null : date.toISOString();
    }),
};

/** `activity_routes`: what a recorded activity's file held, every point at full resolution. */
export const ACTIVITY_ROUTE_COLUMNS = {
  /** `[latitude, longitude, elevationM or null]` each; [] for an activity without positions. */
  points: column<RoutePoint[]>('points'),
  /** Where a new segment begins (a pause, a GPX trkseg); [] for one segment. */
  segmentStarts: column<number[]>('segment_starts'),
  times: pointTimes,
  /** Each point's heart rate and cadence, null where it has none; null: none in the file. */
  heartRates: column<(number | null)[] | null>('heart_rates'),
  cadences: column<(number | null)[] | null>('cadences'),
  laps: activityLaps,
};
export type ExportActivityRoute = ExportFields<typeof ACTIVITY_ROUTE_COLUMNS>;

/** `activities`, with their gear (`activity_gear`) and route. */
export const ACTIVITY_COLUMNS = {
  id: column<string>('id'),
  source: column<ActivitySource>('source'),
  category: column<ActivityCategory>('category'),
  name: column<string>('name'),
  notes: column<string>('notes'),
  startTime: time('start_time'),
  /** An IANA zone ('Europe/Ljubljana') where it happened, else null. */
  timeZone: column<string | null>('time_zone'),
  /** The start's local offset from UTC, minutes east, as the device or the owner gave it. */
  utcOffsetMinutes: column<number | null>('utc_offset_minutes'),
  ...ACTIVITY_FIGURE_COLUMNS,
  /** The uploaded file it was read from, one of `activityFiles`; null for one entered by hand. */
  fileId: column<string | null>('file_id'),
  /** The pack carried and the trip walked, when the document holds them. */
  packId: reference('pack_id', (written, id) => written.hasPack(id)),
  tripId: reference('trip_id', (written, id) => written.hasTrip(id)),
  /** Items of `gear.items` used besides the pack (shoes, poles), by id. */
  gearItemIds: filled<string[]>(),
  /** What its file recorded; null for an activity entered by hand. */
  route: filled<ExportActivityRoute | null>(),
  createdAt: time('created_at'),
  updatedAt: time('updated_at'),
};
export type ExportActivity = ExportFields<typeof ACTIVITY_COLUMNS>;

/**
 * `activity_default_packs` and `activity_default_gear`: what a new activity of a category gets
 * when it names no pack or gear. A pack or item the document does not hold is left out.
 */
export interface ExportActivityDefault {
  category: ActivityCategory;
  packId: string | null;
  gearItemIds: string[];
}

/**
 * `activity_files`: an uploaded file as it came. The table keeps the bytes gzipped; `data` is
 * filled with the original bytes, base64, unzipped one file at a time as it is written.
 */
export const ACTIVITY_FILE_COLUMNS = {
  id: column<string>('id'),
  fileName: column<string>('file_name'),
  format: column<'fit' | 'tcx' | 'gpx'>('format'),
  /** The original file's size in bytes (`data` decoded). */
  sizeBytes: column<number>('size_bytes'),
  /** Hex SHA-256 of the original bytes. */
  sha256: column<string>('sha256'),
  createdAt: time('created_at'),
  data: filled<string>(),
};
export type ExportActivityFile = ExportFields<typeof ACTIVITY_FILE_COLUMNS>;
