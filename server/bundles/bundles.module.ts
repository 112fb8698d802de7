import { Module, type DynamicModule, type ModuleMetadata, type Type } from '@nestjs/common';
import { GearCategoriesRepository } from '@server/gear/gear-categories.repository.js';
import { GearItemsRepository } from '@server/gear/gear-items.repository.js';
import { BundleHolders } from './bundle-holders.js';
import { BundleItemsController } from './bundle-items.controller.js';
import { BundleItemsRepository } from './bundle-items.repository.js';
import { BundleItemsService } from './bundle-items.service.js';
import { BundleTransactions } from './bundles.transactions.js';
import { BundlesController } from './bundles.controller.js';
import { BundlesRepository } from './bundles.repository.js';
import { BundlesService } from './bundles.service.js';

/** Who answers for the packs holding a bundle: a module and the BundleHolders it exports. */
export interface BundleHoldersProvider {
  module: NonNullable<ModuleMetadata['imports']>[number];
  holders: Type<BundleHolders>;
}

/**
 * Bundles: named kits of library items that packs hold as one line. Packs import bundles, never
 * the reverse, so app.module passes in what keeps the packs holding a bundle whole.
 */
@Module({})
export class BundlesModule {
  static forRoot({ module, holders }: BundleHoldersProvider): DynamicModule {
    return {
      module: BundlesModule,
      imports: [module],
      controllers: [BundlesController, BundleItemsController],
      providers: [
        BundlesRepository,
        BundleItemsRepository,
        // The gear module keeps its repositories to itself; these stateless instances read the
        // same tables, for the ownership checks.
        GearItemsRepository,
        GearCategoriesRepository,
        BundleTransactions,
        { provide: BundleHolders, useExisting: holders },
        BundlesService,
        BundleItemsService,
      ],
    };
  }
}
