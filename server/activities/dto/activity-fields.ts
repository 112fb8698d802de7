import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  MaxLength,
  ValidateBy,
} from 'class-validator';
import { InRange, OptionalNotNull, Trim } from '@server/common/validators.js';
import { ACTIVITY_CATEGORIES } from '@server/domain/activity-categories.js';
import { isTimeZone } from '@server/domain/time-zones.js';
import {
  ACTIVITY_MAX_GEAR_ITEMS,
  ACTIVITY_NAME_MAX_LENGTH,
  ACTIVITY_NOTES_MAX_LENGTH,
} from '@server/domain/activity-limits.js';

/** An instant with its offset: '2026-05-01T08:30:00+02:00' or '...Z'. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Whether the text is such an instant on a real day (no 30 February) and clock time. */
export function isInstant(value: unknown): value is string {
  if (typeof value !== 'string' || !INSTANT.test(value) || Number.isNaN(Date.parse(value))) {
    return false;
  }
  // The day and time as written, before any offset: Date.parse rolls 30 February into March.
  const written = new Date(`${value.slice(0, 16)}Z`);
  return written.toISOString().slice(0, 16) === value.slice(0, 16);
}

/** The offset an instant was written with, in minutes east of UTC. */
export function offsetMinutesOf(instant: string): number {
  const match = /([+-])(\d{2}):(\d{2})$/.exec(instant);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

export { isTimeZone };

const presence = (required: boolean) => (required ? [] : [OptionalNotNull()]);

export const ActivityNameField = (required: boolean) =>
  applyDecorators(
    ApiProperty({
      required,
      minLength: 1,
      maxLength: ACTIVITY_NAME_MAX_LENGTH,
      description: 'Trimmed.',
    }),
    ...presence(required),
    Trim(),
    IsString(),
    Length(1, ACTIVITY_NAME_MAX_LENGTH),
  );

export const ActivityNotesField = () =>
  applyDecorators(
    ApiProperty({ required: false, maxLength: ACTIVITY_NOTES_MAX_LENGTH }),
    OptionalNotNull(),
    IsString(),
    MaxLength(ACTIVITY_NOTES_MAX_LENGTH),
  );

export const CategoryField = (required: boolean) =>
  applyDecorators(
    ApiProperty({ required, enum: ACTIVITY_CATEGORIES, enumName: 'ActivityCategory' }),
    ...presence(required),
    IsIn(ACTIVITY_CATEGORIES, {
      message: `category must be one of ${ACTIVITY_CATEGORIES.join(', ')}`,
    }),
  );

export const StartTimeField = (required: boolean) =>
  applyDecorators(
    ApiProperty({
      required,
      type: String,
      format: 'date-time',
      example: '2026-05-01T08:30:00+02:00',
      description: 'When it started, with the offset of the place (or Z).',
    }),
    ...presence(required),
    ValidateBy({
      name: 'isInstant',
      validator: {
        validate: isInstant,
        defaultMessage: () =>
          'startTime must be a date and time with its offset, as 2026-05-01T08:30:00+02:00',
      },
    }),
  );

export const TimeZoneField = () =>
  applyDecorators(
    ApiProperty({
      required: false,
      nullable: true,
      type: String,
      example: 'Europe/Ljubljana',
      description: 'An IANA time zone; null: unknown.',
    }),
    IsOptional(),
    ValidateBy({
      name: 'isTimeZone',
      validator: {
        validate: isTimeZone,
        defaultMessage: () => 'timeZone must be a time zone such as Europe/Ljubljana',
      },
    }),
  );

/** A figure that may be null (unknown), within bounds. */
export const NullableFigureField = (max: number, description: string) =>
  applyDecorators(
    ApiProperty({
      required: false,
      nullable: true,
      type: Number,
      format: 'double',
      minimum: 0,
      maximum: max,
      description,
    }),
    IsOptional(),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: '$property must be a number' }),
    InRange(0, max),
  );

/** A pack's or a trip's id, or null for none. */
export const NullableIdField = (description: string) =>
  applyDecorators(
    ApiProperty({ required: false, nullable: true, type: String, format: 'uuid', description }),
    IsOptional(),
    IsUUID('all', { message: '$property must be an id' }),
  );

export const GearItemIdsField = (
  description = 'The gear items used (shoes, poles) beside the pack; replaces the list.',
) =>
  applyDecorators(
    ApiProperty({
      required: false,
      type: String,
      format: 'uuid',
      isArray: true,
      maxItems: ACTIVITY_MAX_GEAR_ITEMS,
      description,
    }),
    OptionalNotNull(),
    IsArray({ message: 'gearItemIds must be a list of ids' }),
    ArrayMaxSize(ACTIVITY_MAX_GEAR_ITEMS),
    IsUUID('all', { each: true, message: 'gearItemIds must hold ids only' }),
  );
