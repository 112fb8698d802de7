import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Length,
  MaxLength,
  ValidateBy,
} from 'class-validator';
import { InRange, OptionalNotNull, Trim } from '@server/common/validators.js';
import {
  DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
} from '@server/domain/limits.js';
import {
  TRIP_ACTIVITIES,
  DEFAULT_TRIP_ACTIVITY,
  TRIP_WAYPOINT_NOTE_MAX_LENGTH,
} from '@server/domain/trip-limits.js';

/**
 * The rules of each trip field, shared by the create and update bodies. `required` says whether
 * the field must be sent; `withDefault` documents what a create body left out gets (an update
 * leaves it as it is).
 */
const presence = (required: boolean) => (required ? [] : [OptionalNotNull()]);

const IsFiniteNumber = () =>
  IsNumber({ allowNaN: false, allowInfinity: false }, { message: '$property must be a number' });

/** `YYYY-MM-DD` that names a real day (no 31 April) from year 1000 to 9999. */
const DATE_PATTERN = /^[1-9]\d{3}-\d{2}-\d{2}$/;

export const isCalendarDate = (value: unknown): value is string => {
  if (typeof value !== 'string' || !DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const IsCalendarDate = () =>
  ValidateBy({
    name: 'isCalendarDate',
    validator: {
      validate: isCalendarDate,
      defaultMessage: (args) => `${args?.property ?? 'value'} must be a date as YYYY-MM-DD`,
    },
  });

export const TripNameField = (required: boolean) =>
  applyDecorators(
    ApiProperty({ required, minLength: 1, maxLength: NAME_MAX_LENGTH, description: 'Trimmed.' }),
    ...presence(required),
    Trim(),
    IsString(),
    Length(1, NAME_MAX_LENGTH),
  );

/** A text that may be empty, never null ('' is none). */
export const TextField = (maxLength: number, withDefault: boolean) =>
  applyDecorators(
    ApiProperty({ required: false, maxLength, ...(withDefault ? { default: '' } : {}) }),
    OptionalNotNull(),
    IsString(),
    MaxLength(maxLength),
  );

export const TripDescriptionField = (withDefault: boolean) =>
  TextField(DESCRIPTION_MAX_LENGTH, withDefault);

export const TripNotesField = (withDefault: boolean) => TextField(NOTES_MAX_LENGTH, withDefault);

export const WaypointNameField = TripNameField;

export const WaypointNoteField = (withDefault: boolean) =>
  TextField(TRIP_WAYPOINT_NOTE_MAX_LENGTH, withDefault);

export const DateField = (required: boolean, description: string) =>
  applyDecorators(
    ApiProperty({ required, type: String, format: 'date', example: '2025-07-14', description }),
    ...presence(required),
    IsCalendarDate(),
  );

export const ActivityField = (withDefault: boolean) =>
  applyDecorators(
    ApiProperty({
      required: false,
      enum: TRIP_ACTIVITIES,
      enumName: 'TripActivity',
      ...(withDefault ? { default: DEFAULT_TRIP_ACTIVITY } : {}),
    }),
    OptionalNotNull(),
    IsIn(TRIP_ACTIVITIES, { message: `activity must be one of ${TRIP_ACTIVITIES.join(', ')}` }),
  );

export const BooleanField = (withDefault: boolean | null) =>
  applyDecorators(
    ApiProperty({ required: false, ...(withDefault === null ? {} : { default: withDefault }) }),
    OptionalNotNull(),
    IsBoolean({ message: '$property must be true or false' }),
  );

/** A number within bounds, optional; `nullable` lets null through (meaning "none"). */
export const FigureField = (
  min: number,
  max: number,
  options: {
    required?: boolean;
    nullable?: boolean;
    integer?: boolean;
    default?: number;
    description?: string;
  } = {},
) => {
  const { required = false, nullable = false, integer = false, description } = options;
  return applyDecorators(
    ApiProperty({
      required,
      type: integer ? 'integer' : Number,
      ...(integer ? {} : { format: 'double' }),
      minimum: min,
      maximum: max,
      ...(nullable ? { nullable: true } : {}),
      ...(options.default === undefined ? {} : { default: options.default }),
      ...(description === undefined ? {} : { description }),
    }),
    ...(required ? [] : [nullable ? IsOptional() : OptionalNotNull()]),
    integer ? IsInt({ message: '$property must be a whole number' }) : IsFiniteNumber(),
    InRange(min, max),
  );
};
