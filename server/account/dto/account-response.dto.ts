import { ApiProperty } from '@nestjs/swagger';
import {
  WEIGHT_SCALES,
  WEIGHT_UNITS,
  type WeightScale,
  type WeightUnit,
} from '@server/domain/weight-units.js';
import {
  DEFAULT_FOOD_PER_DAY_GRAMS,
  FOOD_PER_DAY_GRAMS_MAX,
  FOOD_PER_DAY_GRAMS_MIN,
} from '@server/domain/trip-limits.js';
import { CurrentUserDto } from '@server/users/dto/current-user.dto.js';
import { SUBSCRIPTION_PLANS, type SubscriptionPlan } from '@server/users/user.entity.js';

export const SIGN_IN_PROVIDERS = ['builtin', 'external'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

/** GET /api/account and the answer to every change of it. */
export class AccountResponseDto {
  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty({ description: 'From the sign-in provider; not editable here.' })
  email: string;

  @ApiProperty()
  firstName: string;

  @ApiProperty()
  lastName: string;

  @ApiProperty({ type: String, nullable: true })
  username: string | null;

  @ApiProperty({ type: String, nullable: true, example: '/api/photos/{id}' })
  avatarUrl: string | null;

  @ApiProperty({
    enum: WEIGHT_UNITS,
    enumName: 'WeightUnit',
    description: 'The unit weights show in, on every screen.',
  })
  weightUnit: WeightUnit;

  @ApiProperty({
    enum: WEIGHT_SCALES,
    enumName: 'WeightScale',
    description: 'auto: from 1,000 g or 16 oz, weights show in kg or lb; fixed: in weightUnit.',
  })
  weightScale: WeightScale;

  @ApiProperty({ type: String, nullable: true, example: 'EUR' })
  currency: string | null;

  @ApiProperty({
    type: 'integer',
    minimum: FOOD_PER_DAY_GRAMS_MIN,
    maximum: FOOD_PER_DAY_GRAMS_MAX,
    example: DEFAULT_FOOD_PER_DAY_GRAMS,
    description: 'Grams of food per day for a trip that has no figure of its own.',
  })
  foodPerDayGrams: number;

  @ApiProperty({
    description: 'Whether anyone may see /u/{username} with the public packs and trips.',
  })
  profilePublic: boolean;

  @ApiProperty({
    description: 'Whether search engines may index the public pages (noindex otherwise).',
  })
  searchIndexing: boolean;

  @ApiProperty({ enum: SUBSCRIPTION_PLANS, enumName: 'SubscriptionPlan' })
  subscriptionPlan: SubscriptionPlan;

  @ApiProperty({
    enum: SIGN_IN_PROVIDERS,
    description: 'builtin: deleting the account also deletes its sign-in (email and password).',
  })
  signInProvider: SignInProvider;

  @ApiProperty()
  createdAt: Date;

  @ApiProperty({
    type: CurrentUserDto,
    description: 'The user as GET /api/auth/me now answers, for the client to store.',
  })
  me: CurrentUserDto;
}
