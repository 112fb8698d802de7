import {
  computePackTotals,
  packLineInputs,
  type BundleEntryFigures,
  type PackTotals,
  type WeightTotals,
} from '@server/domain/pack-totals.js';
import type { BundleItemRow } from '@server/bundles/bundle-items.repository.js';
import type { LineTotalsRow } from './lines/pack-line-rows.js';

export type BundleEntries = ReadonlyMap<string, readonly BundleItemRow[]>;

export interface ComputedPack {
  totals: PackTotals;
}

export function entriesByBundle(rows: readonly BundleItemRow[]): BundleEntries {
  const byBundle = new Map<string, BundleItemRow[]>();
  for (const row of rows) {
    const entries = byBundle.get(row.bundleId) ?? [];
    entries.push(row);
    byBundle.set(row.bundleId, entries);
  }
  return byBundle;
}

/** A bundle's entries as a line of it expands them. */
const entryFigures = ({ gearItemId, quantity, item }: BundleItemRow): BundleEntryFigures => ({
  gearItemId,
  quantity,
  weightMg: item.weightMg,
  priceMinor: item.priceMinor,
  currency: item.currency,
});

/** Totals of a pack's lines, in one pass (computePackTotals). Lines come in display order. */
export function computePack(lines: readonly LineTotalsRow[], bundles: BundleEntries): ComputedPack {
  const inputs = lines.flatMap((line) =>
    packLineInputs(
      line,
      line.bundleId === null ? [] : (bundles.get(line.bundleId) ?? []).map(entryFigures),
    ),
  );
  return { totals: computePackTotals(inputs) };
}

/** The weight figures under the names the API uses (Mg for milligrams). */
export const weightFigures = (totals: WeightTotals) => ({
  totalMg: totals.total,
  baseMg: totals.base,
  wornMg: totals.worn,
  consumableMg: totals.consumable,
  packWeightMg: totals.packWeight,
  itemCount: totals.itemCount,
});
