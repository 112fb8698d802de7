import { Module } from '@nestjs/common';
import { PhotosModule } from '@server/photos/photos.module.js';
import { GearCategoriesController } from './gear-categories.controller.js';
import { GearCategoriesRepository } from './gear-categories.repository.js';
import { GearCategoriesService } from './gear-categories.service.js';
import { GearItemPhotosController } from './gear-item-photos.controller.js';
import { GearItemPhotosService } from './gear-item-photos.service.js';
import { GearItemUsageRepository } from './gear-item-usage.repository.js';
import { GearItemUsageService } from './gear-item-usage.service.js';
import { GearItemsController } from './gear-items.controller.js';
import { GearItemsReadService } from './gear-items-read.service.js';
import { GearItemsRepository } from './gear-items.repository.js';
import { GearItemsService } from './gear-items.service.js';
import { GearTransactions } from './gear.transactions.js';

/**
 * The gear library: the user's categories and items, and each item's photo. Other modules ask
 * it which items exist (GearItemsReadService).
 */
@Module({
  imports: [PhotosModule],
  controllers: [GearCategoriesController, GearItemsController, GearItemPhotosController],
  providers: [
    GearCategoriesRepository,
    GearItemsRepository,
    GearTransactions,
    GearCategoriesService,
    GearItemsService,
    GearItemPhotosService,
    GearItemUsageRepository,
    GearItemUsageService,
    GearItemsReadService,
  ],
  exports: [GearItemsReadService],
})
export class GearModule {}
