import { Injectable } from '@nestjs/common';
import { toLighterPackCsv } from '@server/domain/lighterpack-csv.js';
import { packNotFound } from '../packs.errors.js';
import { exportedItemIds, toExportRows } from './pack-export-rows.js';
import { PackExportRepository } from './pack-export.repository.js';
import { PacksReadService } from '../packs-read.service.js';

export interface ExportedFile {
  fileName: string;
  text: string;
}

/** Packs as LighterPack CSV files. */
@Injectable()
export class PackExportService {
  constructor(
    private readonly read: PacksReadService,
    private readonly items: PackExportRepository,
  ) {}

  /** One pack's file: the same path as lighterPackCsvs; another user's pack is a 404. */
  async lighterPackCsv(ownerId: string, packId: string): Promise<ExportedFile> {
    const file = (await this.lighterPackCsvs(ownerId, [packId])).get(packId);
    if (!file) throw packNotFound();
    return file;
  }

  /**
   * The file of each of these packs that exists and is the owner's, by pack id, in five
   * queries however many packs and items: the pack pages' four (PacksReadService.details), and
   * one for all their items' units, notes and links.
   */
  async lighterPackCsvs(
    ownerId: string,
    packIds: readonly string[],
  ): Promise<Map<string, ExportedFile>> {
    const packs = await this.read.details(ownerId, packIds);
    const fields = await this.items.itemFields(ownerId, [
      ...new Set(packs.flatMap(exportedItemIds)),
    ]);
    return new Map(
      packs.map((pack) => [
        pack.id,
        { fileName: `${pack.slug}.csv`, text: toLighterPackCsv(toExportRows(pack, fields)) },
      ]),
    );
  }
}
