import { MAX_PACK_LINES } from '@server/domain/pack-limits.js';
import { packFull, packNotFound } from '../packs.errors.js';
import { planWrites, type ImportWrites } from './pack-import-plan.js';
import type { ImportLine } from './pack-import-rows.js';
import type { PackImportTransaction } from './pack-import.transactions.js';

/** A checked file, and what to do with it. */
export interface ImportToPlan {
  currency: string;
  lines: ImportLine[];
  updateLibrary: boolean;
  /** One of the owner's packs the rows join; null: a new pack. */
  intoPackId: string | null;
}

/** An existing pack an import adds lines to. */
export interface ImportTarget {
  id: string;
  name: string;
  slug: string;
}

export interface PlannedImport {
  /** Null: the import makes a new pack. */
  target: ImportTarget | null;
  writes: ImportWrites;
}

const count = (n: number) => n.toLocaleString('en');

/**
 * The target pack can take `adds` more lines: a 409 naming the pack and both counts otherwise.
 * `tx.lines.sizes` counts as MAX_PACK_LINES does (each of a bundle's items).
 */
export async function assertRoomFor(
  tx: PackImportTransaction,
  ownerId: string,
  target: ImportTarget,
  adds: number,
): Promise<void> {
  const size = (await tx.lines.sizes(ownerId, [target.id])).get(target.id) ?? 0;
  if (size + adds <= MAX_PACK_LINES) return;
  throw packFull(
    `“${target.name}” holds ${count(size)} items and this file would add ${count(adds)}: ` +
      `a pack holds at most ${count(MAX_PACK_LINES)} (each of a bundle’s items counts)`,
  );
}

async function findTarget(
  tx: PackImportTransaction,
  ownerId: string,
  packId: string,
): Promise<ImportTarget> {
  const pack = await tx.packs.findOne(ownerId, packId);
  if (!pack) throw packNotFound();
  return { id: pack.id, name: pack.name, slug: pack.slug };
}

/**
 * Plans an import against what the owner has now: the target pack (another user's answers
 * 404, a full one 409), the library's categories and the items named like a row, with their
 * values (to report how the file differs), and which of them the target pack holds already.
 * The preview stops here; the import's first step writes the plan.
 */
export async function planImport(
  tx: PackImportTransaction,
  ownerId: string,
  file: ImportToPlan,
  newId: () => string,
): Promise<PlannedImport> {
  const target = file.intoPackId === null ? null : await findTarget(tx, ownerId, file.intoPackId);
  const { library, nextSortOrder } = await tx.rows.categories(ownerId);
  // Names keep their spaces (as LighterPack's do) but match trimmed: ask for both spellings.
  const lowerNames = [
    ...new Set(
      file.lines.flatMap(({ item }) => [item.name.toLowerCase(), item.name.trim().toLowerCase()]),
    ),
  ];
  const candidates = await tx.rows.itemsNamed(ownerId, lowerNames);
  const packQuantities = target
    ? await tx.rows.packQuantities(
        ownerId,
        target.id,
        candidates.map((candidate) => candidate.id),
      )
    : null;
  const writes = planWrites(
    file.lines,
    file.currency,
    { categories: library, nextSortOrder, candidates },
    newId,
    { updateLibrary: file.updateLibrary, packQuantities },
  );
  if (target) await assertRoomFor(tx, ownerId, target, writes.lines.length);
  return { target, writes };
}
