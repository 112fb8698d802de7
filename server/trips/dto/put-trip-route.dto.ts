import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { OptionalNotNull } from '@server/common/validators.js';
import { segmentStartsProblem } from '@server/domain/route/route-segments.js';
import { ELEVATION_M_MAX, ELEVATION_M_MIN, MAX_ROUTE_POINTS } from '@server/domain/trip-limits.js';
import {
  LATITUDE_MAX,
  LATITUDE_MIN,
  LONGITUDE_MAX,
  LONGITUDE_MIN,
} from '@server/domain/map-markers.js';
import type { RoutePoint } from '../route-point.js';

const within = (value: unknown, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

/** Why one point is refused, or null. */
function pointProblem(point: unknown): string | null {
  if (!Array.isArray(point) || point.length !== 3) {
    return 'must be [latitude, longitude, elevation or null]';
  }
  const [latitude, longitude, elevation] = point as unknown[];
  if (!within(latitude, LATITUDE_MIN, LATITUDE_MAX)) {
    return `latitude must be a number between ${LATITUDE_MIN} and ${LATITUDE_MAX}`;
  }
  if (!within(longitude, LONGITUDE_MIN, LONGITUDE_MAX)) {
    return `longitude must be a number between ${LONGITUDE_MIN} and ${LONGITUDE_MAX}`;
  }
  if (elevation !== null && !within(elevation, ELEVATION_M_MIN, ELEVATION_M_MAX)) {
    return `elevation must be null or a number between ${ELEVATION_M_MIN} and ${ELEVATION_M_MAX}`;
  }
  return null;
}

/** The problem with a whole route, naming the first bad point; one pass, however long. */
export function routePointsProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return 'points must be a list';
  if (value.length === 1) return 'points must hold no point (no route) or at least 2';
  if (value.length > MAX_ROUTE_POINTS) {
    return `points must hold at most ${MAX_ROUTE_POINTS.toLocaleString('en')} points`;
  }
  for (let index = 0; index < value.length; index += 1) {
    const problem = pointProblem(value[index]);
    if (problem !== null) return `points[${index}] ${problem}`;
  }
  return null;
}

/** The problem with segmentStarts for the body's points; none while the points are wrong. */
function segmentStartsOfBodyProblem(value: unknown, body: object): string | null {
  const points = (body as { points?: unknown }).points;
  if (routePointsProblem(points) !== null) return null;
  return segmentStartsProblem(value, (points as unknown[]).length);
}

/**
 * The body of PUT /api/trips/:id/route: the whole route, `[latitude, longitude, elevationM]`
 * tuples (elevation null where unknown: the server fills it from the elevation tiles), and where
 * its segments begin. [] removes the route. Checked in one pass rather than a nested DTO per
 * point (50,000 objects).
 */
export class PutTripRouteDto {
  @ApiProperty({
    type: 'array',
    items: {
      type: 'array',
      items: { type: 'number', nullable: true },
      minItems: 3,
      maxItems: 3,
    },
    maxItems: MAX_ROUTE_POINTS,
    example: [
      [54.4541, -3.2117, 978],
      [54.4556, -3.2089, null],
    ],
    description: `[latitude, longitude, elevationM or null] each; none, or 2 to ${MAX_ROUTE_POINTS}.`,
  })
  @ValidateBy({
    name: 'isRoute',
    validator: {
      validate: (value: unknown) => routePointsProblem(value) === null,
      defaultMessage: (args) => routePointsProblem(args?.value) ?? '',
    },
  })
  points: RoutePoint[];

  @ApiProperty({
    required: false,
    type: 'integer',
    isArray: true,
    example: [1],
    description:
      'Where a new segment begins: indices into points, ascending, each within 1..points - 1 ' +
      '(none, or [], for one segment). Nothing is measured across the gap before each.',
  })
  @OptionalNotNull()
  @ValidateBy({
    name: 'isSegmentStarts',
    validator: {
      validate: (value: unknown, args) =>
        segmentStartsOfBodyProblem(value, args?.object ?? {}) === null,
      defaultMessage: (args) =>
        args ? (segmentStartsOfBodyProblem(args.value, args.object) ?? '') : '',
    },
  })
  segmentStarts?: number[];
}
