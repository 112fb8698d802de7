import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, ValidateBy, ValidateNested } from 'class-validator';
import { OptionalNotNull } from '@server/common/validators.js';
import { LatitudeField, LongitudeField } from '@server/common/dto/marker-fields.js';
import {
  CLIMB_M_PER_HOUR_MAX,
  CLIMB_M_PER_HOUR_MIN,
  FOOD_PER_DAY_GRAMS_MAX,
  FOOD_PER_DAY_GRAMS_MIN,
  MAX_TRIP_DAYS,
  PACE_KMH_MAX,
  PACE_KMH_MIN,
  WATER_LITRES_PER_HOUR_MAX,
  WATER_LITRES_PER_HOUR_MIN,
  type TripActivity,
} from '@server/domain/trip-limits.js';
import { TripDayOverrideInputDto } from './trip-day-override-input.dto.js';
import type { TripPackInputDto } from './trip-pack-input.dto.js';
import { TripPacksField } from './trip-packs-field.js';
import {
  ActivityField,
  BooleanField,
  DateField,
  FigureField,
  TripDescriptionField,
  TripNameField,
  TripNotesField,
} from './trip-fields.js';

const repeatsADay = (value: unknown): boolean => {
  if (!Array.isArray(value)) return false;
  const days = value.map((entry) => (entry as { day?: unknown } | null)?.day);
  return new Set(days).size < days.length;
};

/**
 * The body of PATCH /api/trips/:id: what is sent changes. latitude and longitude are sent
 * together, both null to clear the position. dayOverrides replaces the whole list.
 */
export class UpdateTripDto {
  @TripNameField(false)
  name?: string;

  @DateField(false, 'The first day, YYYY-MM-DD.')
  startDate?: string;

  @DateField(false, 'The last day, not before startDate.')
  endDate?: string;

  @TripDescriptionField(false)
  description?: string;

  @TripNotesField(false)
  notes?: string;

  @ActivityField(false)
  activity?: TripActivity;

  @LatitudeField({ required: false, nullable: true })
  latitude?: number | null;

  @LongitudeField({ required: false, nullable: true })
  longitude?: number | null;

  @BooleanField(null)
  isPublic?: boolean;

  @BooleanField(null)
  hideRouteEnds?: boolean;

  @BooleanField(null)
  showActivities?: boolean;

  @FigureField(PACE_KMH_MIN, PACE_KMH_MAX, { description: 'Pace on the flat, km/h (Naismith).' })
  paceKmh?: number;

  @FigureField(CLIMB_M_PER_HOUR_MIN, CLIMB_M_PER_HOUR_MAX, {
    description: 'Metres climbed per hour (Naismith).',
  })
  climbMPerHour?: number;

  @FigureField(FOOD_PER_DAY_GRAMS_MIN, FOOD_PER_DAY_GRAMS_MAX, {
    nullable: true,
    integer: true,
    description: 'Grams of food per day; null: the account’s default.',
  })
  foodPerDayGrams?: number | null;

  @FigureField(WATER_LITRES_PER_HOUR_MIN, WATER_LITRES_PER_HOUR_MAX, {
    description: 'Litres of water per hour of moving time.',
  })
  waterLitresPerHour?: number;

  @ApiProperty({
    required: false,
    type: [TripDayOverrideInputDto],
    maxItems: MAX_TRIP_DAYS,
    description: 'Replaces the list; each day at most once.',
  })
  @OptionalNotNull()
  @IsArray({ message: 'dayOverrides must be a list' })
  @ArrayMaxSize(MAX_TRIP_DAYS, {
    message: `dayOverrides must hold at most ${MAX_TRIP_DAYS} days`,
  })
  @ValidateBy({
    name: 'noRepeatedDay',
    validator: {
      validate: (value: unknown) => !repeatsADay(value),
      defaultMessage: () => 'dayOverrides must not name a day twice',
    },
  })
  @ValidateNested({ each: true })
  @Type(() => TripDayOverrideInputDto)
  dayOverrides?: TripDayOverrideInputDto[];

  @TripPacksField(false)
  packs?: TripPackInputDto[];
}
