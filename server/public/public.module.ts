import { Module } from '@nestjs/common';
import { ActivitiesModule } from '@server/activities/activities.module.js';
import { PacksModule } from '@server/packs/packs.module.js';
import { TripsModule } from '@server/trips/trips.module.js';
import { PreviewImageController } from './preview-image/preview-image.controller.js';
import { PreviewImageService } from './preview-image/preview-image.service.js';
import { PreviewRenderer } from './preview-image/preview-renderer.js';
import { PublicController } from './public.controller.js';
import { PublicCopyService } from './public-copy.service.js';
import { PublicPhotosService } from './public-photos.service.js';
import { PublicReadRepository } from './public-read.repository.js';
import { PublicReadService } from './public-read.service.js';

/**
 * Public sharing: profiles, packs and trips users chose to show anyone, by their public
 * addresses, the photos those show, and copying a public pack into one's own gear. Reads packs
 * and trips through their modules' read services; finds a page by its address in one query of
 * its own (PublicReadRepository). PublicReadService is exported for the server-rendered pages;
 * the link preview images of public packs and trips (preview-image/) draw from it.
 */
@Module({
  imports: [ActivitiesModule, PacksModule, TripsModule],
  controllers: [PublicController, PreviewImageController],
  providers: [
    PublicReadRepository,
    PublicReadService,
    PublicPhotosService,
    PublicCopyService,
    PreviewRenderer,
    PreviewImageService,
  ],
  exports: [PublicReadService],
})
export class PublicModule {}
