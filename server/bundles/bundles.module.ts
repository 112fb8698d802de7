import { Module } from '@nestjs/common';
import { PackDataModule } from '@server/packs/pack-data.module.js';
import { BundleItemsController } from './bundle-items.controller.js';
import { BundleItemsService } from './bundle-items.service.js';
import { BundlesController } from './bundles.controller.js';
import { BundlesService } from './bundles.service.js';

/** Bundles: named kits of library items that packs hold as one line. */
@Module({
  imports: [PackDataModule],
  controllers: [BundlesController, BundleItemsController],
  providers: [BundlesService, BundleItemsService],
})
export class BundlesModule {}
