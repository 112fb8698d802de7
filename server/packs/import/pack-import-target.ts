import type { CategoryPlacementRow } from '../layout/pack-categories.repository.js';
import { placementsByPack } from '../layout/pack-category-placements.js';
import { orderPackCategories } from '../layout/pack-category-order.js';
import { packNotFound } from '../packs.errors.js';
import type { PackCategoryLayout } from './pack-import-plan.js';
import { assertRoomFor, type ImportTarget } from './pack-import-planner.js';
import type { PackImportTransaction } from './pack-import.transactions.js';

/** A pack's categories as it shows them: which it has lines in, and where it placed them. */
export interface ShownCategories {
  present: ReadonlySet<string | null>;
  /** Every category of the owner in library order, with this pack's position or null. */
  library: readonly CategoryPlacementRow[];
  uncategorizedSortOrder: number | null;
}

/**
 * The target pack's category places once the import's lines join it: the categories it shows
 * stay in the order it shows them, and the ones only the import brings follow, in the file's
 * order. Null when the import brings none: the pack's places stay as they are (its new lines
 * go at the end of their categories).
 */
export function categoryPlacesAfterImport(
  target: ShownCategories,
  imported: ShownCategories,
): PackCategoryLayout | null {
  const shown = orderPackCategories(target.present, target.library, target.uncategorizedSortOrder);
  const brought = orderPackCategories(
    imported.present,
    imported.library,
    imported.uncategorizedSortOrder,
  ).filter(({ categoryId }) => !target.present.has(categoryId));
  if (brought.length === 0) return null;
  const layout: PackCategoryLayout = { positions: [], uncategorizedSortOrder: null };
  [...shown, ...brought].forEach(({ categoryId }, sortOrder) => {
    if (categoryId === null) layout.uncategorizedSortOrder = sortOrder;
    else layout.positions.push({ categoryId, sortOrder });
  });
  return layout;
}

/** The hidden pack's categories: its layout says which it has lines in (the file's order). */
const importedPresent = (layout: PackCategoryLayout): Set<string | null> => {
  const present = new Set<string | null>(layout.positions.map(({ categoryId }) => categoryId));
  if (layout.uncategorizedSortOrder !== null) present.add(null);
  return present;
};

/**
 * The last step of an import into an existing pack: the pack must still be there (another
 * user's or a deleted one answers 404) and have room; categories it did not show get places
 * after its own; the hidden pack's lines move to its end in one statement; the hidden pack
 * goes. Locked as adding a line locks it, so the room checked is the room there is.
 */
export async function revealInTarget(
  tx: PackImportTransaction,
  ownerId: string,
  hidden: { packId: string; layout: PackCategoryLayout; lines: number },
  target: ImportTarget,
): Promise<void> {
  const pack = await tx.packs.lockOne(ownerId, target.id);
  if (!pack) throw packNotFound();
  await assertRoomFor(tx, ownerId, target, hidden.lines);
  const placements = placementsByPack(
    await tx.categories.placements(ownerId, [target.id, hidden.packId]),
    [target.id, hidden.packId],
  );
  const places = categoryPlacesAfterImport(
    {
      present: await tx.rows.presentCategories(ownerId, target.id),
      library: placements.get(target.id) ?? [],
      uncategorizedSortOrder: pack.uncategorizedSortOrder,
    },
    {
      present: importedPresent(hidden.layout),
      library: placements.get(hidden.packId) ?? [],
      uncategorizedSortOrder: hidden.layout.uncategorizedSortOrder,
    },
  );
  await tx.rows.moveLines(ownerId, hidden.packId, target.id);
  await tx.ledger.deletePack(ownerId, hidden.packId);
  if (places) await tx.categories.replace(ownerId, target.id, places.positions);
  await tx.packs.update(
    ownerId,
    target.id,
    places ? { uncategorizedSortOrder: places.uncategorizedSortOrder } : {},
  );
}
