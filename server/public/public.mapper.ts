import { daysBetween } from '@server/domain/route/trip-dates.js';
import {
  hideRouteEnds,
  inPrivacyZone,
  type PrivacyZone,
} from '@server/domain/route/route-privacy-zones.js';
import type { TripActivity } from '@server/domain/trip-limits.js';
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
import type {
  PublicPackCategoryDto,
  PublicPackDto,
  PublicPackItemDto,
  PublicPackLineDto,
  PublicPackSummaryDto,
} from './dto/public-pack.dto.js';
import type { PublicProfileDto } from './dto/public-profile.dto.js';
import type {
  PublicTripDto,
  PublicTripSummaryDto,
  PublicTripWaypointDto,
} from './dto/public-trip.dto.js';
import { publicPhotoUrl } from './public-photo-url.js';
import { publicTripPlan } from './public-trip-plan.js';
import type { PublicOwnerRow, PublicRouteRow, PublicTripRow } from './public-read.repository.js';

/**
 * Everything here builds a public answer field by field from the owner's own answers: a field
 * the contract does not list (ids, notes, packed ticks, retired flags, quantities owned, email)
 * is never copied, so a field added to the owner's DTOs later stays private until named here.
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

const weightTotals = (totals: PackWeightTotalsDto): PackWeightTotalsDto => ({
  totalMg: totals.totalMg,
  baseMg: totals.baseMg,
  wornMg: totals.wornMg,
  consumableMg: totals.consumableMg,
  packWeightMg: totals.packWeightMg,
  itemCount: totals.itemCount,
});

/** The photo's public address from the owner's (`/api/photos/{id}`). */
const PHOTO_ID = /\/api\/photos\/([0-9a-f-]{36})$/i;

function toPublicItemDto(item: PackLineItemDto): PublicPackItemDto {
  const dto: PublicPackItemDto = { name: item.name, weightMg: item.weightMg };
  if (item.brand !== undefined) dto.brand = item.brand;
  if (item.priceMinor !== undefined && item.currency !== undefined) {
    dto.priceMinor = item.priceMinor;
    dto.currency = item.currency;
  }
  const photoId = item.photoUrl === undefined ? null : (PHOTO_ID.exec(item.photoUrl)?.[1] ?? null);
  const photo = publicPhotoUrl(photoId);
  if (photo !== null) dto.photoUrl = photo;
  if (item.url !== undefined) dto.url = item.url;
  // LighterPack's `desc` column is what the CSV import reads into an item's notes.
  if (item.notes !== undefined && item.notes !== '') dto.description = item.notes;
  return dto;
}

function toPublicLineDto(line: PackLineDto): PublicPackLineDto {
  const dto: PublicPackLineDto = { kind: line.kind, quantity: line.quantity };
  if (line.worn) dto.worn = true;
  if (line.consumable) dto.consumable = true;
  if (line.item) dto.item = toPublicItemDto(line.item);
  if (line.bundle) {
    dto.bundle = {
      name: line.bundle.name,
      description: line.bundle.description,
      items: line.bundle.items.map((entry) => ({
        name: entry.name,
        brand: entry.brand,
        quantity: entry.quantity,
        weightMg: entry.weightMg,
        priceMinor: entry.priceMinor,
        currency: entry.currency,
        worn: entry.worn,
        consumable: entry.consumable,
      })),
    };
  }
  return dto;
}

export function toPublicPackDto(owner: PublicOwnerRow, pack: PackDetailDto): PublicPackDto {
  const totalsOf = new Map(pack.totals.byCategory.map((totals) => [totals.categoryId, totals]));
  const categories = pack.categories.map((category): PublicPackCategoryDto => {
    const totals = totalsOf.get(category.categoryId);
    return {
      name: category.name,
      color: category.color,
      totals: {
        totalMg: totals?.totalMg ?? 0,
        baseMg: totals?.baseMg ?? 0,
        wornMg: totals?.wornMg ?? 0,
        consumableMg: totals?.consumableMg ?? 0,
        itemCount: totals?.itemCount ?? 0,
        priceByCurrency: { ...(totals?.priceByCurrency ?? {}) },
      },
      lines: category.lines.map(toPublicLineDto),
    };
  });
  return {
    owner: toPublicOwnerDto(owner),
    name: pack.name,
    description: pack.description,
    slug: pack.slug,
    updatedAt: pack.updatedAt,
    weightUnit: owner.weightUnit,
    weightScale: owner.weightScale,
    categories,
    totals: { ...weightTotals(pack.totals), priceByCurrency: { ...pack.totals.priceByCurrency } },
  };
}

export const toPublicPackSummaryDto = (pack: PackSummaryDto): PublicPackSummaryDto => ({
  name: pack.name,
  slug: pack.slug,
  description: pack.description,
  lineCount: pack.lineCount,
  totals: weightTotals(pack.totals),
  updatedAt: pack.updatedAt,
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
): PublicTripDto {
  const hidden = trip.hideRouteEnds;
  const shown = trip.route ? publicRoute(trip.route, hidden) : { route: null, zones: [] };
  const positionShown =
    trip.latitude !== null &&
    trip.longitude !== null &&
    (!hidden || shownBeside(shown.zones, trip.latitude, trip.longitude));
  const waypoints = trip.waypoints
    .filter((waypoint) => !inPrivacyZone(waypoint, shown.zones))
    .map((waypoint): PublicTripWaypointDto => ({
      name: waypoint.name,
      latitude: waypoint.latitude,
      longitude: waypoint.longitude,
      elevationM: waypoint.elevationM,
      color: waypoint.color,
      icon: waypoint.icon,
    }));
  return {
    owner: toPublicOwnerDto(owner),
    id: trip.id,
    name: trip.name,
    description: trip.description,
    activity: trip.activity,
    startDate: trip.startDate,
    endDate: trip.endDate,
    days: trip.days,
    weightUnit: owner.weightUnit,
    weightScale: owner.weightScale,
    paceKmh: trip.paceKmh,
    climbMPerHour: trip.climbMPerHour,
    effectiveFoodPerDayGrams: trip.effectiveFoodPerDayGrams,
    waterLitresPerHour: trip.waterLitresPerHour,
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
      name: pack.name,
      isMain: pack.isMain,
      totals: weightTotals(pack.totals),
      slug: slugs.get(pack.id) ?? null,
    })),
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
