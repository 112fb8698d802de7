import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNumber, IsOptional, Matches } from 'class-validator';
import { InRange, LowerCase, OptionalNotNull } from '@server/common/validators.js';
import {
  DEFAULT_MARKER_COLOR,
  DEFAULT_MARKER_ICON,
  LATITUDE_MAX,
  LATITUDE_MIN,
  LONGITUDE_MAX,
  LONGITUDE_MIN,
  MARKER_COLOR_PATTERN,
  MARKER_ICONS,
} from '@server/domain/map-markers.js';

/*
 * The fields of a point on the map, shared by the modules that keep one (places, trips and their
 * waypoints). `required` says whether the field must be sent; `withDefault` documents what a
 * create body left out gets (an update leaves it as it is).
 */

interface CoordinateOptions {
  required: boolean;
  /** null clears it (with its partner); otherwise null is refused. */
  nullable?: boolean;
}

/** A coordinate in decimal degrees: a JSON number, finite, within its bounds (never wrapped). */
const CoordinateField = (
  min: number,
  max: number,
  description: string,
  { required, nullable = false }: CoordinateOptions,
) =>
  applyDecorators(
    ApiProperty({
      required,
      type: Number,
      format: 'double',
      minimum: min,
      maximum: max,
      ...(nullable ? { nullable: true } : {}),
      description,
    }),
    ...(required ? [] : [nullable ? IsOptional() : OptionalNotNull()]),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: '$property must be a number' }),
    InRange(min, max),
  );

export const LatitudeField = (options: CoordinateOptions) =>
  CoordinateField(LATITUDE_MIN, LATITUDE_MAX, 'Decimal degrees north (WGS 84).', options);

export const LongitudeField = (options: CoordinateOptions) =>
  CoordinateField(LONGITUDE_MIN, LONGITUDE_MAX, 'Decimal degrees east (WGS 84).', options);

export const MarkerColorField = (withDefault: boolean) =>
  applyDecorators(
    ApiProperty({
      required: false,
      pattern: MARKER_COLOR_PATTERN.source,
      ...(withDefault ? { default: DEFAULT_MARKER_COLOR } : {}),
      description: '#rrggbb in any case; stored and answered in lower case.',
    }),
    OptionalNotNull(),
    LowerCase(),
    Matches(MARKER_COLOR_PATTERN, { message: '$property must be a hex colour like #3b82f6' }),
  );

export const MarkerIconField = (withDefault: boolean) =>
  applyDecorators(
    ApiProperty({
      required: false,
      enum: MARKER_ICONS,
      enumName: 'MarkerIcon',
      ...(withDefault ? { default: DEFAULT_MARKER_ICON } : {}),
    }),
    OptionalNotNull(),
    IsIn(MARKER_ICONS, { message: `$property must be one of ${MARKER_ICONS.join(', ')}` }),
  );
