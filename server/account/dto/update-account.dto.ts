import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional } from 'class-validator';
import {
  WEIGHT_SCALES,
  WEIGHT_UNITS,
  type WeightScale,
  type WeightUnit,
} from '@server/domain/weight-units.js';
import { PERSON_NAME_MAX_LENGTH } from '@server/domain/limits.js';
import { FOOD_PER_DAY_GRAMS_MAX, FOOD_PER_DAY_GRAMS_MIN } from '@server/domain/trip-limits.js';
import { USERNAME_PATTERN } from '@server/domain/username.js';
import {
  InRange,
  IsCurrency,
  OptionalNotNull,
  Trim,
  UpperCase,
} from '@server/common/validators.js';
import { IsRequiredName, IsUsername, NormalizeUsername } from './validators.js';

/** The body of PATCH /api/account: what is sent changes, the rest stays. */
export class UpdateAccountDto {
  @ApiPropertyOptional({
    minLength: 1,
    maxLength: PERSON_NAME_MAX_LENGTH,
    description: 'Trimmed; empty or only spaces: 400 "First name is required".',
  })
  @OptionalNotNull()
  @Trim()
  @IsRequiredName('First name', PERSON_NAME_MAX_LENGTH)
  firstName?: string;

  @ApiPropertyOptional({
    minLength: 1,
    maxLength: PERSON_NAME_MAX_LENGTH,
    description: 'Trimmed; empty or only spaces: 400 "Last name is required".',
  })
  @OptionalNotNull()
  @Trim()
  @IsRequiredName('Last name', PERSON_NAME_MAX_LENGTH)
  lastName?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    pattern: USERNAME_PATTERN.source,
    description:
      'Lowercased; unique in any case; not a reserved word. Null or empty removes it (public links then answer 404).',
  })
  @IsOptional()
  @NormalizeUsername()
  @IsUsername()
  username?: string | null;

  @ApiPropertyOptional({ enum: WEIGHT_UNITS, enumName: 'WeightUnit' })
  @OptionalNotNull()
  @IsIn(WEIGHT_UNITS, { message: `weightUnit must be one of ${WEIGHT_UNITS.join(', ')}` })
  weightUnit?: WeightUnit;

  @ApiPropertyOptional({ enum: WEIGHT_SCALES, enumName: 'WeightScale' })
  @OptionalNotNull()
  @IsIn(WEIGHT_SCALES, { message: `weightScale must be one of ${WEIGHT_SCALES.join(', ')}` })
  weightScale?: WeightScale;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'EUR',
    description: 'ISO 4217 code for new prices; null: the browser’s locale decides.',
  })
  @IsOptional()
  @UpperCase({ trim: true })
  @IsCurrency()
  currency?: string | null;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: FOOD_PER_DAY_GRAMS_MIN,
    maximum: FOOD_PER_DAY_GRAMS_MAX,
    description: 'Grams of food per day for a trip that has no figure of its own.',
  })
  @OptionalNotNull()
  @IsInt({ message: 'foodPerDayGrams must be a whole number' })
  @InRange(FOOD_PER_DAY_GRAMS_MIN, FOOD_PER_DAY_GRAMS_MAX)
  foodPerDayGrams?: number;

  @ApiPropertyOptional({
    description: 'Whether anyone may see /u/{username} with the public packs and trips.',
  })
  @OptionalNotNull()
  @IsBoolean({ message: 'profilePublic must be true or false' })
  profilePublic?: boolean;

  @ApiPropertyOptional({ description: 'Whether search engines may index the public pages.' })
  @OptionalNotNull()
  @IsBoolean({ message: 'searchIndexing must be true or false' })
  searchIndexing?: boolean;
}
