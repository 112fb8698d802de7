import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PackCategoriesRepository } from '../layout/pack-categories.repository.js';
import { PackImportLedgerRepository } from './pack-import-ledger.repository.js';
import { PackImportRepository } from './pack-import.repository.js';
import { PackLinesRepository } from '../lines/pack-lines.repository.js';
import { PacksRepository } from '../packs.repository.js';

/** The repositories an import step may use: all bound to its one connection. */
export interface PackImportTransaction {
  rows: PackImportRepository;
  ledger: PackImportLedgerRepository;
  packs: PacksRepository;
  lines: PackLinesRepository;
  categories: PackCategoriesRepository;
}

/**
 * Runs one step of an import in its own transaction, like PackTransactions. The work must use
 * only these repositories: the embedded database runs one transaction at a time, so a query on
 * another connection would wait for this one forever.
 */
@Injectable()
export class PackImportTransactions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rows: PackImportRepository,
    private readonly ledger: PackImportLedgerRepository,
    private readonly packs: PacksRepository,
    private readonly lines: PackLinesRepository,
    private readonly categories: PackCategoriesRepository,
  ) {}

  run<T>(work: (tx: PackImportTransaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) =>
      work({
        rows: this.rows.within(manager),
        ledger: this.ledger.within(manager),
        packs: this.packs.within(manager),
        lines: this.lines.within(manager),
        categories: this.categories.within(manager),
      }),
    );
  }
}
