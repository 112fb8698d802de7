import { daysBetween } from '@server/domain/route/trip-dates.js';
import {
  hideRouteEnds,
  inPrivacyZone,
  type PrivacyZone,
} from '@server/domain/route/route-privacy-zones.js';
import type { TripActivity } from '@server/domain/trip-limits.js';
import type { LinkedActivity } from '@server/activities/activities-read.service.js';
import { pickFields } from '@server/common/pick-fields.js';
import type {
  PackDetailDto,
  PackLineDto,
  PackLineItemDto,
  PackSummaryDto,
  PackWeightTotalsDto,
} from '@server/packs/dto/pack-response.dto.js';
import type { TripDetailDto, TripRouteDto } from '@server/trips/dto/trip-response.dto.js';
import { routeFigures } from '@server/trips/trip-route-figures.js';
import type { PublicOwnerDto } from './dto/public-owner.dto.js';
import {
  PUBLIC_BUNDLE_FIELDS,
  PUBLIC_BUNDLE_ITEM_FIELDS,
  PUBLIC_CATEGORY_FIELDS,
  PUBLIC_CATEGORY_TOTALS_FIELDS,
  PUBLIC_ITEM_FIELDS,
  PUBLIC_LINE_FIELDS,
  PUBLIC_PACK_FIELDS,
  PUBLIC_PACK_SUMMARY_FIELDS,
  PUBLIC_PACK_TOTALS_FIELDS,
  WEIGHT_FIELDS,
  type PublicPackCategoryDto,
  type PublicPackDto,
  type PublicPackItemDto,
  type PublicPackLineDto,
  type PublicPackSummaryDto,
} from './dto/public-pack.dto.js';
import type { PublicProfileDto } from './dto/public-profile.dto.js';
import {
  PUBLIC_TRIP_FIELDS,
  PUBLIC_TRIP_PACK_FIELDS,
  PUBLIC_WAYPOINT_FIELDS,
  type PublicTripDto,
  type PublicTripSummaryDto,
} from './dto/public-trip.dto.js';
import { publicPhotoUrl } from './public-photo-url.js';
import { publicTripActivities } from './public-trip-activities.js';
import { publicTripPlan } from './public-trip-plan.js';
import type { PublicOwnerRow, PublicRouteRow, PublicTripRow } from './public-read.repository.js';

/**
 * Everything here builds a public answer from the owner's own answers by the public DTOs' field
 * lists (pickFields, the lists their PickType names): a field the contract does not list (ids,
 * notes, packed ticks, retired flags, quantities owned, email) is never copied, so a field added
 * to the owner's DTOs later stays private until named in a list.
 */

/** Only the first name and an initial: a public page should not need the whole name. */
export function displayName(givenName: string, familyName: string, username: string): string {
  const initial = familyName.trim().charAt(0).toUpperCase();
  const name = [givenName.trim(), initial ? `${initial}.` : ''].filter(Boolean).join(' ');
  return name || username;
}

export const toPublicOwnerDto = (owner: PublicOwnerRow): PublicOwnerDto => ({
  username: owner.username,
  displayName: displayName(owner.givenName, owner.familyName, owner.username),
  avatarUrl: publicPhotoUrl(owner.avatarPhotoId),
  profilePublic: owner.profilePublic,
  searchIndexing: owner.searchIndexing,
});

const weightTotals = (totals: PackWeightTotalsDto): PackWeightTotalsDto =>
  pickFields(totals, WEIGHT_FIELDS);

/** The photo's public address from the owner's (`/api/photos/{id}`). */
const PHOTO_ID = /\/api\/photos\/([0-9a-f-]{36})$/i;

function toPublicItemDto(item: PackLineItemDto): PublicPackItemDto {
  const dto: PublicPackItemDto = pickFields(item, PUBLIC_ITEM_FIELDS);
  const photoId = item.photoUrl === undefined ? null : (PHOTO_ID.exec(item.photoUrl)?.[1] ?? null);
  const photo = publicPhotoUrl(photoId);
  if (photo !== null) dto.photoUrl = photo;
  // LighterPack's `desc` column is what the CSV import reads into an item's notes.
  if (item.notes !== undefined && item.notes !== '') dto.description = item.notes;
  return dto;
}

function toPublicLineDto(line: PackLineDto): PublicPackLineDto {
  const dto: PublicPackLineDto = pickFields(line, PUBLIC_LINE_FIELDS);
  if (line.item) dto.item = toPublicItemDto(line.item);
  if (line.bundle) {
    dto.bundle = {
      ...pickFields(line.bundle, PUBLIC_BUNDLE_FIELDS),
      items: line.bundle.items.map((entry) => pickFields(entry, PUBLIC_BUNDLE_ITEM_FIELDS)),
    };
  }
  return dto;
}

/** A category present only through an empty bundle still gets its row, at zero. */
const NO_CATEGORY_TOTALS = {
  totalMg: 0,
  baseMg: 0,
  wornMg: 0,
  consumableMg: 0,
  itemCount: 0,
  priceByCurrency: {},
};

export function toPublicPackDto(owner: PublicOwnerRow, pack: PackDetailDto): PublicPackDto {
  const totalsOf = new Map(pack.totals.byCategory.map((totals) => [totals.categoryId, totals]));
  const categories = pack.categories.map((category): PublicPackCategoryDto => {
    const totals = totalsOf.get(category.categoryId) ?? NO_CATEGORY_TOTALS;
    return {
      ...pickFields(category, PUBLIC_CATEGORY_FIELDS),
      totals: pickFields(totals, PUBLIC_CATEGORY_TOTALS_FIELDS),
      lines: category.lines.map(toPublicLineDto),
    };
  });
  return {
    owner: toPublicOwnerDto(owner),
    ...pickFields(pack, PUBLIC_PACK_FIELDS),
    weightUnit: owner.weightUnit,
    weightScale: owner.weightScale,
    categories,
    totals: pickFields(pack.totals, PUBLIC_PACK_TOTALS_FIELDS),
  };
}

export const toPublicPackSummaryDto = (pack: PackSummaryDto): PublicPackSummaryDto => ({
  ...pickFields(pack, PUBLIC_PACK_SUMMARY_FIELDS),
  totals: weightTotals(pack.totals),
});

/**
 * The route a public page shows: with its ends hidden, without what lies inside the circles
 * around its start and end (`zones`, which hide the waypoints and the trip's position too), its
 * figures recomputed.
 */
export function publicRoute(
  route: TripRouteDto,
  hideEnds: boolean,
): { route: TripRouteDto | null; zones: PrivacyZone[] } {
  if (!hideEnds) return { route, zones: [] };
  const { kept, zones } = hideRouteEnds(route.points, route.segmentStarts);
  if (!kept) return { route: null, zones };
  const figures = routeFigures(kept.points, kept.segmentStarts);
  return {
    route: {
      points: kept.points,
      segmentStarts: kept.segmentStarts,
      distanceM: figures.distanceM,
      gainM: figures.highestM === null ? null : figures.gainM,
      lossM: figures.lossM,
      highestM: figures.highestM,
      lowestM: figures.lowestM,
      elevationSource: route.elevationSource,
    },
    zones,
  };
}

/**
 * Whether a public trip with hidden ends may show this position: only outside the zones, and
 * never when there are none to measure from (no route: the position may be the start itself).
 */
function shownBeside(zones: readonly PrivacyZone[], latitude: number, longitude: number) {
  return zones.length > 0 && !inPrivacyZone({ latitude, longitude }, zones);
}

/** `slugs`: the public packs' slugs by id (a private pack gets no link). */
export function toPublicTripDto(
  owner: PublicOwnerRow,
  trip: TripDetailDto,
  slugs: ReadonlyMap<string, string>,
  activities: readonly LinkedActivity[] = [],
): PublicTripDto {
  const hidden = trip.hideRouteEnds;
  const shown = trip.route ? publicRoute(trip.route, hidden) : { route: null, zones: [] };
  const positionShown =
    trip.latitude !== null &&
    trip.longitude !== null &&
    (!hidden || shownBeside(shown.zones, trip.latitude, trip.longitude));
  const waypoints = trip.waypoints
    .filter((waypoint) => !inPrivacyZone(waypoint, shown.zones))
    .map((waypoint) => pickFields(waypoint, PUBLIC_WAYPOINT_FIELDS));
  return {
    owner: toPublicOwnerDto(owner),
    ...pickFields(trip, PUBLIC_TRIP_FIELDS),
    weightUnit: owner.weightUnit,
    weightScale: owner.weightScale,
    dayOverrides: trip.dayOverrides.map(({ day, foodGrams, waterLitres }) => ({
      day,
      foodGrams,
      waterLitres,
    })),
    latitude: positionShown ? trip.latitude : null,
    longitude: positionShown ? trip.longitude : null,
    routeEndsHidden: hidden,
    route: shown.route,
    waypoints,
    plan: publicTripPlan(trip, shown.zones),
    packs: trip.packs.map((pack) => ({
      ...pickFields(pack, PUBLIC_TRIP_PACK_FIELDS),
      totals: weightTotals(pack.totals),
      slug: slugs.get(pack.id) ?? null,
    })),
    activities: trip.showActivities ? publicTripActivities(activities, hidden, shown.zones) : [],
  };
}

/**
 * A public trip as the profile lists it: the figures of its whole route, and with its ends
 * hidden, the preview of the route trimmed (`route`; none: the trip has no route).
 */
export function toPublicTripSummaryDto(
  trip: PublicTripRow,
  mainPackBaseMg: number | null,
  route: PublicRouteRow | undefined,
): PublicTripSummaryDto {
  let { preview, previewSegmentStarts } = trip;
  if (trip.hideRouteEnds) {
    const kept = route ? hideRouteEnds(route.points, route.segmentStarts).kept : null;
    ({ preview, previewSegmentStarts } = kept
      ? routeFigures(kept.points, kept.segmentStarts)
      : { preview: [], previewSegmentStarts: [] });
  }
  return {
    id: trip.id,
    name: trip.name,
    activity: trip.activity as TripActivity,
    startDate: trip.startDate,
    endDate: trip.endDate,
    days: daysBetween(trip.startDate, trip.endDate),
    distanceM: trip.distanceM,
    gainM: trip.gainM,
    preview,
    previewSegmentStarts,
    mainPackBaseMg,
    updatedAt: trip.updatedAt,
  };
}

export const toPublicProfileDto = (
  owner: PublicOwnerRow,
  packs: PublicPackSummaryDto[],
  trips: PublicTripSummaryDto[],
): PublicProfileDto => ({
  owner: toPublicOwnerDto(owner),
  weightUnit: owner.weightUnit,
  weightScale: owner.weightScale,
  packs,
  trips,
});
