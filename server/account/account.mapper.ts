import { BUILTIN_IDENTITY_ISSUER } from '@server/auth/oidc/oidc-client-settings.js';
import { photoUrl } from '@server/photos/photo-url.js';
import type { UserEntity } from '@server/users/user.entity.js';
import { toCurrentUser } from '@server/users/user.mapper.js';
import type { AccountResponseDto } from './dto/account-response.dto.js';

export const toAccountDto = (user: UserEntity): AccountResponseDto => ({
  userId: user.id,
  email: user.email,
  firstName: user.givenName,
  lastName: user.familyName,
  username: user.username,
  avatarUrl: photoUrl(user.avatarPhotoId),
  weightUnit: user.weightUnit,
  weightScale: user.weightScale,
  currency: user.currency,
  foodPerDayGrams: user.foodPerDayGrams,
  profilePublic: user.profilePublic,
  searchIndexing: user.searchIndexing,
  subscriptionPlan: user.subscriptionPlan,
  signInProvider: user.identityIssuer === BUILTIN_IDENTITY_ISSUER ? 'builtin' : 'external',
  createdAt: user.createdAt,
  me: toCurrentUser(user),
});
