import { Injectable } from '@nestjs/common';
import { ImageProcessor, type ImageRecipe } from '@server/photos/images/image-processor.js';
import type { UploadedPhotoFile } from '@server/photos/photo-upload.js';
import { accountGone } from './account.errors.js';
import { AccountTransactions } from './account.transactions.js';
import { AccountService } from './account.service.js';
import type { AccountResponseDto } from './dto/account-response.dto.js';

/**
 * A 256 px square, cropped from the middle (sharp on a 2x screen at the 96 px the page shows): a
 * JPEG of a few kilobytes, or a PNG when transparent so the transparency survives.
 */
export const AVATAR_RECIPE: ImageRecipe = { fit: 'cover', size: 256, format: 'jpeg-or-png' };

/**
 * The user's avatar: a square thumbnail stored as one of their photos and served, like every
 * photo, to its owner only. A new one replaces the old (whose row is deleted); a file that is
 * not an image is refused before anything changes, so the old avatar stays.
 */
@Injectable()
export class AccountAvatarService {
  constructor(
    private readonly transactions: AccountTransactions,
    private readonly images: ImageProcessor,
    private readonly account: AccountService,
  ) {}

  async set(userId: string, file: UploadedPhotoFile | undefined): Promise<AccountResponseDto> {
    // Checked and resized before the transaction: the database is not held while pixels move.
    const thumbnail = await this.images.process(file, AVATAR_RECIPE);
    await this.transactions.run(async ({ users, photos }) => {
      const user = await users.lockById(userId);
      if (!user) throw accountGone();
      const photoId = await photos.insert(userId, thumbnail);
      await users.update(userId, { avatarPhotoId: photoId });
      if (user.avatarPhotoId) await photos.delete(userId, [user.avatarPhotoId]);
    });
    return this.account.get(userId);
  }

  async remove(userId: string): Promise<AccountResponseDto> {
    await this.transactions.run(async ({ users, photos }) => {
      const user = await users.lockById(userId);
      if (!user) throw accountGone();
      if (!user.avatarPhotoId) return;
      await users.update(userId, { avatarPhotoId: null });
      await photos.delete(userId, [user.avatarPhotoId]);
    });
    return this.account.get(userId);
  }
}
