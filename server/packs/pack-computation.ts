import {
  computePackTotals,
  expandBundleLine,
  type PackLineInput,
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

/**
 * A pack line as the totals see it. A bundle line becomes one line per bundle item, read from
 * the bundle now (so editing a bundle changes every pack holding it), all counted in the bundle
 * line's category: the pack shows the bundle where its line is.
 */
function toInputs(line: LineTotalsRow, bundles: BundleEntries): PackLineInput[] {
  const { id: lineId, categoryId, quantity, worn, consumable } = line;
  if (line.item) {
    const { weightMg, priceMinor, currency } = line.item;
    return [
      {
        lineId,
        categoryId,
        quantity,
        worn,
        consumable,
        unitWeightMg: weightMg,
        unitPriceMinor: priceMinor,
        currency,
      },
    ];
  }
  const entries = line.bundleId === null ? [] : (bundles.get(line.bundleId) ?? []);
  return expandBundleLine(
    { lineId, quantity, worn, consumable, categoryId, entryFlags: line.entryFlags },
    entries.map((entry) => ({
      gearItemId: entry.gearItemId,
      quantity: entry.quantity,
      unitWeightMg: entry.item.weightMg,
      unitPriceMinor: entry.item.priceMinor,
      currency: entry.item.currency,
      categoryId: entry.item.categoryId,
    })),
  );
}

/** Totals of a pack's lines, in one pass (computePackTotals). Lines come in display order. */
export function computePack(lines: readonly LineTotalsRow[], bundles: BundleEntries): ComputedPack {
  const inputs = lines.flatMap((line) => toInputs(line, bundles));
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
