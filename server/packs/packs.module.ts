import { Module } from '@nestjs/common';
import { BundleItemsRepository } from '@server/bundles/bundle-items.repository.js';
import { BundlesRepository } from '@server/bundles/bundles.repository.js';
import { GearCategoriesRepository } from '@server/gear/gear-categories.repository.js';
import { GearItemsRepository } from '@server/gear/gear-items.repository.js';
import { PackCategoriesRepository } from './layout/pack-categories.repository.js';
import { PackCsvController } from './pack-csv.controller.js';
import { PackExportRepository } from './export/pack-export.repository.js';
import { PackCsvWriterService } from './export/pack-csv-writer.service.js';
import { PackExportService } from './export/pack-export.service.js';
import { PackImportLedgerRepository } from './import/pack-import-ledger.repository.js';
import { PackImportSweeper } from './import/pack-import-removal.js';
import { PackImportRepository } from './import/pack-import.repository.js';
import { PackImportService } from './import/pack-import.service.js';
import { PackImportTransactions } from './import/pack-import.transactions.js';
import { PackLayoutService } from './layout/pack-layout.service.js';
import { PackLinesController } from './lines/pack-lines.controller.js';
import { PackLinesRepository } from './lines/pack-lines.repository.js';
import { PackLinesService } from './lines/pack-lines.service.js';
import { PackTransactions } from './packs.transactions.js';
import { PacksHoldingBundles } from './lines/packs-holding-bundles.service.js';
import { PacksReadService } from './packs-read.service.js';
import { PacksController } from './packs.controller.js';
import { PacksRepository } from './packs.repository.js';
import { PacksService } from './packs.service.js';

const repositories = [
  PacksRepository,
  PackLinesRepository,
  PackCategoriesRepository,
  // Packs hold bundles and library items. The bundles and gear modules keep their repositories
  // to themselves; these stateless instances read the same tables, for the ownership checks, a
  // bundle line's items and the items a pack line creates.
  BundlesRepository,
  BundleItemsRepository,
  GearItemsRepository,
  GearCategoriesRepository,
];

/**
 * Packs: gear lists of library items and bundles, with totals, layout and a checklist, and
 * LighterPack CSV import and export. Packs import bundles, never the reverse: what a change to a
 * bundle owes the packs holding it, this module provides (PacksHoldingBundles).
 */
@Module({
  controllers: [PacksController, PackLinesController, PackCsvController],
  providers: [
    ...repositories,
    PackTransactions,
    PacksHoldingBundles,
    PacksReadService,
    PacksService,
    PackLinesService,
    PackLayoutService,
    PackImportRepository,
    PackImportLedgerRepository,
    PackImportTransactions,
    PackImportSweeper,
    PackImportService,
    PackExportRepository,
    PackExportService,
    PackCsvWriterService,
  ],
  // PacksReadService: other modules (trips) read packs' totals through it, never the tables.
  // PackImportService: copying a public pack (server/public) writes it as an import does.
  exports: [PackCsvWriterService, PacksHoldingBundles, PacksReadService, PackImportService],
})
export class PacksModule {}
