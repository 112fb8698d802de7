import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { BundleItemsRepository } from '@server/bundles/bundle-items.repository.js';
import { BundlesRepository } from '@server/bundles/bundles.repository.js';
import { GearCategoriesRepository } from '@server/gear/gear-categories.repository.js';
import { GearItemsRepository } from '@server/gear/gear-items.repository.js';
import { PackCategoriesRepository } from './layout/pack-categories.repository.js';
import { PackLinesRepository } from './lines/pack-lines.repository.js';
import { PacksRepository } from './packs.repository.js';

/**
 * The repositories a pack transaction may use, all bound to its one connection: the pack's own
 * and the bundles and library items its lines hold.
 */
export interface PackTransaction {
  packs: PacksRepository;
  lines: PackLinesRepository;
  packCategories: PackCategoriesRepository;
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
export class PackTransactions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly packs: PacksRepository,
    private readonly lines: PackLinesRepository,
    private readonly packCategories: PackCategoriesRepository,
    private readonly bundles: BundlesRepository,
    private readonly bundleItems: BundleItemsRepository,
    private readonly items: GearItemsRepository,
    private readonly categories: GearCategoriesRepository,
  ) {}

  run<T>(work: (tx: PackTransaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(this.within(manager)));
  }

  /** The repositories bound to a transaction already open (a bundle's, for the packs holding it). */
  within(manager: EntityManager): PackTransaction {
    return {
      packs: this.packs.within(manager),
      lines: this.lines.within(manager),
      packCategories: this.packCategories.within(manager),
      bundles: this.bundles.within(manager),
      bundleItems: this.bundleItems.within(manager),
      items: this.items.within(manager),
      categories: this.categories.within(manager),
    };
  }
}
