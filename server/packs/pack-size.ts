import { invalidField } from '@server/common/errors.js';
import { MAX_PACK_LINES, MAX_QUANTITY } from '@server/domain/pack-limits.js';
import { multiplyQuantities } from '@server/domain/pack-totals.js';
import { bundleFull, packFull } from './packs.errors.js';
import type { PackTransaction } from './packs.transactions.js';

/**
 * The pack limits that need the database: a pack holds at most MAX_PACK_LINES items (a bundle
 * line counting each of its bundle's items, an empty one counting one), and no item more than
 * MAX_QUANTITY times (for a bundle's item: the line's quantity times the bundle's). So a pack's
 * totals stay exact and its LighterPack export, one row per item, is a file the import takes.
 * Each check runs in the caller's transaction, after the pack or bundle it changes is locked.
 */

const count = (n: number) => n.toLocaleString('en');

/** How many items a bundle line counts for. */
export const bundleLineSize = (entries: number): number => Math.max(1, entries);

/** The most `other` may be multiplied by and stay within MAX_QUANTITY, to the cent. */
export const largestFactor = (other: number): number =>
  other === 0 ? MAX_QUANTITY : Math.floor((MAX_QUANTITY / other) * 100) / 100;

const withinQuantity = (a: number, b: number): boolean => multiplyQuantities(a, b) <= MAX_QUANTITY;

/** Before adding a line of `quantity` for an item (1 item) or a bundle to the pack. */
export async function assertRoomForLine(
  tx: PackTransaction,
  ownerId: string,
  packId: string,
  target: { gearItemId: string } | { bundleId: string },
  quantity: number,
): Promise<void> {
  let adds = 1;
  if ('bundleId' in target) {
    const bundle = await tx.bundleItems.summary(ownerId, target.bundleId);
    assertBundleLineQuantity(quantity, bundle.largestQuantity);
    adds = bundleLineSize(bundle.count);
  }
  const size = (await tx.lines.sizes(ownerId, [packId])).get(packId) ?? 0;
  if (size + adds > MAX_PACK_LINES) {
    throw packFull(
      `A pack holds at most ${count(MAX_PACK_LINES)} items (each of a bundle’s items counts): ` +
        `this one has ${count(size)}, and this would add ${count(adds)}`,
    );
  }
}

/** A bundle line's quantity, the bundle holding at most `largestEntry` of one item. */
export function assertBundleLineQuantity(quantity: number, largestEntry: number): void {
  if (withinQuantity(quantity, largestEntry)) return;
  throw invalidField(
    'quantity',
    `quantity must be at most ${largestFactor(largestEntry)} for this bundle: it holds ` +
      `${largestEntry} of an item, and a pack holds at most ${MAX_QUANTITY} of each`,
  );
}

/**
 * Before a bundle holds `quantity` of an item (`newEntry`: an item it did not hold): every pack
 * holding the bundle must stay within both limits, and the bundle within MAX_PACK_LINES items.
 */
export async function assertRoomForBundleEntry(
  tx: PackTransaction,
  ownerId: string,
  bundleId: string,
  quantity: number,
  newEntry: boolean,
): Promise<void> {
  const holding = await tx.lines.usingBundle(ownerId, bundleId);
  const busiest = holding.reduce((most, line) => Math.max(most, line.quantity), 0);
  if (!withinQuantity(busiest, quantity)) {
    throw invalidField(
      'quantity',
      `quantity must be at most ${largestFactor(busiest)}: a pack holds ${busiest} of this ` +
        `bundle, and a pack holds at most ${MAX_QUANTITY} of each item`,
    );
  }
  if (!newEntry) return;
  const { count: entries } = await tx.bundleItems.summary(ownerId, bundleId);
  if (entries >= MAX_PACK_LINES) throw bundleFull(MAX_PACK_LINES);
  // An empty bundle's line already counts one item: its first entry takes that place.
  if (entries === 0 || holding.length === 0) return;
  const sizes = await tx.lines.sizes(ownerId, [...new Set(holding.map((line) => line.packId))]);
  const full = [...sizes].filter(([, size]) => size + 1 > MAX_PACK_LINES).map(([id]) => id);
  if (full.length === 0) return;
  const names = (await tx.packs.findMany(ownerId, full)).map((pack) => `“${pack.name}”`);
  throw packFull(
    `Another item in this bundle would take ${names.join(', ')} past ` +
      `${count(MAX_PACK_LINES)} items (each of a bundle’s items counts)`,
  );
}

/** Before copying a pack: only one made before these limits could be too large to copy. */
export async function assertCopyable(
  tx: PackTransaction,
  ownerId: string,
  packId: string,
): Promise<void> {
  const size = (await tx.lines.sizes(ownerId, [packId])).get(packId) ?? 0;
  if (size > MAX_PACK_LINES) {
    throw packFull(
      `A pack holds at most ${count(MAX_PACK_LINES)} items: this one has ${count(size)}, ` +
        'too many to copy',
    );
  }
}
