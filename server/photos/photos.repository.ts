import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager, In } from 'typeorm';
import type { ProcessedImage } from './images/image-processor.js';
import { PhotoEntity } from './photo.entity.js';

/**
 * Photo rows, always scoped to their owner. Built on an EntityManager so a caller's transaction
 * can use its own instance (`within(manager)`).
 */
@Injectable()
export class PhotosRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  within(manager: EntityManager): PhotosRepository {
    return new PhotosRepository(manager);
  }

  private get photos() {
    return this.manager.getRepository(PhotoEntity);
  }

  /** The photo with its bytes, or null when it is missing or another user's. */
  findWithBytes(ownerId: string, id: string): Promise<PhotoEntity | null> {
    return this.photos
      .createQueryBuilder('photo')
      .addSelect('photo.bytes')
      .where('photo.ownerId = :ownerId AND photo.id = :id', { ownerId, id })
      .getOne();
  }

  async insert(ownerId: string, image: ProcessedImage): Promise<string> {
    const result = await this.photos.insert({ ownerId, ...image });
    const id = (result.identifiers[0] as { id?: string } | undefined)?.id;
    if (!id) throw new Error('The photo just stored has no id');
    return id;
  }

  async delete(ownerId: string, ids: string[]): Promise<void> {
    if (ids.length > 0) await this.photos.delete({ ownerId, id: In(ids) });
  }
}
