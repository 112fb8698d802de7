import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  WEIGHT_SCALES,
  WEIGHT_UNITS,
  type WeightScale,
  type WeightUnit,
} from '@server/domain/weight-units.js';
import { SUBSCRIPTION_PLANS, type SubscriptionPlan } from '../user.entity.js';

/**
 * The current user as the client stores it under `pack.auth.user`: the five fields of spec
 * section 3, then what the header and every screen need of the account (avatar, username,
 * preferred unit, how long weights show, and currency), so a change shows everywhere at once.
 * The extras are present only when set: absent means no avatar, no username, grams, long
 * weights in kg or lb ('auto'), the browser's currency.
 */
export class CurrentUserDto {
  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty()
  email: string;

  @ApiProperty()
  givenName: string;

  @ApiProperty()
  familyName: string;

  @ApiProperty({ enum: SUBSCRIPTION_PLANS, enumName: 'SubscriptionPlan' })
  subscriptionPlan: SubscriptionPlan;

  @ApiPropertyOptional({ example: '/api/photos/{id}' })
  avatarUrl?: string;

  @ApiPropertyOptional({ example: 'ada-walks' })
  username?: string;

  @ApiPropertyOptional({ enum: WEIGHT_UNITS, enumName: 'WeightUnit' })
  weightUnit?: WeightUnit;

  @ApiPropertyOptional({ enum: WEIGHT_SCALES, enumName: 'WeightScale' })
  weightScale?: WeightScale;

  @ApiPropertyOptional({ example: 'GBP', description: 'ISO 4217 code for new prices.' })
  currency?: string;
}
