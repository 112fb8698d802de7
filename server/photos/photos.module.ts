import { Module } from '@nestjs/common';
import { ImageProcessor } from './images/image-processor.js';
import { PhotosController } from './photos.controller.js';
import { PhotosRepository } from './photos.repository.js';
import { PhotosService } from './photos.service.js';

/**
 * Stored images, served to their owner. Whatever a photo belongs to (a gear item, an avatar)
 * turns the upload into an image with ImageProcessor and stores it through PhotosRepository.
 * One ImageProcessor for the whole app, so all uploads share its worker and its queue.
 */
@Module({
  controllers: [PhotosController],
  providers: [PhotosRepository, PhotosService, ImageProcessor],
  exports: [PhotosRepository, ImageProcessor],
})
export class PhotosModule {}
