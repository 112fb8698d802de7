import type { BundleItemRow } from '@server/bundles/bundle-items.repository.js';
import { entryMarks, type CategoryTotals } from '@server/domain/pack-totals.js';
import { groupBy } from '@server/common/group-by.js';
import { photoUrl } from '@server/photos/photo-url.js';
import type {
  CategoryTotalsDto,
  PackDetailDto,
  PackLineDto,
  PackLineItemDto,
  PackLineResponseDto,
  PackSummaryDto,
} from './dto/pack-response.dto.js';
import type { CategoryPlacementRow } from './layout/pack-categories.repository.js';
import { orderPackCategories, type OrderedCategory } from './layout/pack-category-order.js';
import { computePack, weightFigures, type BundleEntries } from './pack-computation.js';
import type { LineDetailRow, LineItemInfo, LineTotalsRow } from './lines/pack-line-rows.js';
import type { PackEntity } from './pack.entity.js';

/** The item as a line shows it, its empty fields left out (PackLineItemDto). */
function toLineItemDto(item: LineItemInfo): PackLineItemDto {
  const dto: PackLineItemDto = { name: item.name, weightMg: item.weightMg };
  if (item.brand !== '') dto.brand = item.brand;
  if (item.priceMinor !== null && item.currency !== null) {
    dto.priceMinor = item.priceMinor;
    dto.currency = item.currency;
  }
  const photo = photoUrl(item.photoId);
  if (photo !== null) dto.photoUrl = photo;
  if (item.url !== null) dto.url = item.url;
  if (item.notes !== '') dto.notes = item.notes;
  if (item.retired) dto.retired = true;
  return dto;
}

/** A line in its category: only the flags that are set, its item or its bundle. */
export function toPackLineDto(row: LineDetailRow, bundles: BundleEntries): PackLineDto {
  const line: PackLineDto = {
    id: row.id,
    kind: row.bundleId === null ? 'item' : 'bundle',
    quantity: row.quantity,
  };
  if (row.gearItemId !== null) line.gearItemId = row.gearItemId;
  if (row.bundleId !== null) line.bundleId = row.bundleId;
  if (row.worn) line.worn = true;
  if (row.consumable) line.consumable = true;
  if (row.packed) line.packed = true;
  if (row.item) line.item = toLineItemDto(row.item);
  if (row.bundle && row.bundleId !== null) {
    line.bundle = {
      ...row.bundle,
      items: (bundles.get(row.bundleId) ?? []).map((entry: BundleItemRow) => ({
        gearItemId: entry.gearItemId,
        name: entry.item.name,
        brand: entry.item.brand,
        quantity: entry.quantity,
        weightMg: entry.item.weightMg,
        priceMinor: entry.item.priceMinor,
        currency: entry.item.currency,
        ...entryMarks(row, entry.gearItemId),
      })),
    };
  }
  return line;
}

/** One line on its own (added or changed), with its category. */
export const toPackLineResponseDto = (
  row: LineDetailRow,
  bundles: BundleEntries,
): PackLineResponseDto => ({ ...toPackLineDto(row, bundles), categoryId: row.categoryId });

/** Lines grouped by the pack's category order; within a category they keep their sortOrder. */
function inCategoryOrder<T extends LineTotalsRow>(lines: T[], categories: OrderedCategory[]): T[] {
  const position = new Map(categories.map((category) => [category.categoryId, category.sortOrder]));
  const rank = (line: T) => position.get(line.categoryId) ?? categories.length;
  return [...lines].sort((a, b) => rank(a) - rank(b));
}

/** A category present only through an empty bundle still gets its row, at zero. */
const NO_TOTALS: CategoryTotals = {
  categoryId: null,
  total: 0,
  base: 0,
  worn: 0,
  consumable: 0,
  packWeight: 0,
  itemCount: 0,
  priceByCurrency: {},
  items: [],
};

function categoryTotals(category: OrderedCategory, computed: CategoryTotals): CategoryTotalsDto {
  return {
    categoryId: category.categoryId,
    totalMg: computed.total,
    baseMg: computed.base,
    wornMg: computed.worn,
    consumableMg: computed.consumable,
    itemCount: computed.itemCount,
    priceByCurrency: computed.priceByCurrency,
  };
}

/**
 * The pack page: categories present in pack order, lines in that order, and totals with the
 * worn rule and bundles expanded (computePackTotals), overall and per category. `bundles` may
 * hold other packs' bundles too (several packs read at once): only the pack's lines look in it.
 */
export function toPackDetailDto(
  pack: PackEntity,
  rows: LineDetailRow[],
  bundles: BundleEntries,
  library: CategoryPlacementRow[],
): PackDetailDto {
  // A category the owner no longer has cannot be shown as one: such lines are uncategorized.
  const known = new Set(library.map((category) => category.id));
  const normalized = rows.map((row) =>
    row.categoryId === null || known.has(row.categoryId) ? row : { ...row, categoryId: null },
  );
  const present = new Set(normalized.map((line) => line.categoryId));
  const categories = orderPackCategories(present, library, pack.uncategorizedSortOrder);
  const lines = inCategoryOrder(normalized, categories);
  const { totals } = computePack(lines, bundles);
  const linesOf = groupBy(lines, (line) => line.categoryId ?? '');
  const computed = new Map(totals.byCategory.map((category) => [category.categoryId, category]));
  return {
    id: pack.id,
    name: pack.name,
    description: pack.description,
    slug: pack.slug,
    isPublic: pack.isPublic,
    createdAt: pack.createdAt,
    updatedAt: pack.updatedAt,
    categories: categories.map((category) => ({
      ...category,
      lines: (linesOf.get(category.categoryId ?? '') ?? []).map((line) =>
        toPackLineDto(line, bundles),
      ),
    })),
    totals: {
      ...weightFigures(totals),
      priceByCurrency: totals.priceByCurrency,
      byCategory: categories.map((category) =>
        categoryTotals(category, computed.get(category.categoryId) ?? NO_TOTALS),
      ),
    },
  };
}

/** A row of the packs list; `lines` are this pack's. */
export function toPackSummaryDto(
  pack: PackEntity,
  lines: LineTotalsRow[],
  bundles: BundleEntries,
): PackSummaryDto {
  return {
    id: pack.id,
    name: pack.name,
    description: pack.description,
    slug: pack.slug,
    lineCount: lines.length,
    isPublic: pack.isPublic,
    totals: weightFigures(computePack(lines, bundles).totals),
    updatedAt: pack.updatedAt,
  };
}
