import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { ImportedPackDto, MatchedItemDto } from './dto/import-pack-result.dto.js';
import type { ImportEntry } from './pack-import-ledger.repository.js';
import { planWrites, type ImportWrites } from './pack-import-plan.js';
import { removeImport } from './pack-import-removal.js';
import type { ImportLine } from './pack-import-rows.js';
import { cutIntoSteps, type RowBatch, type StepWrite } from './pack-import-steps.js';
import type { PackImportTransaction, PackImportTransactions } from './pack-import-transactions.js';
import { slugify, uniqueSlug } from './slug.js';

export interface ImportToWrite {
  name: string;
  currency: string;
  lines: ImportLine[];
}

export interface WrittenImport {
  pack: ImportedPackDto;
  createdItems: number;
  matchedItems: MatchedItemDto[];
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
 *   with a lease, and creates the pack hidden (`importing`): no read shows it or its lines.
 * - Each later step renews the lease (stopping if the import's row is gone) and writes the
 *   next rows: categories, items, the pack's category positions, lines.
 * - The last step deletes the `pack_imports` row and reveals the pack, in one transaction.
 * - On any failure the import removes what it wrote (removeImport), again in short steps; if
 *   its server dies instead, the row outlives its lease and PackImportSweeper removes it.
 * New categories and items are visible in the library while later steps run (for about the
 * time of the import); an import that fails takes them away again.
 */
export async function writeImport(
  steps: PackImportTransactions,
  ownerId: string,
  file: ImportToWrite,
): Promise<WrittenImport> {
  const { started, later } = await steps.run(async (tx) => {
    const begun = await startImport(tx, ownerId, file);
    const [first = [], ...rest] = cutIntoSteps(rowBatches(begun));
    await runStep(tx, begun.entry, first, rest.length === 0);
    return { started: begun, later: rest };
  });
  try {
    for (const [index, writes] of later.entries()) {
      await steps.run(async (tx) => {
        if (!(await tx.ledger.renew(ownerId, started.entry.id))) throw new ImportRemovedError();
        await runStep(tx, started.entry, writes, index === later.length - 1);
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
  entry: ImportEntry,
  writes: StepWrite<PackImportTransaction>[],
  last: boolean,
): Promise<void> {
  for (const write of writes) await write(tx);
  if (last && !(await tx.ledger.close(entry.ownerId, entry.id, entry.packId))) {
    throw new ImportRemovedError();
  }
}

/** The rows to write, in the order foreign keys need: categories, items, positions, lines. */
function rowBatches({ entry, writes }: StartedImport): RowBatch<PackImportTransaction>[] {
  const { ownerId, packId } = entry;
  const { categories, items, layout, lines } = writes;
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
  ];
}

/** Plans against the library, claims the owner's one import and creates the hidden pack. */
async function startImport(
  tx: PackImportTransaction,
  ownerId: string,
  { name, currency, lines }: ImportToWrite,
): Promise<StartedImport> {
  const { library, nextSortOrder } = await tx.rows.categories(ownerId);
  // Names keep their spaces (as LighterPack's do) but match trimmed: ask for both spellings.
  const lowerNames = [
    ...new Set(
      lines.flatMap(({ item }) => [item.name.toLowerCase(), item.name.trim().toLowerCase()]),
    ),
  ];
  const candidates = await tx.rows.itemsNamed(ownerId, lowerNames);
  const writes = planWrites(
    lines,
    currency,
    { categories: library, nextSortOrder, candidates },
    randomUUID,
  );
  const slug = uniqueSlug(slugify(name), new Set(await tx.packs.slugs(ownerId)));
  const entry: ImportEntry = {
    id: randomUUID(),
    ownerId,
    packId: randomUUID(),
    categoryIds: writes.categories.map((category) => category.id),
    itemIds: writes.items.map((item) => item.id),
  };
  await tx.ledger.open(entry);
  await tx.rows.insertHiddenPack(ownerId, {
    id: entry.packId,
    name,
    slug,
    uncategorizedSortOrder: writes.layout.uncategorizedSortOrder,
  });
  return {
    entry,
    writes,
    written: {
      pack: { id: entry.packId, name, slug },
      createdItems: writes.items.length,
      matchedItems: writes.matchedItems,
    },
  };
}
