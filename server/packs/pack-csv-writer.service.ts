import { Injectable, NotFoundException } from '@nestjs/common';
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
   * Five queries per pack (the pack export's own), one pack at a time: the export is a rare,
   * one-click download, and reusing the per-pack export keeps a single CSV writer. A pack
   * deleted since the export's snapshot is left out.
   */
  async writePacks(ownerId: string, packIds: readonly string[]) {
    const files = new Map<string, string>();
    for (const packId of packIds) {
      try {
        files.set(packId, (await this.exports.lighterPackCsv(ownerId, packId)).text);
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    }
    return files;
  }
}

const isNotFound = (error: unknown) => error instanceof NotFoundException;
