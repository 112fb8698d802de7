import { bundleTotals } from '@domain/pack-totals';
import type {
  BundleChanges,
  BundleDetail,
  BundleEntry,
  BundleSummary,
} from '@client/lib/api/bundle-types';

/**
 * Pure changes to a loaded bundle, for showing an edit before the server has answered. The
 * totals are worked out with the same pack maths the server uses (server/bundles mapper), so
 * what shows at once is what the server then sends.
 */

/** One entry's weight: unit weight x quantity, rounded to whole mg as the totals round it. */
export const entryWeightMg = (entry: BundleEntry): number =>
  Math.round(entry.item.weightMg * entry.quantity);

/** The detail with its item count, total weight and prices worked out from its entries. */
export function withTotals(detail: BundleDetail): BundleDetail {
  const totals = bundleTotals(detail.items);
  return {
    ...detail,
    itemCount: totals.itemCount,
    totalWeightMg: totals.total,
    priceByCurrency: totals.priceByCurrency,
  };
}

const withItems = (detail: BundleDetail, items: BundleEntry[]): BundleDetail =>
  withTotals({ ...detail, items });

export const withEntryQuantity = (
  detail: BundleDetail,
  entryId: string,
  quantity: number,
): BundleDetail =>
  withItems(
    detail,
    detail.items.map((entry) => (entry.id === entryId ? { ...entry, quantity } : entry)),
  );

export const withoutEntry = (detail: BundleDetail, entryId: string): BundleDetail =>
  withItems(
    detail,
    detail.items.filter((entry) => entry.id !== entryId),
  );

/** The entry as the server answered it: in its place when the bundle has it, else last. */
export function withEntry(detail: BundleDetail, saved: BundleEntry): BundleDetail {
  const known = detail.items.some((entry) => entry.id === saved.id);
  return withItems(
    detail,
    known
      ? detail.items.map((entry) => (entry.id === saved.id ? saved : entry))
      : [...detail.items, saved],
  );
}

/** The entries in the order of `ids` (each entry's sortOrder its index); others keep theirs, last. */
export function withEntryOrder(detail: BundleDetail, ids: readonly string[]): BundleDetail {
  const position = new Map(ids.map((id, index) => [id, index]));
  const items = [...detail.items]
    .sort(
      (a, b) =>
        (position.get(a.id) ?? Number.MAX_SAFE_INTEGER) -
        (position.get(b.id) ?? Number.MAX_SAFE_INTEGER),
    )
    .map((entry, index) => ({ ...entry, sortOrder: index }));
  return { ...detail, items };
}

/** The ids with `activeId` moved to where `overId` is (a drop onto another entry). */
export function movedIds(
  entries: readonly BundleEntry[],
  activeId: string,
  overId: string,
): string[] {
  const ids = entries.map((entry) => entry.id);
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return ids;
  ids.splice(from, 1);
  ids.splice(to, 0, activeId);
  return ids;
}

/** The bundle's own fields changed (what PATCH takes, and when the server says it changed). */
export const withBundleChanges = (
  detail: BundleDetail,
  changes: BundleChanges & Partial<Pick<BundleDetail, 'updatedAt'>>,
): BundleDetail => ({
  ...detail,
  ...changes,
});

/** What the bundles list shows of a bundle. */
export const summaryOf = ({
  id,
  name,
  description,
  categoryId,
  itemCount,
  totalWeightMg,
  createdAt,
  updatedAt,
}: BundleDetail): BundleSummary => ({
  id,
  name,
  description,
  categoryId,
  itemCount,
  totalWeightMg,
  createdAt,
  updatedAt,
});

/** The list with one bundle as the detail now is (the list orders by name). */
export const withSummary = (
  list: BundleSummary[] | undefined,
  detail: BundleDetail,
): BundleSummary[] | undefined =>
  list === undefined
    ? undefined
    : sortByName([...list.filter((bundle) => bundle.id !== detail.id), summaryOf(detail)]);

/** The server's order: by name, case-insensitively, then id. */
export const sortByName = (list: BundleSummary[]): BundleSummary[] =>
  [...list].sort(
    (a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id.localeCompare(b.id),
  );
