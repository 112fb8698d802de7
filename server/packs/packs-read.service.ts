import { Injectable } from '@nestjs/common';
import { BundleItemsRepository } from '@server/bundles/bundle-items.repository.js';
import { groupBy } from '@server/common/group-by.js';
import type {
  PackDetailDto,
  PackLineResponseDto,
  PackSummaryDto,
} from './dto/pack-response.dto.js';
import { PackCategoriesRepository } from './layout/pack-categories.repository.js';
import { placementsByPack } from './layout/pack-category-placements.js';
import { entriesByBundle } from './pack-computation.js';
import { lineNotFound, packNotFound } from './packs.errors.js';
import { PackLinesRepository } from './lines/pack-lines.repository.js';
import { toPackDetailDto, toPackLineResponseDto, toPackSummaryDto } from './packs.mapper.js';
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

  /** Four queries: the pack, its lines, its bundles' items, the categories (see details). */
  async detail(ownerId: string, id: string): Promise<PackDetailDto> {
    const [pack] = await this.details(ownerId, [id]);
    if (!pack) throw packNotFound();
    return pack;
  }

  /**
   * The pack page of each of these packs that exists and is the owner's, in the order asked,
   * in four queries however many packs: the packs, all their lines, all their bundles' items,
   * the categories with each pack's positions; only the first when none is found.
   */
  async details(ownerId: string, ids: readonly string[]): Promise<PackDetailDto[]> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return [];
    const found = new Map(
      (await this.packs.findMany(ownerId, wanted)).map((pack) => [pack.id, pack]),
    );
    const packs = wanted.flatMap((id) => found.get(id) ?? []);
    if (packs.length === 0) return [];
    const packIds = packs.map((pack) => pack.id);
    const [lines, bundleRows, placements] = await Promise.all([
      this.lines.detailRows(ownerId, packIds),
      this.bundleItems.forPacks(ownerId, packIds),
      this.packCategories.placements(ownerId, packIds),
    ]);
    const linesByPack = groupBy(lines, (line) => line.packId);
    const bundles = entriesByBundle(bundleRows);
    const libraryByPack = placementsByPack(placements, packIds);
    return packs.map((pack) =>
      toPackDetailDto(
        pack,
        linesByPack.get(pack.id) ?? [],
        bundles,
        libraryByPack.get(pack.id) ?? [],
      ),
    );
  }

  /** Three queries for all the owner's packs: packs, then every line and every bundle they hold. */
  async list(ownerId: string): Promise<PackSummaryDto[]> {
    // The packs first, their lines after, never side by side: an import commits a pack's last
    // lines before it reveals the pack, so lines read after the pack are all there. Read at once
    // on PostgreSQL's several connections, the lines could predate the import's last step while
    // the pack already shows (a half-written pack in the list).
    const packs = await this.packs.list(ownerId);
    const [lines, bundleRows] = await Promise.all([
      this.lines.totalsRows(ownerId),
      this.bundleItems.forAllPacks(ownerId),
    ]);
    const bundles = entriesByBundle(bundleRows);
    const byPack = groupBy(lines, (line) => line.packId);
    return packs.map((pack) => toPackSummaryDto(pack, byPack.get(pack.id) ?? [], bundles));
  }

  /** Which of these ids are packs of the owner's (one query). */
  async existing(ownerId: string, ids: readonly string[]): Promise<Set<string>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Set();
    return new Set((await this.packs.findMany(ownerId, wanted)).map((pack) => pack.id));
  }

  /** Each of these packs' name, by id (the owner's only): one query. */
  async names(ownerId: string, ids: readonly string[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    return new Map(
      (await this.packs.findMany(ownerId, wanted)).map((pack) => [pack.id, pack.name]),
    );
  }

  /**
   * The packs-list rows of these packs that exist and are the owner's (another module's view of
   * a few packs, e.g. a trip's), in no particular order: three queries however many packs.
   */
  async summaries(ownerId: string, ids: readonly string[]): Promise<PackSummaryDto[]> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return [];
    const packs = await this.packs.findMany(ownerId, wanted);
    if (packs.length === 0) return [];
    const packIds = packs.map((pack) => pack.id);
    const [lines, bundleRows] = await Promise.all([
      this.lines.totalsRowsFor(ownerId, packIds),
      this.bundleItems.forPacks(ownerId, packIds),
    ]);
    const bundles = entriesByBundle(bundleRows);
    const byPack = groupBy(lines, (line) => line.packId);
    return packs.map((pack) => toPackSummaryDto(pack, byPack.get(pack.id) ?? [], bundles));
  }

  async line(ownerId: string, packId: string, lineId: string): Promise<PackLineResponseDto> {
    const row = await this.lines.detailRow(ownerId, packId, lineId);
    if (!row) throw lineNotFound();
    const entries =
      row.bundleId === null ? [] : await this.bundleItems.forBundle(ownerId, row.bundleId);
    return toPackLineResponseDto(row, entriesByBundle(entries));
  }
}
