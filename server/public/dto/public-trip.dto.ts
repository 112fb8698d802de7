import { ApiProperty, PickType } from '@nestjs/swagger';
import {
  WEIGHT_SCALES,
  WEIGHT_UNITS,
  type WeightScale,
  type WeightUnit,
} from '@server/domain/weight-units.js';
import {
  TripDayOverrideDto,
  TripDetailDto,
  TripPackDto,
  TripRouteDto,
  TripSummaryDto,
  TripWaypointDto,
} from '@server/trips/dto/trip-response.dto.js';
import { ACTIVITY_CATEGORIES, type ActivityCategory } from '@server/domain/activity-categories.js';
import { PublicOwnerDto } from './public-owner.dto.js';

/*
 * As in public-pack.dto.ts: each public shape picks the owner's fields it shows as they are and
 * declares only what it works out itself (hidden route ends, the plan, public pack links).
 */

const LINE = {
  type: 'array',
  items: { type: 'array', items: { type: 'number', format: 'double' }, minItems: 2, maxItems: 2 },
} as const;

/** An activity recorded on a public trip, as its page shows it. */
export class PublicTripActivityDto {
  @ApiProperty()
  name: string;

  @ApiProperty({ enum: ACTIVITY_CATEGORIES, enumName: 'ActivityCategory' })
  category: ActivityCategory;

  @ApiProperty({ format: 'date', description: 'The day it started on, where it happened.' })
  localDate: string;

  @ApiProperty({ type: Number, format: 'double', nullable: true })
  distanceM: number | null;

  @ApiProperty({ type: Number, format: 'double', nullable: true })
  movingS: number | null;

  @ApiProperty({ type: Number, format: 'double', nullable: true })
  gainM: number | null;

  @ApiProperty({
    ...LINE,
    description:
      'Its recorded line, at most 400 [latitude, longitude]; with the trip’s ends hidden, ' +
      'without what lies within 500 m of its own start and end or of the trip’s.',
  })
  line: [number, number][];

  @ApiProperty({ type: 'integer', isArray: true })
  lineSegmentStarts: number[];
}

/** A public trip as the profile lists it. */
export class PublicTripSummaryDto extends PickType(TripSummaryDto, [
  'id',
  'name',
  'activity',
  'startDate',
  'endDate',
  'days',
  'distanceM',
  'gainM',
  'preview',
  'previewSegmentStarts',
  'updatedAt',
]) {
  @ApiProperty({
    type: Number,
    format: 'double',
    description: 'Metres, of the whole route (also when its ends are hidden); 0 without one.',
  })
  override distanceM: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'The main pack’s base weight; null without a pack.',
  })
  mainPackBaseMg: number | null;
}

export const PUBLIC_WAYPOINT_FIELDS = [
  'name',
  'latitude',
  'longitude',
  'elevationM',
  'color',
  'icon',
] as const satisfies readonly (keyof TripWaypointDto)[];

/** A waypoint of a public trip: no id, no note. */
export class PublicTripWaypointDto extends PickType(TripWaypointDto, PUBLIC_WAYPOINT_FIELDS) {}

export const PUBLIC_TRIP_PACK_FIELDS = [
  'name',
  'isMain',
] as const satisfies readonly (keyof TripPackDto)[];

/** A pack a public trip takes: its weights (picked field by field), and a link if it is public. */
export class PublicTripPackDto extends PickType(TripPackDto, [
  ...PUBLIC_TRIP_PACK_FIELDS,
  'totals',
]) {
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

export const PUBLIC_TRIP_FIELDS = [
  'id',
  'name',
  'description',
  'activity',
  'startDate',
  'endDate',
  'days',
  'paceKmh',
  'climbMPerHour',
  'effectiveFoodPerDayGrams',
  'waterLitresPerHour',
] as const satisfies readonly (keyof TripDetailDto)[];

/** GET /api/public/users/:username/trips/:tripId: a public trip as anyone sees it. */
export class PublicTripDto extends PickType(TripDetailDto, PUBLIC_TRIP_FIELDS) {
  @ApiProperty({ type: () => PublicOwnerDto })
  owner: PublicOwnerDto;

  @ApiProperty({ enum: WEIGHT_UNITS, enumName: 'WeightUnit', description: 'The owner’s.' })
  weightUnit: WeightUnit;

  @ApiProperty({ enum: WEIGHT_SCALES, enumName: 'WeightScale', description: 'The owner’s.' })
  weightScale: WeightScale;

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

  @ApiProperty({
    type: () => [PublicTripActivityDto],
    description:
      'The activities linked to the trip, in order, when the owner shows them ([] otherwise).',
  })
  activities: PublicTripActivityDto[];
}
