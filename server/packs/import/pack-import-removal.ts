import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { DatabaseConnection } from '@server/database/database-connection.js';
import { DATABASE_CONNECTION } from '@server/database/database.module.js';
import { PackImportLedgerRepository, type ImportEntry } from './pack-import-ledger.repository.js';
import { inSteps, STEP_ROWS } from './pack-import-steps.js';
import { PackImportTransactions } from './pack-import.transactions.js';

/** Repeats a delete of at most STEP_ROWS rows until one deletes fewer: the last of them. */
async function deleteInSteps(deleteSome: () => Promise<number>): Promise<void> {
  let deleted: number;
  do {
    deleted = await deleteSome();
  } while (deleted === STEP_ROWS);
}

/**
 * Removes what an unfinished import wrote, in steps of at most STEP_ROWS rows like the import
 * itself: the hidden pack's lines and category positions, the pack, the library's values of
 * the items it updated (put back whether or not their update had run yet: the same values),
 * the items and categories it created, then its `pack_imports` row (last, so a removal cut
 * short can be done again).
 */
export async function removeImport(
  steps: PackImportTransactions,
  { id, ownerId, packId, itemIds, categoryIds, itemRestores }: ImportEntry,
): Promise<void> {
  await deleteInSteps(() =>
    steps.run(({ ledger }) => ledger.deleteLines(ownerId, packId, STEP_ROWS)),
  );
  await deleteInSteps(() =>
    steps.run(({ ledger }) => ledger.deletePackCategories(ownerId, packId, STEP_ROWS)),
  );
  await steps.run(({ ledger }) => ledger.deletePack(ownerId, packId));
  for (const part of inSteps(itemRestores)) {
    await steps.run(({ rows }) => rows.updateItems(ownerId, part));
  }
  for (const part of inSteps(itemIds)) {
    await steps.run(({ ledger }) => ledger.deleteItems(ownerId, part));
  }
  for (const part of inSteps(categoryIds)) {
    await steps.run(({ ledger }) => ledger.deleteCategories(ownerId, part));
  }
  await steps.run(({ ledger }) => ledger.delete(ownerId, id));
}

/**
 * Removes imports whose server stopped before they finished: at start-up, and before each new
 * import. On the embedded database only this process can be importing, so at start-up every
 * unfinished import is abandoned; with PostgreSQL other servers may be importing, so only
 * imports whose lease ran out are. This is the one place that reads across owners, as a
 * session store's cleanup does; each removal is scoped to its import's owner.
 */
@Injectable()
export class PackImportSweeper implements OnApplicationBootstrap {
  private readonly logger = new Logger(PackImportSweeper.name);

  constructor(
    private readonly steps: PackImportTransactions,
    private readonly ledger: PackImportLedgerRepository,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.sweep(this.connection.kind === 'embedded');
  }

  /** Removes abandoned imports (`all`: every unfinished one); how many. */
  async sweep(all = false): Promise<number> {
    const abandoned = await this.ledger.abandoned(all);
    for (const entry of abandoned) {
      this.logger.warn({ importId: entry.id }, 'Removing an import that did not finish');
      await removeImport(this.steps, entry);
    }
    return abandoned.length;
  }
}
