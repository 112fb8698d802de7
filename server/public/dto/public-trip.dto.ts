import { ApiProperty } from '@nestjs/swagger';
import { MARKER_ICONS, type MarkerIcon } from '@server/domain/map-markers.js';
import { TRIP_ACTIVITIES, type TripActivity } from '@server/domain/trip-limits.js';
import {
  WEIGHT_SCALES,
  WEIGHT_UNITS,
  type WeightScale,
  type WeightUnit,
} from '@server/domain/weight-units.js';
import { PackWeightTotalsDto } from '@server/packs/dto/pack-response.dto.js';
import { TripDayOverrideDto, TripRouteDto } from '@server/trips/dto/trip-response.dto.js';
import { PublicOwnerDto } from './public-owner.dto.js';

const PREVIEW_SCHEMA = {
  type: 'array',
  items: { type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 },
} as const;

/** A public trip as the profile lists it. */
export class PublicTripSummaryDto {
  @ApiProperty({ format: 'uuid', description: 'The trip’s id, as in its public address.' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ enum: TRIP_ACTIVITIES, enumName: 'TripActivity' })
  activity: TripActivity;

  @ApiProperty({ format: 'date', example: '2025-07-14' })
  startDate: string;

  @ApiProperty({ format: 'date', example: '2025-07-16' })
  endDate: string;

  @ApiProperty({ type: 'integer', description: 'Calendar days, both ends counted.' })
  days: number;

  @ApiProperty({
    type: Number,
    format: 'double',
    description: 'Metres, of the whole route (also when its ends are hidden).',
  })
  distanceM: number;

  @ApiProperty({
    type: Number,
    format: 'double',
    nullable: true,
    description: 'Null when unknown (no point has an elevation).',
  })
  gainM: number | null;

  @ApiProperty({
    ...PREVIEW_SCHEMA,
    description: 'The route simplified to [latitude, longitude] points; [] without one.',
  })
  preview: [number, number][];

  @ApiProperty({
    type: 'integer',
    isArray: true,
    description: 'Where a new segment of the preview begins (indices into preview).',
  })
  previewSegmentStarts: number[];

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'The main pack’s base weight; null without a pack.',
  })
  mainPackBaseMg: number | null;

  @ApiProperty()
  updatedAt: Date;
}

/** A waypoint of a public trip: no id, no note. */
export class PublicTripWaypointDto {
  @ApiProperty()
  name: string;

  @ApiProperty({ type: Number, format: 'double' })
  latitude: number;

  @ApiProperty({ type: Number, format: 'double' })
  longitude: number;

  @ApiProperty({ type: Number, format: 'double', nullable: true })
  elevationM: number | null;

  @ApiProperty({ example: '#e53e3e' })
  color: string;

  @ApiProperty({ enum: MARKER_ICONS, enumName: 'MarkerIcon' })
  icon: MarkerIcon;
}

export class PublicTripPackDto {
  @ApiProperty()
  name: string;

  @ApiProperty()
  isMain: boolean;

  @ApiProperty({ type: () => PackWeightTotalsDto })
  totals: PackWeightTotalsDto;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The pack’s public address part; null: the pack is private (no link).',
  })
  slug: string | null;
}

/** A day of a public trip's plan. */
export class PublicTripDayDto {
  @ApiProperty({ type: 'integer', description: '1-based.' })
  day: number;

  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'Null past the end date.',
  })
  date: string | null;

  @ApiProperty({ type: Number, format: 'double', description: 'Metres walked; 0 on a rest day.' })
  distanceM: number;

  @ApiProperty({ type: Number, format: 'double', nullable: true, description: 'Null: unknown.' })
  gainM: number | null;

  @ApiProperty({ type: Number, format: 'double' })
  movingHours: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'The camp the day ends at; null for the last stage and rest days. A camp within a hidden ' +
      'end is named only "Camp".',
  })
  endsAt: string | null;

  @ApiProperty({ type: Number, format: 'double' })
  foodGrams: number;

  @ApiProperty({ type: Number, format: 'double' })
  waterLitres: number;
}

/**
 * A public trip's figures and days, worked out on the server from the whole route and every
 * waypoint (the owner's own numbers), even when the page leaves the route's ends out.
 */
export class PublicTripPlanDto {
  @ApiProperty({ type: Number, format: 'double', description: 'Metres; 0 without a route.' })
  distanceM: number;

  @ApiProperty({
    type: Number,
    format: 'double',
    nullable: true,
    description: 'Null: unknown (no point has an elevation).',
  })
  gainM: number | null;

  @ApiProperty({ type: Number, format: 'double', nullable: true })
  lossM: number | null;

  @ApiProperty({ type: Number, format: 'double', nullable: true })
  highestM: number | null;

  @ApiProperty({ type: Number, format: 'double', nullable: true })
  lowestM: number | null;

  @ApiProperty({
    type: Number,
    format: 'double',
    description: 'By Naismith’s rule at the trip’s pace and climb rate (no climb when unknown).',
  })
  movingHours: number;

  @ApiProperty({ type: () => [PublicTripDayDto] })
  days: PublicTripDayDto[];
}

/** GET /api/public/users/:username/trips/:tripId: a public trip as anyone sees it. */
export class PublicTripDto {
  @ApiProperty({ type: () => PublicOwnerDto })
  owner: PublicOwnerDto;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ enum: TRIP_ACTIVITIES, enumName: 'TripActivity' })
  activity: TripActivity;

  @ApiProperty({ format: 'date', example: '2025-07-14' })
  startDate: string;

  @ApiProperty({ format: 'date', example: '2025-07-16' })
  endDate: string;

  @ApiProperty({ type: 'integer' })
  days: number;

  @ApiProperty({ enum: WEIGHT_UNITS, enumName: 'WeightUnit', description: 'The owner’s.' })
  weightUnit: WeightUnit;

  @ApiProperty({ enum: WEIGHT_SCALES, enumName: 'WeightScale', description: 'The owner’s.' })
  weightScale: WeightScale;

  @ApiProperty({ type: Number, format: 'double' })
  paceKmh: number;

  @ApiProperty({ type: Number, format: 'double' })
  climbMPerHour: number;

  @ApiProperty({ type: 'integer', description: 'The trip’s food per day, or its owner’s.' })
  effectiveFoodPerDayGrams: number;

  @ApiProperty({ type: Number, format: 'double' })
  waterLitresPerHour: number;

  @ApiProperty({ type: [TripDayOverrideDto], description: 'By day.' })
  dayOverrides: TripDayOverrideDto[];

  @ApiProperty({
    type: Number,
    format: 'double',
    nullable: true,
    description: 'Null without a location or when the route’s ends are hidden.',
  })
  latitude: number | null;

  @ApiProperty({ type: Number, format: 'double', nullable: true })
  longitude: number | null;

  @ApiProperty({
    description:
      'Whether everything within 500 m of where the route starts and ends (the route wherever ' +
      'it passes there, the waypoints, the location) is left out.',
  })
  routeEndsHidden: boolean;

  @ApiProperty({
    type: () => TripRouteDto,
    nullable: true,
    description: 'Trimmed when its ends are hidden (null when too short to show any of it).',
  })
  route: TripRouteDto | null;

  @ApiProperty({ type: () => [PublicTripWaypointDto], description: 'In the order added.' })
  waypoints: PublicTripWaypointDto[];

  @ApiProperty({ type: () => PublicTripPlanDto })
  plan: PublicTripPlanDto;

  @ApiProperty({ type: () => [PublicTripPackDto], description: 'The main pack first.' })
  packs: PublicTripPackDto[];
}
