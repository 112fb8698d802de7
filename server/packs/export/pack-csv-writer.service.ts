import { Injectable } from '@nestjs/common';
import type { PackCsvWriter } from '@server/account/export/pack-csv-writer.js';
import { PackExportService } from './pack-export.service.js';

/**
 * The account export's LighterPack files: each pack exactly as `GET /api/packs/:id/export.csv`
 * writes it, so the two can never disagree.
 */
@Injectable()
export class PackCsvWriterService implements PackCsvWriter {
  constructor(private readonly exports: PackExportService) {}

  /**
   * All the packs in the pack export's five queries, however many packs
   * (PackExportService.lighterPackCsvs). A pack deleted since the export read it is left
   * out.
   */
  async writePacks(ownerId: string, packIds: readonly string[]) {
    const files = await this.exports.lighterPackCsvs(ownerId, packIds);
    return new Map([...files].map(([packId, file]) => [packId, file.text]));
  }
}
