import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type {
  AlreadyInPackDto,
  ImportedPackDto,
  MatchedItemDto,
} from '../dto/import-pack-result.dto.js';
import type { ImportEntry } from './pack-import-ledger.repository.js';
import type { ImportWrites, NamedItem } from './pack-import-plan.js';
import { planImport, type ImportTarget, type ImportToPlan } from './pack-import-planner.js';
import { removeImport } from './pack-import-removal.js';
import { revealInTarget } from './pack-import-target.js';
import { cutIntoSteps, type RowBatch, type StepWrite } from './pack-import-steps.js';
import type { PackImportTransaction, PackImportTransactions } from './pack-import.transactions.js';
import { slugify, uniqueSlug } from '../slug.js';

export interface ImportToWrite extends ImportToPlan {
  /** The new pack's name and description (unused into an existing pack). */
  name: string;
  description?: string;
}

export interface WrittenImport {
  pack: ImportedPackDto;
  createdItems: number;
  matchedItems: MatchedItemDto[];
  updatedItems: number;
  addedLines: number;
  alreadyInPack: AlreadyInPackDto[];
  /** The items and categories it added to the library, by name. */
  newItems: NamedItem[];
  newCategories: string[];
}

/** The import's row went before it was done (taken for dead and removed, or its owner deleted). */
export class ImportRemovedError extends Error {
  constructor() {
    super('The import was removed before it finished');
    this.name = 'ImportRemovedError';
  }
}

const logger = new Logger('PackImport');

interface StartedImport {
  entry: ImportEntry;
  target: ImportTarget | null;
  writes: ImportWrites;
  written: WrittenImport;
}

/**
 * Writes a checked file in short steps rather than one long transaction.
 *
 * Why: the embedded database (PGlite) runs in this process with one connection, so a
 * transaction holds the connection for its whole length and each statement holds the event
 * loop. Writing 5,000 rows (items and lines, with their indexes and foreign keys) takes
 * seconds, and every other user would wait that long. Here each step is its own transaction
 * writing at most STEP_ROWS rows; between steps the connection goes to whoever waits for it.
 * A file of up to STEP_ROWS rows (categories and positions included) is still one transaction.
 *
 * How it stays whole or nothing:
 * - The first step decides every row (ids included), records the import in `pack_imports`
 *   with a lease (and the library's values of the items it will update), and creates the pack
 *   hidden (`importing`): no read shows it or its lines.
 * - Each later step renews the lease (stopping if the import's row is gone) and writes the
 *   next rows: categories, items, the pack's category positions, lines, then (when the user
 *   chose to update the library) the matched items' new values.
 * - The last step deletes the `pack_imports` row and reveals the pack, in one transaction.
 * - On any failure the import removes what it wrote and puts the updated items' values back
 *   (removeImport), again in short steps; if its server dies instead, the row outlives its
 *   lease and PackImportSweeper does the same.
 * New categories and items, and updated values, are visible in the library while later steps
 * run (for about the time of the import); an import that fails takes them away again.
 *
 * Into an existing pack, the lines are written to a hidden pack all the same, and the last
 * step moves them to the end of the pack (with the categories' places) in one statement, so
 * the pack stays as it was until it shows every new line at once. That move is the one write
 * not bounded by STEP_ROWS: one UPDATE of the new lines, about 50 ms per 1,000 lines on the
 * embedded database on a busy 2-core machine (a whole pack of 5,000: 0.25 s), against several
 * seconds for the writes it follows.
 */
export async function writeImport(
  steps: PackImportTransactions,
  ownerId: string,
  file: ImportToWrite,
): Promise<WrittenImport> {
  const { started, later } = await steps.run(async (tx) => {
    const begun = await startImport(tx, ownerId, file);
    const [first = [], ...rest] = cutIntoSteps(rowBatches(begun));
    await runStep(tx, begun, first, rest.length === 0);
    return { started: begun, later: rest };
  });
  try {
    for (const [index, writes] of later.entries()) {
      await steps.run(async (tx) => {
        if (!(await tx.ledger.renew(ownerId, started.entry.id))) throw new ImportRemovedError();
        await runStep(tx, started, writes, index === later.length - 1);
      });
    }
  } catch (error) {
    // If even this fails, the lease runs out and PackImportSweeper removes the rest.
    await removeImport(steps, started.entry).catch((removal: unknown) => {
      logger.error({ err: removal }, 'Could not remove an import that failed');
    });
    throw error;
  }
  return started.written;
}

/** One step's statements, in order; the last step also reveals the pack. */
async function runStep(
  tx: PackImportTransaction,
  started: StartedImport,
  writes: StepWrite<PackImportTransaction>[],
  last: boolean,
): Promise<void> {
  for (const write of writes) await write(tx);
  if (last) await finish(tx, started);
}

/** Ends the import: a new pack shows; into an existing pack, the lines join it (revealInTarget). */
async function finish(tx: PackImportTransaction, { entry, target, writes }: StartedImport) {
  const { ownerId, id, packId } = entry;
  if (!target) {
    if (!(await tx.ledger.close(ownerId, id, packId))) throw new ImportRemovedError();
    return;
  }
  if (!(await tx.ledger.delete(ownerId, id))) throw new ImportRemovedError();
  await revealInTarget(
    tx,
    ownerId,
    { packId, layout: writes.layout, lines: writes.lines.length },
    target,
  );
}

/**
 * The rows to write, in the order foreign keys need: categories, items, positions, lines; then
 * the library's updates, last, so an import that fails early has none to put back.
 */
function rowBatches({ entry, writes }: StartedImport): RowBatch<PackImportTransaction>[] {
  const { ownerId, packId } = entry;
  const { categories, items, layout, lines, itemUpdates } = writes;
  return [
    {
      count: categories.length,
      write: (tx, from, to) => tx.rows.insertCategories(ownerId, categories.slice(from, to)),
    },
    {
      count: items.length,
      write: (tx, from, to) => tx.rows.insertItems(ownerId, items.slice(from, to)),
    },
    {
      count: layout.positions.length,
      write: (tx, from, to) =>
        tx.rows.insertPackCategories(ownerId, packId, layout.positions.slice(from, to)),
    },
    {
      count: lines.length,
      write: (tx, from, to) => tx.rows.insertLines(ownerId, packId, lines.slice(from, to), from),
    },
    {
      count: itemUpdates.length,
      write: (tx, from, to) => tx.rows.updateItems(ownerId, itemUpdates.slice(from, to)),
    },
  ];
}

/** Plans against the library, claims the owner's one import and creates the hidden pack. */
async function startImport(
  tx: PackImportTransaction,
  ownerId: string,
  file: ImportToWrite,
): Promise<StartedImport> {
  const { target, writes } = await planImport(tx, ownerId, file, randomUUID);
  const entry: ImportEntry = {
    id: randomUUID(),
    ownerId,
    packId: randomUUID(),
    categoryIds: writes.categories.map((category) => category.id),
    itemIds: writes.items.map((item) => item.id),
    itemRestores: writes.itemRestores,
  };
  await tx.ledger.open(entry);
  const pack = target ?? {
    id: entry.packId,
    name: file.name,
    slug: uniqueSlug(slugify(file.name), new Set(await tx.packs.slugs(ownerId))),
  };
  await tx.rows.insertHiddenPack(ownerId, {
    id: entry.packId,
    name: pack.name,
    // Into an existing pack, the hidden one only carries the lines: a slug no name gives.
    slug: target ? `importing-${entry.id}` : pack.slug,
    uncategorizedSortOrder: writes.layout.uncategorizedSortOrder,
    ...(target || file.description === undefined ? {} : { description: file.description }),
  });

  return {
    entry,
    target,
    writes,
    written: {
      pack,
      createdItems: writes.items.length,
      matchedItems: writes.matchedItems,
      updatedItems: writes.itemUpdates.length,
      addedLines: writes.lines.length,
      alreadyInPack: writes.alreadyInPack,
      newItems: writes.newItems,
      newCategories: writes.categories.map((category) => category.name),
    },
  };
}
