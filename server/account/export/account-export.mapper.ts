import { groupBy } from '@server/common/group-by.js';
import { entryMarks } from '@server/domain/pack-totals.js';
import { orderTripPacks } from '@server/trips/trips.mapper.js';
import type {
  AccountRow,
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
  TripRouteRow,
  TripRow,
  TripWaypointRow,
} from './account-export.rows.js';
import type {
  ExportAccount,
  ExportBundle,
  ExportCategory,
  ExportItem,
  ExportLineItem,
  ExportPack,
  ExportPackLine,
  ExportPhoto,
  ExportPlace,
  ExportTrip,
  ExportTripPack,
  ExportTripRoute,
  ExportTripWaypoint,
} from './export-format.js';
import type { WrittenIds } from './written-ids.js';

const iso = (date: Date): string => date.toISOString();

export function toExportAccount(user: AccountRow): ExportAccount {
  return {
    email: user.email,
    firstName: user.givenName,
    lastName: user.familyName,
    username: user.username,
    avatarPhotoId: user.avatarPhotoId,
    weightUnit: user.weightUnit,
    weightScale: user.weightScale,
    currency: user.currency,
    foodPerDayGrams: user.foodPerDayGrams,
    profilePublic: user.profilePublic,
    searchIndexing: user.searchIndexing,
    subscriptionPlan: user.subscriptionPlan,
    createdAt: iso(user.createdAt),
  };
}

export function toExportCategory(category: CategoryRow): ExportCategory {
  return {
    id: category.id,
    name: category.name,
    color: category.color,
    sortOrder: category.sortOrder,
    createdAt: iso(category.createdAt),
    updatedAt: iso(category.updatedAt),
  };
}

export function toExportItem(item: ItemRow, written: WrittenIds): ExportItem {
  return {
    id: item.id,
    categoryId: written.category(item.categoryId),
    name: item.name,
    brand: item.brand,
    weightMg: item.weightMg,
    weightUnit: item.weightUnit,
    quantityOwned: item.quantityOwned,
    priceMinor: item.priceMinor,
    currency: item.currency,
    url: item.url,
    notes: item.notes,
    photoId: item.photoId,
    retired: item.retired,
    createdAt: iso(item.createdAt),
    updatedAt: iso(item.updatedAt),
  };
}

/** A bundle with those of its entries whose items the document holds. */
export function toExportBundle(
  bundle: BundleRow,
  entries: readonly BundleEntryRow[],
  written: WrittenIds,
): ExportBundle {
  return {
    id: bundle.id,
    categoryId: written.category(bundle.categoryId),
    name: bundle.name,
    description: bundle.description,
    items: entries
      .filter((entry) => written.hasItem(entry.gearItemId))
      .map(({ gearItemId, quantity, sortOrder }) => ({ gearItemId, quantity, sortOrder })),
    createdAt: iso(bundle.createdAt),
    updatedAt: iso(bundle.updatedAt),
  };
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
  return {
    gearItemId: item.id,
    name: item.name,
    categoryName: lookups.written.categoryName(item.categoryId),
    notes: item.notes,
    weightMg: item.weightMg,
    weightUnit: item.weightUnit,
    url: item.url,
    priceMinor: item.priceMinor,
    currency: item.currency,
  };
}

/** Each entry with its worn and consumable marks in this pack (its own, or else the line's). */
function bundleOf(
  lookups: Lookups,
  bundle: LineBundleRow,
  line: PackLineRow,
): ExportPackLine['bundle'] {
  return {
    name: bundle.name,
    categoryName: lookups.written.categoryName(bundle.categoryId),
    entries: (lookups.bundleEntries.get(bundle.id) ?? []).flatMap((entry) => {
      const item = lineItem(lookups, entry.gearItemId);
      const marks = entryMarks(line, entry.gearItemId);
      return item ? [{ ...item, quantity: entry.quantity, ...marks }] : [];
    }),
  };
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
  return {
    id: line.id,
    kind: bundle ? 'bundle' : 'item',
    gearItemId: line.gearItemId,
    bundleId: line.bundleId,
    categoryId: lookups.written.category(categoryId ?? null),
    quantity: line.quantity,
    worn: line.worn,
    consumable: line.consumable,
    packed: line.packed,
    sortOrder: line.sortOrder,
    item: item ?? null,
    bundle: bundle ? bundleOf(lookups, bundle, line) : null,
  };
}

/** A group of packs, read together; their `lighterpackCsv` is added by the caller. */
export function toExportPacks(
  packs: readonly PackRow[],
  contents: PackContents,
  written: WrittenIds,
): ExportPack[] {
  const lookups: Lookups = {
    written,
    items: new Map(contents.items.map((item) => [item.id, item])),
    bundles: new Map(contents.bundles.map((bundle) => [bundle.id, bundle])),
    bundleEntries: groupBy(contents.bundleEntries, (entry) => entry.bundleId),
  };
  const lines = groupBy(contents.lines, (line) => line.packId);
  const order = groupBy(contents.categoryOrder, (row) => row.packId);
  return packs.map((pack) => ({
    id: pack.id,
    name: pack.name,
    description: pack.description,
    slug: pack.slug,
    isPublic: pack.isPublic,
    uncategorizedSortOrder: pack.uncategorizedSortOrder,
    categoryOrder: (order.get(pack.id) ?? [])
      .filter(({ categoryId }) => written.category(categoryId) !== null)
      .map(({ categoryId, sortOrder }) => ({ categoryId, sortOrder })),
    lines: (lines.get(pack.id) ?? []).flatMap((line) => toLine(lookups, line) ?? []),
    createdAt: iso(pack.createdAt),
    updatedAt: iso(pack.updatedAt),
  }));
}

export function toExportPlace(place: PlaceRow): ExportPlace {
  return {
    id: place.id,
    name: place.name,
    note: place.note,
    latitude: place.latitude,
    longitude: place.longitude,
    color: place.color,
    icon: place.icon,
    createdAt: iso(place.createdAt),
    updatedAt: iso(place.updatedAt),
  };
}

function toExportWaypoint(waypoint: TripWaypointRow): ExportTripWaypoint {
  return {
    id: waypoint.id,
    name: waypoint.name,
    note: waypoint.note,
    latitude: waypoint.latitude,
    longitude: waypoint.longitude,
    elevationM: waypoint.elevationM,
    color: waypoint.color,
    icon: waypoint.icon,
    createdAt: iso(waypoint.createdAt),
    updatedAt: iso(waypoint.updatedAt),
  };
}

function toExportRoute(route: TripRouteRow): ExportTripRoute {
  return {
    points: route.points,
    segmentStarts: route.segmentStarts,
    times: route.times,
    distanceM: route.distanceM,
    gainM: route.gainM,
    lossM: route.lossM,
    highestM: route.highestM,
    lowestM: route.lowestM,
    elevationSource: route.elevationSource,
  };
}

/**
 * A trip's packs that the document holds, in the user's order, the main one marked as the trip
 * reads it (trips.mapper.ts): the one marked main or, when that one is gone, the first left.
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
    return {
      id: trip.id,
      name: trip.name,
      description: trip.description,
      notes: trip.notes,
      activity: trip.activity,
      startDate: trip.startDate,
      endDate: trip.endDate,
      latitude: trip.latitude,
      longitude: trip.longitude,
      isPublic: trip.isPublic,
      hideRouteEnds: trip.hideRouteEnds,
      paceKmh: trip.paceKmh,
      climbMPerHour: trip.climbMPerHour,
      foodPerDayGrams: trip.foodPerDayGrams,
      waterLitresPerHour: trip.waterLitresPerHour,
      dayOverrides: trip.dayOverrides.map(({ day, foodGrams, waterLitres }) => ({
        day,
        foodGrams,
        waterLitres,
      })),
      packs: tripPacks(packs.get(trip.id) ?? [], written),
      waypoints: (waypoints.get(trip.id) ?? []).map(toExportWaypoint),
      route: route ? toExportRoute(route) : null,
      createdAt: iso(trip.createdAt),
      updatedAt: iso(trip.updatedAt),
    };
  });
}

export function toExportPhoto(photo: PhotoRow): ExportPhoto {
  return {
    id: photo.id,
    contentType: photo.contentType,
    width: photo.width,
    height: photo.height,
    createdAt: iso(photo.createdAt),
    data: photo.bytes.toString('base64'),
  };
}
