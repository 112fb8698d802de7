import { groupBy } from '@server/common/group-by.js';
import { entryMarks } from '@server/domain/pack-totals.js';
import { orderTripPacks } from '@server/domain/trip-packs.js';
import type {
  AccountRow,
  ActivityFileRow,
  ActivityRouteRow,
  ActivityRow,
  BundleEntryRow,
  BundleRow,
  CategoryRow,
  ItemRow,
  LineBundleRow,
  LineItemRow,
  PackContents,
  PackLineRow,
  PackRow,
  PhotoRow,
  PlaceRow,
  TripContents,
  TripRow,
} from './account-export.rows.js';
import { exportFields } from './export-columns.js';
import {
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
  type ExportAccount,
  type ExportActivity,
  type ExportActivityFile,
  type ExportBundle,
  type ExportCategory,
  type ExportItem,
  type ExportLineBundle,
  type ExportLineItem,
  type ExportPack,
  type ExportPackLine,
  type ExportPhoto,
  type ExportPlace,
  type ExportTrip,
  type ExportTripPack,
} from './export-format.js';
import type { WrittenIds } from './written-ids.js';

/** A section with no field filled from other rows. */
const NONE = {};

export const toExportAccount = (user: AccountRow, written: WrittenIds): ExportAccount =>
  exportFields(ACCOUNT_COLUMNS, user, written, NONE);

export const toExportCategory = (category: CategoryRow, written: WrittenIds): ExportCategory =>
  exportFields(CATEGORY_COLUMNS, category, written, NONE);

/** Its category null when the document holds no such category. */
export const toExportItem = (item: ItemRow, written: WrittenIds): ExportItem =>
  exportFields(ITEM_COLUMNS, item, written, NONE);

/** A bundle with those of its entries whose items the document holds. */
export function toExportBundle(
  bundle: BundleRow,
  entries: readonly BundleEntryRow[],
  written: WrittenIds,
): ExportBundle {
  return exportFields(BUNDLE_COLUMNS, bundle, written, {
    items: entries
      .filter((entry) => written.hasItem(entry.gearItemId))
      .map((entry) => exportFields(BUNDLE_ENTRY_COLUMNS, entry, written, NONE)),
  });
}

/** Lookups over a group of packs' contents, so lines are filled in without another query. */
interface Lookups {
  written: WrittenIds;
  items: Map<string, LineItemRow>;
  bundles: Map<string, LineBundleRow>;
  bundleEntries: Map<string, BundleEntryRow[]>;
}

/** An item the document holds, as a line shows it; undefined for one it lacks. */
function lineItem(lookups: Lookups, id: string): ExportLineItem | undefined {
  const item = lookups.written.hasItem(id) ? lookups.items.get(id) : undefined;
  if (!item) return undefined;
  return exportFields(LINE_ITEM_COLUMNS, item, lookups.written, {
    categoryName: lookups.written.categoryName(item.categoryId),
  });
}

/** Each entry with its worn and consumable marks in this pack (its own, or else the line's). */
function bundleOf(lookups: Lookups, bundle: LineBundleRow, line: PackLineRow): ExportLineBundle {
  return exportFields(LINE_BUNDLE_COLUMNS, bundle, lookups.written, {
    categoryName: lookups.written.categoryName(bundle.categoryId),
    entries: (lookups.bundleEntries.get(bundle.id) ?? []).flatMap((entry) => {
      const item = lineItem(lookups, entry.gearItemId);
      const marks = entryMarks(line, entry.gearItemId);
      return item ? [{ ...item, quantity: entry.quantity, ...marks }] : [];
    }),
  });
}

/** The line, or undefined when the item or bundle it holds is not in the document. */
function toLine(lookups: Lookups, line: PackLineRow): ExportPackLine | undefined {
  const item = line.gearItemId === null ? undefined : lineItem(lookups, line.gearItemId);
  const bundle =
    line.bundleId !== null && lookups.written.hasBundle(line.bundleId)
      ? lookups.bundles.get(line.bundleId)
      : undefined;
  if (!item && !bundle) return undefined;
  const categoryId = item ? lookups.items.get(item.gearItemId)?.categoryId : bundle?.categoryId;
  return exportFields(PACK_LINE_COLUMNS, line, lookups.written, {
    kind: bundle ? 'bundle' : 'item',
    categoryId: lookups.written.category(categoryId ?? null),
    item: item ?? null,
    bundle: bundle ? bundleOf(lookups, bundle, line) : null,
  });
}

/** A group of packs, read together; their `lighterpackCsv` is added by the caller. */
export function toExportPacks(
  packs: readonly PackRow[],
  contents: PackContents,
  written: WrittenIds,
): ExportPack[] {
  const lookups: Lookups = {
    written,
    items: new Map(contents.items.map((item) => [item.gearItemId, item])),
    bundles: new Map(contents.bundles.map((bundle) => [bundle.id, bundle])),
    bundleEntries: groupBy(contents.bundleEntries, (entry) => entry.bundleId),
  };
  const lines = groupBy(contents.lines, (line) => line.packId);
  const order = groupBy(contents.categoryOrder, (row) => row.packId);
  return packs.map((pack) =>
    exportFields(PACK_COLUMNS, pack, written, {
      categoryOrder: (order.get(pack.id) ?? [])
        .filter(({ categoryId }) => written.category(categoryId) !== null)
        .map((row) => exportFields(PACK_CATEGORY_COLUMNS, row, written, NONE)),
      lines: (lines.get(pack.id) ?? []).flatMap((line) => toLine(lookups, line) ?? []),
    }),
  );
}

export const toExportPlace = (place: PlaceRow, written: WrittenIds): ExportPlace =>
  exportFields(PLACE_COLUMNS, place, written, NONE);

/**
 * A trip's packs that the document holds, in the user's order, the main one marked as the trip
 * reads it (orderTripPacks): the one marked main or, when that one is gone, the first left.
 */
function tripPacks(links: TripContents['packs'], written: WrittenIds): ExportTripPack[] {
  return orderTripPacks(links.filter((link) => written.hasPack(link.packId)))
    .sort((a, b) => a.position - b.position)
    .map((link) => ({ packId: link.packId, isMain: link.isMain, sortOrder: link.position }));
}

/** A group of trips, read together. */
export function toExportTrips(
  trips: readonly TripRow[],
  contents: TripContents,
  written: WrittenIds,
): ExportTrip[] {
  const packs = groupBy(contents.packs, (link) => link.tripId);
  const waypoints = groupBy(contents.waypoints, (waypoint) => waypoint.tripId);
  const routes = new Map(contents.routes.map((route) => [route.tripId, route]));
  return trips.map((trip) => {
    const route = routes.get(trip.id);
    return exportFields(TRIP_COLUMNS, trip, written, {
      packs: tripPacks(packs.get(trip.id) ?? [], written),
      waypoints: (waypoints.get(trip.id) ?? []).map((waypoint) =>
        exportFields(WAYPOINT_COLUMNS, waypoint, written, NONE),
      ),
      route: route ? exportFields(ROUTE_COLUMNS, route, written, NONE) : null,
    });
  });
}

export const toExportPhoto = (photo: PhotoRow, written: WrittenIds): ExportPhoto =>
  exportFields(PHOTO_COLUMNS, photo, written, NONE);

/** A group of activities with the routes read for them; gear the document lacks left out. */
export function toExportActivities(
  activities: readonly ActivityRow[],
  routes: readonly ActivityRouteRow[],
  written: WrittenIds,
): ExportActivity[] {
  const byActivity = new Map(routes.map((route) => [route.activityId, route]));
  return activities.map((activity) => {
    const route = byActivity.get(activity.id);
    return exportFields(ACTIVITY_COLUMNS, activity, written, {
      gearItemIds: activity.gearItemIds.filter((id) => written.hasItem(id)),
      route: route ? exportFields(ACTIVITY_ROUTE_COLUMNS, route, written, NONE) : null,
    });
  });
}

/** An activity file with its original bytes (the row's, unzipped). */
export const toExportActivityFile = (
  file: ActivityFileRow,
  bytes: Buffer,
  written: WrittenIds,
): ExportActivityFile =>
  exportFields(ACTIVITY_FILE_COLUMNS, file, written, { data: bytes.toString('base64') });
