import { LatitudeField, LongitudeField } from '@server/common/dto/marker-fields.js';
import {
  CLIMB_M_PER_HOUR_MAX,
  CLIMB_M_PER_HOUR_MIN,
  DEFAULT_CLIMB_M_PER_HOUR,
  DEFAULT_PACE_KMH,
  DEFAULT_WATER_LITRES_PER_HOUR,
  FOOD_PER_DAY_GRAMS_MAX,
  FOOD_PER_DAY_GRAMS_MIN,
  PACE_KMH_MAX,
  PACE_KMH_MIN,
  WATER_LITRES_PER_HOUR_MAX,
  WATER_LITRES_PER_HOUR_MIN,
  type TripActivity,
} from '@server/domain/trip-limits.js';
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

/**
 * The body of POST /api/trips. Left out: endDate is startDate (a day trip), the figures take
 * their defaults, foodPerDayGrams follows the account's. A position is both coordinates or
 * neither.
 */
export class CreateTripDto {
  @TripNameField(true)
  name: string;

  @DateField(true, 'The first day, YYYY-MM-DD.')
  startDate: string;

  @DateField(false, 'The last day, not before startDate; left out: startDate (a day trip).')
  endDate?: string;

  @TripDescriptionField(true)
  description?: string;

  @TripNotesField(true)
  notes?: string;

  @ActivityField(true)
  activity?: TripActivity;

  @LatitudeField({ required: false, nullable: false })
  latitude?: number;

  @LongitudeField({ required: false, nullable: false })
  longitude?: number;

  @BooleanField(false)
  isPublic?: boolean;

  @BooleanField(false)
  hideRouteEnds?: boolean;

  @BooleanField(false)
  showActivities?: boolean;

  @FigureField(PACE_KMH_MIN, PACE_KMH_MAX, {
    default: DEFAULT_PACE_KMH,
    description: 'Pace on the flat, km/h (Naismith).',
  })
  paceKmh?: number;

  @FigureField(CLIMB_M_PER_HOUR_MIN, CLIMB_M_PER_HOUR_MAX, {
    default: DEFAULT_CLIMB_M_PER_HOUR,
    description: 'Metres climbed per hour (Naismith).',
  })
  climbMPerHour?: number;

  @FigureField(FOOD_PER_DAY_GRAMS_MIN, FOOD_PER_DAY_GRAMS_MAX, {
    nullable: true,
    integer: true,
    description: 'Grams of food per day; null or left out: the account’s default.',
  })
  foodPerDayGrams?: number | null;

  @FigureField(WATER_LITRES_PER_HOUR_MIN, WATER_LITRES_PER_HOUR_MAX, {
    default: DEFAULT_WATER_LITRES_PER_HOUR,
    description: 'Litres of water per hour of moving time.',
  })
  waterLitresPerHour?: number;

  @TripPacksField(false)
  packs?: TripPackInputDto[];
}
