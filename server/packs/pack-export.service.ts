import { Injectable } from '@nestjs/common';
import { toLighterPackCsv } from '@server/domain/lighterpack-csv.js';
import { exportedItemIds, toExportRows } from './pack-export-rows.js';
import { PackExportRepository } from './pack-export.repository.js';
import { PacksReadService } from './packs-read.service.js';

export interface ExportedFile {
  fileName: string;
  text: string;
}

/** A pack as a LighterPack CSV file. */
@Injectable()
export class PackExportService {
  constructor(
    private readonly read: PacksReadService,
    private readonly items: PackExportRepository,
  ) {}

  /**
   * Five queries whatever the pack holds: the pack page's four (another user's pack is a 404
   * there), and one for the items' units, notes and links.
   */
  async lighterPackCsv(ownerId: string, packId: string): Promise<ExportedFile> {
    const pack = await this.read.detail(ownerId, packId);
    const fields = await this.items.itemFields(ownerId, [...new Set(exportedItemIds(pack))]);
    return { fileName: `${pack.slug}.csv`, text: toLighterPackCsv(toExportRows(pack, fields)) };
  }
}
