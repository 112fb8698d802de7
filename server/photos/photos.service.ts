import { Injectable } from '@nestjs/common';
import { notFound } from '@server/common/errors.js';
import type { PhotoContentType } from './photo.entity.js';
import { PhotosRepository } from './photos.repository.js';

export interface PhotoContent {
  contentType: PhotoContentType;
  bytes: Buffer;
}

@Injectable()
export class PhotosService {
  constructor(private readonly photos: PhotosRepository) {}

  /** A photo's bytes for its owner; anyone else is told it does not exist. */
  async content(ownerId: string, id: string): Promise<PhotoContent> {
    const photo = await this.photos.findWithBytes(ownerId, id);
    if (!photo) throw notFound('PHOTO_NOT_FOUND', 'Photo not found');
    return { contentType: photo.contentType, bytes: photo.bytes };
  }
}
