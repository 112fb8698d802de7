import { computePackTotals, packLineInputs } from '@domain/pack-totals.js';
import type {
  CategoryTotals,
  PackCategory,
  PackDetail,
  PackLine,
} from '@client/features/packs/api/types.js';

/** How the server shows lines without a category (server/packs/pack-category-order.ts). */
export const UNCATEGORIZED: PackCategory = {
  categoryId: null,
  name: 'Uncategorized',
  color: '#6b7280',
  sortOrder: 0,
};

/**
 * The pack's figures from its lines, with the server's rules, and each line's total weight (a
 * bundle line's is the sum of its expanded items): the server sends no per-line totals.
 */
export function computeLines(lines: readonly PackLine[]) {
  const packLineOf = new Map<string, string>();
  const inputs = lines.flatMap((line) =>
    // A bundle line's items carry their marks in this pack (as sent, or as an edit set them).
    packLineInputs(line, line.bundle?.items).map((input) => {
      packLineOf.set(input.lineId, line.id);
      return input;
    }),
  );
  const computed = computePackTotals(inputs);
  const lineTotalMg = new Map(lines.map((line) => [line.id, 0]));
  for (const { items } of computed.byCategory) {
    for (const { lineId, totalMg } of items) {
      const packLineId = packLineOf.get(lineId) ?? lineId;
      lineTotalMg.set(packLineId, (lineTotalMg.get(packLineId) ?? 0) + totalMg);
    }
  }
  return { computed, lineTotalMg };
}

/** The categories the lines use, in the pack's order; Uncategorized joins last if it was not. */
function presentCategories(pack: PackDetail): PackCategory[] {
  const used = new Set(pack.lines.map((line) => line.categoryId));
  const kept = pack.categories.filter((category) => used.has(category.categoryId));
  if (used.has(null) && !kept.some((category) => category.categoryId === null)) {
    kept.push(UNCATEGORIZED);
  }
  return kept.map((category, sortOrder) => ({ ...category, sortOrder }));
}

/**
 * The pack with its figures worked out here, with the server's rules (@domain/pack-totals):
 * what an optimistic update shows until the server's own figures arrive. Lines are put in
 * category order and numbered; a category left without lines goes.
 */
export function withTotals(pack: PackDetail): PackDetail {
  const categories = presentCategories(pack);
  const rank = new Map(categories.map((category) => [category.categoryId, category.sortOrder]));
  const lines = pack.lines
    .map((line, index) => ({ line, index }))
    .sort(
      (a, b) =>
        (rank.get(a.line.categoryId) ?? categories.length) -
          (rank.get(b.line.categoryId) ?? categories.length) || a.index - b.index,
    )
    // A line that keeps its place keeps its identity, so its row need not draw again.
    .map(({ line }, sortOrder) => (line.sortOrder === sortOrder ? line : { ...line, sortOrder }));

  const { computed, lineTotalMg } = computeLines(lines);
  const byId = new Map(computed.byCategory.map((category) => [category.categoryId, category]));
  const byCategory = categories.map((category): CategoryTotals => {
    const figures = byId.get(category.categoryId);
    return {
      categoryId: category.categoryId,
      totalMg: figures?.total ?? 0,
      baseMg: figures?.base ?? 0,
      wornMg: figures?.worn ?? 0,
      consumableMg: figures?.consumable ?? 0,
      itemCount: figures?.itemCount ?? 0,
      priceByCurrency: figures?.priceByCurrency ?? {},
      items: lines
        .filter((line) => line.categoryId === category.categoryId)
        .map((line) => ({ lineId: line.id, totalMg: lineTotalMg.get(line.id) ?? 0 })),
    };
  });
  return {
    ...pack,
    categories,
    lines,
    totals: {
      totalMg: computed.total,
      baseMg: computed.base,
      wornMg: computed.worn,
      consumableMg: computed.consumable,
      packWeightMg: computed.packWeight,
      itemCount: computed.itemCount,
      priceByCurrency: computed.priceByCurrency,
      byCategory,
    },
  };
}

/** Each line's total weight, as the pack's totals give it. */
export function lineTotals(pack: PackDetail): Map<string, number> {
  return new Map(
    pack.totals.byCategory.flatMap((category) =>
      category.items.map((item) => [item.lineId, item.totalMg] as const),
    ),
  );
}

/** One bundle's weight: each of its items times its quantity in the bundle. */
export const bundleWeightMg = (line: PackLine): number =>
  (line.bundle?.items ?? []).reduce(
    (sum, entry) => sum + Math.round(entry.weightMg * entry.quantity),
    0,
  );

/** The weight of one unit of the line: the item's, or one whole bundle's. */
export const unitWeightMg = (line: PackLine): number =>
  line.item ? line.item.weightMg : bundleWeightMg(line);

/** What the line is called: the item's or the bundle's name. */
export const lineName = (line: PackLine): string => line.item?.name ?? line.bundle?.name ?? '';

export interface PackSection {
  category: PackCategory;
  totals: CategoryTotals | undefined;
  lines: PackLine[];
}

/** The pack as it shows: each category with its figures and its lines, in order. */
export function packSections(pack: PackDetail): PackSection[] {
  const totals = new Map(pack.totals.byCategory.map((c) => [c.categoryId, c]));
  return pack.categories.map((category) => ({
    category,
    totals: totals.get(category.categoryId),
    lines: pack.lines.filter((line) => line.categoryId === category.categoryId),
  }));
}
