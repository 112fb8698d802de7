import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { GearCategoriesRepository } from '@server/gear/gear-categories.repository.js';
import { GearItemsRepository } from '@server/gear/gear-items.repository.js';
import { BundleItemsRepository } from './bundle-items.repository.js';
import { BundlesRepository } from './bundles.repository.js';

/**
 * The repositories a bundle transaction may use: all bound to its one connection. `manager` is
 * for the packs holding the bundle (BundleHolders), which bind their own repositories to it.
 */
export interface BundleTransaction {
  manager: EntityManager;
  bundles: BundlesRepository;
  bundleItems: BundleItemsRepository;
  items: GearItemsRepository;
  categories: GearCategoriesRepository;
}

/**
 * Runs work in one transaction, like GearTransactions. The work gets repositories bound to the
 * transaction's manager and must use only those: the embedded database runs one transaction at
 * a time, so a query on another connection would wait for this one forever.
 */
@Injectable()
export class BundleTransactions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bundles: BundlesRepository,
    private readonly bundleItems: BundleItemsRepository,
    private readonly items: GearItemsRepository,
    private readonly categories: GearCategoriesRepository,
  ) {}

  run<T>(work: (tx: BundleTransaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) =>
      work({
        manager,
        bundles: this.bundles.within(manager),
        bundleItems: this.bundleItems.within(manager),
        items: this.items.within(manager),
        categories: this.categories.within(manager),
      }),
    );
  }
}
