import type { CurrentUserDto } from './dto/current-user.dto.js';
import type { UserEntity } from './user.entity.js';

export const toCurrentUser = (user: UserEntity): CurrentUserDto => ({
  userId: user.id,
  email: user.email,
  givenName: user.givenName,
  familyName: user.familyName,
  subscriptionPlan: user.subscriptionPlan,
});
