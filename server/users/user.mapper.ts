import { photoUrl } from '@server/photos/photo-url.js';
import type { CurrentUserDto } from './dto/current-user.dto.js';
import type { UserEntity } from './user.entity.js';

/**
 * The spec's five fields always; the account's extras only once the user has set them, so a
 * user who never visited the account page is stored exactly as spec section 3 describes.
 */
export function toCurrentUser(user: UserEntity): CurrentUserDto {
  const me: CurrentUserDto = {
    userId: user.id,
    email: user.email,
    givenName: user.givenName,
    familyName: user.familyName,
    subscriptionPlan: user.subscriptionPlan,
  };
  const avatarUrl = photoUrl(user.avatarPhotoId);
  if (avatarUrl) me.avatarUrl = avatarUrl;
  if (user.username) me.username = user.username;
  if (user.weightUnit !== 'g') me.weightUnit = user.weightUnit;
  if (user.weightScale !== 'auto') me.weightScale = user.weightScale;
  if (user.currency) me.currency = user.currency;
  return me;
}
