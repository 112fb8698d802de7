import { MAX_QUANTITY } from '@server/domain/pack-limits.js';
import { entryMarks, multiplyQuantities, type EntryFlags } from '@server/domain/pack-totals.js';
import type { PackTransaction } from '../packs.transactions.js';

export interface BundleLineToExpand {
  id: string;
  packId: string;
  bundleId: string | null;
  quantity: number;
  worn: boolean;
  consumable: boolean;
  packed: boolean;
  entryFlags: EntryFlags;
}

interface PlacedLine {
  id: string;
  gearItemId: string | null;
  quantity: number;
}

export interface ExpansionPlan {
  /** Lines of items already in the pack, with their new quantities. */
  quantities: { id: string; quantity: number }[];
  /** Items not yet in the pack: one new line each, in the bundle's order. */
  newLines: { gearItemId: string; quantity: number }[];
}

/**
 * What expanding a bundle line changes: each bundle item becomes line quantity x item
 * quantity of that item (at most MAX_QUANTITY: the pack and bundle rules keep it so); an item
 * the pack already has a line for adds to that line (a pack keeps one line per item). Past
 * MAX_QUANTITY the sum stays at the maximum rather than failing, since deleting a bundle expands
 * it and must not fail. The pack does not grow: the bundle line counted as many items as it
 * becomes lines (or more, when some add to existing lines), so MAX_PACK_LINES still holds.
 */
export function planExpansion(
  bundleLine: Pick<BundleLineToExpand, 'quantity'>,
  entries: readonly { gearItemId: string; quantity: number }[],
  packLines: readonly PlacedLine[],
): ExpansionPlan {
  const byItem = new Map(
    packLines.flatMap((line) => (line.gearItemId ? [[line.gearItemId, line]] : [])),
  );
  const plan: ExpansionPlan = { quantities: [], newLines: [] };
  for (const entry of entries) {
    const quantity = multiplyQuantities(bundleLine.quantity, entry.quantity);
    const existing = byItem.get(entry.gearItemId);
    if (existing) {
      const sum = Math.round((existing.quantity + quantity) * 100) / 100;
      plan.quantities.push({ id: existing.id, quantity: Math.min(sum, MAX_QUANTITY) });
    } else {
      plan.newLines.push({ gearItemId: entry.gearItemId, quantity });
    }
  }
  return plan;
}

/** The pack's line order with the bundle line replaced by the new lines, where it was. */
export function orderAfterExpansion(
  orderedIds: readonly string[],
  bundleLineId: string,
  newIds: readonly string[],
): string[] {
  return orderedIds.flatMap((id) => (id === bundleLineId ? [...newIds] : [id]));
}

/**
 * Replaces a bundle line by plain item lines, in the caller's transaction: the new lines keep
 * the bundle line's flags (worn and consumable as each item was marked, packed) and its place
 * in the pack.
 */
export async function expandBundleLineInPack(
  tx: PackTransaction,
  ownerId: string,
  line: BundleLineToExpand,
): Promise<void> {
  if (line.bundleId === null) return;
  // Other writes to the pack's lines wait until this one is done.
  await tx.packs.lockOne(ownerId, line.packId);
  const entries = await tx.bundleItems.forBundle(ownerId, line.bundleId);
  const packLines = await tx.lines.ordered(ownerId, line.packId);
  const plan = planExpansion(line, entries, packLines);
  await tx.lines.setQuantities(ownerId, line.packId, plan.quantities);
  const newIds = await tx.lines.insert(
    ownerId,
    plan.newLines.map(({ gearItemId, quantity }) => ({
      packId: line.packId,
      gearItemId,
      quantity,
      ...entryMarks(line, gearItemId),
      packed: line.packed,
      sortOrder: 0,
    })),
  );
  const order = orderAfterExpansion(
    packLines.map((packLine) => packLine.id),
    line.id,
    newIds,
  );
  await tx.lines.delete(ownerId, line.packId, line.id);
  await tx.lines.setOrder(ownerId, line.packId, order);
  await tx.packs.update(ownerId, line.packId);
}
