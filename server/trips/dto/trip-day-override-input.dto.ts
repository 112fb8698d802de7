import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsNumber, IsOptional } from 'class-validator';
import {
  DAY_FOOD_GRAMS_MAX,
  DAY_WATER_LITRES_MAX,
  MAX_TRIP_DAYS,
} from '@server/domain/trip-limits.js';
import { InRange } from '@server/common/validators.js';

/** One day's food and water set by hand; null leaves that figure to the plan. */
export class TripDayOverrideInputDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_TRIP_DAYS, description: 'From 1.' })
  @IsInt({ message: 'day must be a whole number' })
  @InRange(1, MAX_TRIP_DAYS)
  day: number;

  @ApiProperty({
    required: false,
    type: 'integer',
    nullable: true,
    minimum: 0,
    maximum: DAY_FOOD_GRAMS_MAX,
    description: 'Null or left out: the plan’s figure.',
  })
  @IsOptional()
  @IsInt({ message: 'foodGrams must be a whole number' })
  @InRange(0, DAY_FOOD_GRAMS_MAX)
  foodGrams?: number | null;

  @ApiProperty({
    required: false,
    type: Number,
    format: 'double',
    nullable: true,
    minimum: 0,
    maximum: DAY_WATER_LITRES_MAX,
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'waterLitres must be a number' })
  @InRange(0, DAY_WATER_LITRES_MAX)
  waterLitres?: number | null;
}
