import { Injectable } from '@nestjs/common';
import { inspectImage, type UploadedPhotoFile } from '@server/photos/photo-upload.js';
import type { GearItemResponseDto } from './dto/gear-item-response.dto.js';
import { itemNotFound } from './gear-errors.js';
import { GearItemsService } from './gear-items.service.js';
import { GearTransactions } from './gear-transactions.js';

/** A gear item's one photo. Replacing or removing it deletes the old photo's row. */
@Injectable()
export class GearItemPhotosService {
  constructor(
    private readonly transactions: GearTransactions,
    private readonly items: GearItemsService,
  ) {}

  async set(
    ownerId: string,
    id: string,
    file: UploadedPhotoFile | undefined,
  ): Promise<GearItemResponseDto> {
    await this.transactions.run(async ({ items, photos }) => {
      // The item first: another user's item is a 404 whatever was uploaded.
      const item = await items.findOne(ownerId, id);
      if (!item) throw itemNotFound();
      const photoId = await photos.insert(ownerId, await inspectImage(file));
      await items.update(ownerId, id, { photoId });
      if (item.photoId) await photos.delete(ownerId, [item.photoId]);
    });
    return this.items.get(ownerId, id);
  }

  async remove(ownerId: string, id: string): Promise<void> {
    await this.transactions.run(async ({ items, photos }) => {
      const item = await items.findOne(ownerId, id);
      if (!item) throw itemNotFound();
      if (!item.photoId) return;
      await items.update(ownerId, id, { photoId: null });
      await photos.delete(ownerId, [item.photoId]);
    });
  }
}
