import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PackCategoriesRepository } from './pack-categories.repository.js';
import { PackImportRepository } from './pack-import.repository.js';
import { PacksRepository } from './packs.repository.js';

/** The repositories an import may use: all bound to its one connection. */
export interface PackImportTransaction {
  rows: PackImportRepository;
  packs: PacksRepository;
  packCategories: PackCategoriesRepository;
}

/**
 * Runs an import in one transaction, like PackTransactions: the file goes in whole or not at
 * all. The work must use only these repositories: the embedded database runs one transaction
 * at a time, so a query on another connection would wait for this one forever.
 */
@Injectable()
export class PackImportTransactions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rows: PackImportRepository,
    private readonly packs: PacksRepository,
    private readonly packCategories: PackCategoriesRepository,
  ) {}

  run<T>(work: (tx: PackImportTransaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) =>
      work({
        rows: this.rows.within(manager),
        packs: this.packs.within(manager),
        packCategories: this.packCategories.within(manager),
      }),
    );
  }
}
