import { bundleTotals } from '@server/domain/pack-totals.js';
import { photoUrl } from '@server/photos/photo-url.js';
import type { BundleItemRow } from './bundle-items.repository.js';
import type { BundleEntity } from './bundle.entity.js';
import type { BundlesRepository, BundleWithTotals } from './bundles.repository.js';
import type {
  BundleDetailDto,
  BundleEntryDto,
  BundleSummaryDto,
} from './dto/bundle-response.dto.js';

type PackRefs = Awaited<ReturnType<BundlesRepository['usedInPacks']>>;

export const toBundleSummaryDto = ({
  bundle,
  itemCount,
  totalWeightMg,
}: BundleWithTotals): BundleSummaryDto => ({
  id: bundle.id,
  name: bundle.name,
  description: bundle.description,
  categoryId: bundle.categoryId,
  itemCount,
  totalWeightMg,
  createdAt: bundle.createdAt,
  updatedAt: bundle.updatedAt,
});

export const toBundleEntryDto = (row: BundleItemRow): BundleEntryDto => {
  const { photoId, ...item } = row.item;
  return {
    id: row.id,
    gearItemId: row.gearItemId,
    quantity: row.quantity,
    sortOrder: row.sortOrder,
    item: { ...item, photoUrl: photoUrl(photoId) },
  };
};

/**
 * One bundle with its entries. Its totals go through the pack maths (one line per entry,
 * nothing worn), so they match what the bundle adds to a pack.
 */
export function toBundleDetailDto(
  bundle: BundleEntity,
  rows: BundleItemRow[],
  usedInPacks: PackRefs,
): BundleDetailDto {
  const totals = bundleTotals(rows);
  return {
    ...toBundleSummaryDto({ bundle, itemCount: totals.itemCount, totalWeightMg: totals.total }),
    items: rows.map(toBundleEntryDto),
    priceByCurrency: totals.priceByCurrency,
    usedInPacks,
  };
}
