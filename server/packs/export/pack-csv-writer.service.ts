import { Injectable } from '@nestjs/common';
import { PackExportService } from './pack-export.service.js';

/**
 * The account export's LighterPack files: each pack exactly as `GET /api/packs/:id/export.csv`
 * writes it, so the two can never disagree. The account module binds it to its PackCsvWriter
 * (which is checked there): packs know nothing of the account.
 */
@Injectable()
export class PackCsvWriterService {
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
