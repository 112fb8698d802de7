import { Module } from '@nestjs/common';
import { PhotosController } from './photos.controller.js';
import { PhotosRepository } from './photos.repository.js';
import { PhotosService } from './photos.service.js';

/**
 * Stored images, served to their owner. Whatever a photo belongs to (a gear item, later an
 * avatar) stores it through PhotosRepository and checks uploads with inspectImage.
 */
@Module({
  controllers: [PhotosController],
  providers: [PhotosRepository, PhotosService],
  exports: [PhotosRepository],
})
export class PhotosModule {}
