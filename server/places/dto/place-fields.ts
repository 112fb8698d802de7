import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import {
  IsIn,
  IsNumber,
  IsString,
  Length,
  Matches,
  MaxLength,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import { NAME_MAX_LENGTH, PLACE_NOTE_MAX_LENGTH } from '@server/domain/limits.js';
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
import { LowerCase, OptionalNotNull, Trim } from '@server/common/validators.js';

/**
 * The rules of each place field, shared by the create and update bodies. `required` says whether
 * the field must be sent; `withDefault` documents what a create body left out gets (an update
 * leaves it as it is). No place field takes null.
 */
const presence = (required: boolean) => (required ? [] : [OptionalNotNull()]);

/**
 * Within [min, max], bounds included. Anything but a finite number passes here: IsNumber
 * refuses it with its own message, so a bad value gets one reason, not two.
 */
const InRange = (min: number, max: number, options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'inRange',
      constraints: [min, max],
      validator: {
        validate: (value: unknown) =>
          typeof value !== 'number' || !Number.isFinite(value) || (value >= min && value <= max),
        defaultMessage: (args) => `${args?.property ?? 'value'} must be between ${min} and ${max}`,
      },
    },
    options,
  );

export const PlaceNameField = (required: boolean) =>
  applyDecorators(
    ApiProperty({ required, minLength: 1, maxLength: NAME_MAX_LENGTH, description: 'Trimmed.' }),
    ...presence(required),
    Trim(),
    IsString(),
    Length(1, NAME_MAX_LENGTH),
  );

export const PlaceNoteField = (withDefault: boolean) =>
  applyDecorators(
    ApiProperty({
      required: false,
      maxLength: PLACE_NOTE_MAX_LENGTH,
      ...(withDefault ? { default: '' } : {}),
    }),
    OptionalNotNull(),
    IsString(),
    MaxLength(PLACE_NOTE_MAX_LENGTH),
  );

/** A coordinate in decimal degrees: a JSON number, finite, within its bounds (never wrapped). */
const CoordinateField = (required: boolean, min: number, max: number, description: string) =>
  applyDecorators(
    ApiProperty({
      required,
      type: Number,
      format: 'double',
      minimum: min,
      maximum: max,
      description,
    }),
    ...presence(required),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: '$property must be a number' }),
    InRange(min, max),
  );

export const LatitudeField = (required: boolean) =>
  CoordinateField(required, LATITUDE_MIN, LATITUDE_MAX, 'Decimal degrees north (WGS 84).');

export const LongitudeField = (required: boolean) =>
  CoordinateField(required, LONGITUDE_MIN, LONGITUDE_MAX, 'Decimal degrees east (WGS 84).');

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
