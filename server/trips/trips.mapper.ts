import type { PackSummaryDto } from '@server/packs/dto/pack-response.dto.js';
import { daysBetween } from '@server/domain/route/trip-dates.js';
import { orderTripPacks } from '@server/domain/trip-packs.js';
import type {
  TripDetailDto,
  TripMainPackDto,
  TripPackDto,
  TripRouteDto,
  TripSummaryDto,
  TripWaypointDto,
} from './dto/trip-response.dto.js';
import type { TripPackRow } from './trip-packs.repository.js';
import type { TripRouteEntity } from './trip-route.entity.js';
import type { TripWaypointEntity } from './trip-waypoint.entity.js';
import type { TripEntity } from './trip.entity.js';

export const toMainPackDto = (pack: PackSummaryDto): TripMainPackDto => ({
  id: pack.id,
  name: pack.name,
  baseMg: pack.totals.baseMg,
  totalMg: pack.totals.totalMg,
  packWeightMg: pack.totals.packWeightMg,
});

export const toTripSummaryDto = (
  trip: TripEntity,
  mainPack: TripMainPackDto | null,
): TripSummaryDto => ({
  id: trip.id,
  name: trip.name,
  activity: trip.activity,
  startDate: trip.startDate,
  endDate: trip.endDate,
  days: daysBetween(trip.startDate, trip.endDate),
  distanceM: trip.distanceM,
  gainM: trip.gainM,
  mainPack,
  preview: trip.preview,
  previewSegmentStarts: trip.previewSegmentStarts,
  latitude: trip.latitude,
  longitude: trip.longitude,
  isPublic: trip.isPublic,
  hideRouteEnds: trip.hideRouteEnds,
  showActivities: trip.showActivities,
  updatedAt: trip.updatedAt,
});

export const toTripWaypointDto = (waypoint: TripWaypointEntity): TripWaypointDto => ({
  id: waypoint.id,
  name: waypoint.name,
  note: waypoint.note,
  ...waypoint.marker,
  elevationM: waypoint.elevationM,
});

export const toTripRouteDto = (trip: TripEntity, route: TripRouteEntity): TripRouteDto => ({
  points: route.points,
  segmentStarts: route.segmentStarts,
  distanceM: trip.distanceM,
  gainM: trip.gainM,
  lossM: route.lossM,
  highestM: route.highestM,
  lowestM: route.lowestM,
  elevationSource: route.elevationSource,
});

export interface TripParts {
  /** The trip's pack links (any order) and the packs they name, by id. */
  links: readonly TripPackRow[];
  packs: ReadonlyMap<string, PackSummaryDto>;
  waypoints: readonly TripWaypointEntity[];
  route: TripRouteEntity | null;
  /** The account's food per day, for a trip that has none of its own. */
  accountFoodPerDayGrams: number;
}

/** The packs a trip reads, main first, each with its totals (a vanished pack left out). */
function tripPacks(parts: TripParts): TripPackDto[] {
  return orderTripPacks(parts.links.filter((link) => parts.packs.has(link.packId))).flatMap(
    (link) => {
      const pack = parts.packs.get(link.packId);
      return pack
        ? [{ id: pack.id, name: pack.name, isMain: link.isMain, totals: pack.totals }]
        : [];
    },
  );
}

export function toTripDetailDto(trip: TripEntity, parts: TripParts): TripDetailDto {
  const packs = tripPacks(parts);
  const main = packs[0] ? parts.packs.get(packs[0].id) : undefined;
  return {
    ...toTripSummaryDto(trip, main ? toMainPackDto(main) : null),
    description: trip.description,
    notes: trip.notes,
    paceKmh: trip.paceKmh,
    climbMPerHour: trip.climbMPerHour,
    foodPerDayGrams: trip.foodPerDayGrams,
    effectiveFoodPerDayGrams: trip.foodPerDayGrams ?? parts.accountFoodPerDayGrams,
    waterLitresPerHour: trip.waterLitresPerHour,
    dayOverrides: [...trip.dayOverrides]
      .sort((a, b) => a.day - b.day)
      .map(({ day, foodGrams, waterLitres }) => ({ day, foodGrams, waterLitres })),
    packs,
    waypoints: parts.waypoints.map(toTripWaypointDto),
    route: parts.route ? toTripRouteDto(trip, parts.route) : null,
  };
}
