import { Injectable } from '@nestjs/common';
import type { PhotoContentType } from '@server/photos/photo.entity.js';
import { publicPageNotFound } from './public.errors.js';
import { PublicReadRepository } from './public-read.repository.js';

export interface PublicPhoto {
  contentType: PhotoContentType;
  bytes: Buffer;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The photos public pages show, to anyone; every other photo answers the public 404. */
@Injectable()
export class PublicPhotosService {
  constructor(private readonly repository: PublicReadRepository) {}

  async content(photoId: string): Promise<PublicPhoto> {
    const photo = UUID.test(photoId) ? await this.repository.publicPhoto(photoId) : null;
    if (!photo) throw publicPageNotFound();
    return photo;
  }
}
