import { Injectable } from '@nestjs/common';
import { inspectImage, type UploadedPhotoFile } from '@server/photos/photo-upload.js';
import { accountGone } from './account-errors.js';
import { AccountTransactions } from './account-transactions.js';
import { AccountService } from './account.service.js';
import { AvatarImages } from './avatar-images.js';
import type { AccountResponseDto } from './dto/account-response.dto.js';

/**
 * The user's avatar: a square thumbnail stored as one of their photos and served, like every
 * photo, to its owner only. A new one replaces the old (whose row is deleted); a file that is
 * not an image is refused before anything changes, so the old avatar stays.
 */
@Injectable()
export class AccountAvatarService {
  constructor(
    private readonly transactions: AccountTransactions,
    private readonly images: AvatarImages,
    private readonly account: AccountService,
  ) {}

  async set(userId: string, file: UploadedPhotoFile | undefined): Promise<AccountResponseDto> {
    // Checked and resized before the transaction: the database is not held while pixels move.
    const thumbnail = await this.images.thumbnail(await inspectImage(file));
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
