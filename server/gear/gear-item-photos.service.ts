import { Injectable } from '@nestjs/common';
import { ImageProcessor, type ImageRecipe } from '@server/photos/images/image-processor.js';
import type { UploadedPhotoFile } from '@server/photos/photo-upload.js';
import type { GearItemResponseDto } from './dto/gear-item-response.dto.js';
import { itemNotFound } from './gear.errors.js';
import { GearItemsRepository } from './gear-items.repository.js';
import { GearItemsService } from './gear-items.service.js';
import { GearTransactions } from './gear.transactions.js';

/**
 * At most 2048 px on the longer edge (sharp full-screen on a laptop, about 300 KB), smaller
 * photos kept at their size. WebP rather than JPEG: about half the bytes at the same quality,
 * encoded faster than by the JavaScript JPEG encoder, and it keeps the transparency of a
 * cut-out PNG, so one format serves every photo.
 */
export const GEAR_PHOTO_RECIPE: ImageRecipe = { fit: 'within', size: 2048, format: 'webp' };

/** A gear item's one photo. Replacing or removing it deletes the old photo's row. */
@Injectable()
export class GearItemPhotosService {
  constructor(
    private readonly transactions: GearTransactions,
    private readonly itemRows: GearItemsRepository,
    private readonly images: ImageProcessor,
    private readonly items: GearItemsService,
  ) {}

  async set(
    ownerId: string,
    id: string,
    file: UploadedPhotoFile | undefined,
  ): Promise<GearItemResponseDto> {
    // The item first: another user's item is a 404 whatever was uploaded, and costs no decoding.
    if (!(await this.itemRows.findOne(ownerId, id))) throw itemNotFound();
    // Processed before the transaction: the database is not held while pixels move.
    const photo = await this.images.process(file, GEAR_PHOTO_RECIPE);
    await this.transactions.run(async ({ items, photos }) => {
      // Again inside: the item may have been deleted while the photo was processed.
      const item = await items.findOne(ownerId, id);
      if (!item) throw itemNotFound();
      const photoId = await photos.insert(ownerId, photo);
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
