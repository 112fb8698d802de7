import { Injectable } from '@nestjs/common';
import { BundleItemsRepository } from '@server/bundles/bundle-items.repository.js';
import type { PackDetailDto, PackLineDto, PackSummaryDto } from './dto/pack-response.dto.js';
import { PackCategoriesRepository } from './pack-categories.repository.js';
import { entriesByBundle } from './pack-computation.js';
import { lineNotFound, packNotFound } from './pack-errors.js';
import type { LineTotalsRow } from './pack-line-rows.js';
import { PackLinesRepository } from './pack-lines.repository.js';
import { toPackDetailDto, toPackLineDto, toPackSummaryDto } from './packs.mapper.js';
import { PacksRepository } from './packs.repository.js';

/**
 * Reads packs in a fixed number of queries, whatever they hold: everything is fetched in a few
 * set-based queries and the totals are computed in memory, one pass per pack.
 */
@Injectable()
export class PacksReadService {
  constructor(
    private readonly packs: PacksRepository,
    private readonly lines: PackLinesRepository,
    private readonly bundleItems: BundleItemsRepository,
    private readonly packCategories: PackCategoriesRepository,
  ) {}

  /** Four queries: the pack, its lines, its bundles' items, the categories. */
  async detail(ownerId: string, id: string): Promise<PackDetailDto> {
    const pack = await this.packs.findOne(ownerId, id);
    if (!pack) throw packNotFound();
    const [lines, bundleRows, library] = await Promise.all([
      this.lines.detailRows(ownerId, id),
      this.bundleItems.forPack(ownerId, id),
      this.packCategories.placements(ownerId, id),
    ]);
    return toPackDetailDto(pack, lines, bundleRows, library);
  }

  /** Three queries for all the owner's packs: packs, every line, every bundle they hold. */
  async list(ownerId: string): Promise<PackSummaryDto[]> {
    const [packs, lines, bundleRows] = await Promise.all([
      this.packs.list(ownerId),
      this.lines.totalsRows(ownerId),
      this.bundleItems.forAllPacks(ownerId),
    ]);
    const bundles = entriesByBundle(bundleRows);
    const byPack = new Map<string, LineTotalsRow[]>();
    for (const line of lines) {
      const packLines = byPack.get(line.packId) ?? [];
      packLines.push(line);
      byPack.set(line.packId, packLines);
    }
    return packs.map((pack) => toPackSummaryDto(pack, byPack.get(pack.id) ?? [], bundles));
  }

  async line(ownerId: string, packId: string, lineId: string): Promise<PackLineDto> {
    const row = await this.lines.detailRow(ownerId, packId, lineId);
    if (!row) throw lineNotFound();
    const entries =
      row.bundleId === null ? [] : await this.bundleItems.forBundle(ownerId, row.bundleId);
    return toPackLineDto(row, entriesByBundle(entries));
  }
}
