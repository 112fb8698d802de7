import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PhotosRepository } from '@server/photos/photos.repository.js';
import { GearCategoriesRepository } from './gear-categories.repository.js';
import { GearItemsRepository } from './gear-items.repository.js';

/** The repositories a transaction may use: all bound to its one connection. */
export interface GearTransaction {
  categories: GearCategoriesRepository;
  items: GearItemsRepository;
  photos: PhotosRepository;
}

/**
 * Runs work in one transaction. The work gets repositories bound to the transaction's manager
 * and must use only those: the embedded database runs one transaction at a time, so a query on
 * another connection would wait for this one forever.
 */
@Injectable()
export class GearTransactions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly categories: GearCategoriesRepository,
    private readonly items: GearItemsRepository,
    private readonly photos: PhotosRepository,
  ) {}

  run<T>(work: (tx: GearTransaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) =>
      work({
        categories: this.categories.within(manager),
        items: this.items.within(manager),
        photos: this.photos.within(manager),
      }),
    );
  }
}
