import { ApiProperty } from '@nestjs/swagger';
import { MARKER_ICONS, type MarkerIcon } from '@server/domain/map-markers.js';
import {
  ELEVATION_SOURCES,
  TRIP_ACTIVITIES,
  type ElevationSource,
  type TripActivity,
} from '@server/domain/trip-limits.js';
import { PackWeightTotalsDto } from '@server/packs/dto/pack-response.dto.js';
import type { RoutePoint } from '../route-point.js';

/** The main pack as the list shows it: its weights in milligrams. */
export class TripMainPackDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: 'integer', description: 'Base weight: total - worn - consumable.' })
  baseMg: number;

  @ApiProperty({ type: 'integer' })
  totalMg: number;

  @ApiProperty({ type: 'integer', description: 'total - worn: what goes on the back.' })
  packWeightMg: number;
}

const PREVIEW_SCHEMA = {
  type: 'array',
  items: { type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 },
} as const;

/** A row of GET /api/trips. */
export class TripSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ enum: TRIP_ACTIVITIES, enumName: 'TripActivity' })
  activity: TripActivity;

  @ApiProperty({ format: 'date', example: '2025-07-14' })
  startDate: string;

  @ApiProperty({ format: 'date', example: '2025-07-16' })
  endDate: string;

  @ApiProperty({
    type: 'integer',
    description: 'Calendar days from startDate to endDate, both counted.',
  })
  days: number;

  @ApiProperty({
    type: Number,
    format: 'double',
    description: 'The route’s, in metres; 0 without one.',
  })
  distanceM: number;

  @ApiProperty({
    type: Number,
    format: 'double',
    nullable: true,
    description:
      'The route’s ascent, filtered; 0 without a route, null when unknown (no point has an elevation).',
  })
  gainM: number | null;

  @ApiProperty({
    type: () => TripMainPackDto,
    nullable: true,
    description: 'Null when the trip takes no pack.',
  })
  mainPack: TripMainPackDto | null;

  @ApiProperty({
    ...PREVIEW_SCHEMA,
    description: 'The route simplified to at most 64 [latitude, longitude] points; [] without one.',
  })
  preview: [number, number][];

  @ApiProperty({
    type: 'integer',
    isArray: true,
    description:
      'Where a new segment of the preview begins (indices into preview, ascending); [] for one ' +
      'segment. Draw no line from the point before each.',
  })
  previewSegmentStarts: number[];

  @ApiProperty({ type: Number, format: 'double', nullable: true })
  latitude: number | null;

  @ApiProperty({ type: Number, format: 'double', nullable: true })
  longitude: number | null;

  @ApiProperty()
  isPublic: boolean;

  @ApiProperty({
    description:
      'Whether the public page leaves out everything within 500 m of where the route starts ' +
      'and ends: the route wherever it passes there, the waypoints and the location.',
  })
  hideRouteEnds: boolean;

  @ApiProperty({
    description:
      'Whether the public page shows the activities linked to the trip: their lines (ends ' +
      'hidden as the route’s) and what they did each day.',
  })
  showActivities: boolean;

  @ApiProperty()
  updatedAt: Date;
}

export class TripDayOverrideDto {
  @ApiProperty({ type: 'integer', description: 'From 1.' })
  day: number;

  @ApiProperty({ type: 'integer', nullable: true })
  foodGrams: number | null;

  @ApiProperty({ type: Number, format: 'double', nullable: true })
  waterLitres: number | null;
}

export class TripPackDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  isMain: boolean;

  @ApiProperty({ type: () => PackWeightTotalsDto })
  totals: PackWeightTotalsDto;
}

export class TripWaypointDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ description: 'May be empty.' })
  note: string;

  @ApiProperty({ type: Number, format: 'double' })
  latitude: number;

  @ApiProperty({ type: Number, format: 'double' })
  longitude: number;

  @ApiProperty({ type: Number, format: 'double', nullable: true })
  elevationM: number | null;

  @ApiProperty({ example: '#e53e3e', description: '#rrggbb, lower case.' })
  color: string;

  @ApiProperty({ enum: MARKER_ICONS, enumName: 'MarkerIcon' })
  icon: MarkerIcon;
}

export class TripRouteDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'array', items: { type: 'number', nullable: true }, minItems: 3, maxItems: 3 },
    description: '[latitude, longitude, elevationM or null] each.',
  })
  points: RoutePoint[];

  @ApiProperty({
    type: 'integer',
    isArray: true,
    description:
      'Where a new segment begins (indices into points, ascending, each within 1..points - 1); ' +
      '[] for one segment. The route is not walked from the point before each: no line, no ' +
      'distance, no climb across the gap (a GPX file’s separate tracks and track segments).',
  })
  segmentStarts: number[];

  @ApiProperty({
    type: Number,
    format: 'double',
    description: 'Geodesic, metres, the segments’ lengths summed (not the gaps).',
  })
  distanceM: number;

  @ApiProperty({
    type: Number,
    format: 'double',
    nullable: true,
    description: 'Null when unknown (no point has an elevation).',
  })
  gainM: number | null;

  @ApiProperty({ type: Number, format: 'double' })
  lossM: number;

  @ApiProperty({ type: Number, format: 'double', nullable: true })
  highestM: number | null;

  @ApiProperty({ type: Number, format: 'double', nullable: true })
  lowestM: number | null;

  @ApiProperty({ enum: ELEVATION_SOURCES, enumName: 'ElevationSource' })
  elevationSource: ElevationSource;
}

/** GET /api/trips/:id, and the answer of every change to a trip. */
export class TripDetailDto extends TripSummaryDto {
  @ApiProperty()
  description: string;

  @ApiProperty()
  notes: string;

  @ApiProperty({ type: Number, format: 'double' })
  paceKmh: number;

  @ApiProperty({ type: Number, format: 'double' })
  climbMPerHour: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Null: the account’s default.' })
  foodPerDayGrams: number | null;

  @ApiProperty({ type: 'integer', description: 'This trip’s food per day, or the account’s.' })
  effectiveFoodPerDayGrams: number;

  @ApiProperty({ type: Number, format: 'double' })
  waterLitresPerHour: number;

  @ApiProperty({ type: [TripDayOverrideDto], description: 'By day.' })
  dayOverrides: TripDayOverrideDto[];

  @ApiProperty({ type: [TripPackDto], description: 'The main pack first, then in order.' })
  packs: TripPackDto[];

  @ApiProperty({ type: [TripWaypointDto], description: 'In the order they were added.' })
  waypoints: TripWaypointDto[];

  @ApiProperty({ type: () => TripRouteDto, nullable: true })
  route: TripRouteDto | null;
}
