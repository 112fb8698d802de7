import { Module } from '@nestjs/common';
import { PackCsvController } from './pack-csv.controller.js';
import { PackDataModule } from './pack-data.module.js';
import { PackExportRepository } from './pack-export.repository.js';
import { PackCsvWriterService } from './pack-csv-writer.service.js';
import { PackExportService } from './pack-export.service.js';
import { PackImportLedgerRepository } from './pack-import-ledger.repository.js';
import { PackImportSweeper } from './pack-import-removal.js';
import { PackImportRepository } from './pack-import.repository.js';
import { PackImportService } from './pack-import.service.js';
import { PackImportTransactions } from './pack-import-transactions.js';
import { PackLayoutService } from './pack-layout.service.js';
import { PackLinesController } from './pack-lines.controller.js';
import { PackLinesService } from './pack-lines.service.js';
import { PacksReadService } from './packs-read.service.js';
import { PacksController } from './packs.controller.js';
import { PacksService } from './packs.service.js';

/**
 * Packs: gear lists of library items and bundles, with totals, layout and a checklist, and
 * LighterPack CSV import and export.
 */
@Module({
  imports: [PackDataModule],
  controllers: [PacksController, PackLinesController, PackCsvController],
  providers: [
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
  exports: [PackCsvWriterService],
})
export class PacksModule {}
