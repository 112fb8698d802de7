import { Module } from '@nestjs/common';
import { BundleItemsRepository } from '@server/bundles/bundle-items.repository.js';
import { BundlesRepository } from '@server/bundles/bundles.repository.js';
import { GearCategoriesRepository } from '@server/gear/gear-categories.repository.js';
import { GearItemsRepository } from '@server/gear/gear-items.repository.js';
import { PackCategoriesRepository } from './pack-categories.repository.js';
import { PackLinesRepository } from './pack-lines.repository.js';
import { PackTransactions } from './pack-transactions.js';
import { PacksRepository } from './packs.repository.js';

const repositories = [
  PacksRepository,
  PackLinesRepository,
  PackCategoriesRepository,
  BundlesRepository,
  BundleItemsRepository,
  // The gear module keeps its repositories to itself; these stateless instances read the same
  // tables, for the ownership checks and the items a pack line creates.
  GearItemsRepository,
  GearCategoriesRepository,
];

/**
 * Data access shared by bundles and packs. They depend on each other (a pack line holds a
 * bundle; deleting a bundle rewrites pack lines), so both modules import this one rather than
 * each other.
 */
@Module({
  providers: [...repositories, PackTransactions],
  exports: [...repositories, PackTransactions],
})
export class PackDataModule {}
