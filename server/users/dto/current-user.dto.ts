import { ApiProperty } from '@nestjs/swagger';
import { SUBSCRIPTION_PLANS, type SubscriptionPlan } from '../user.entity.js';

/** The current user, exactly as the client stores it under `pack.auth.user` (spec section 3). */
export class CurrentUserDto {
  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty()
  email: string;

  @ApiProperty()
  givenName: string;

  @ApiProperty()
  familyName: string;

  @ApiProperty({ enum: SUBSCRIPTION_PLANS })
  subscriptionPlan: SubscriptionPlan;
}
