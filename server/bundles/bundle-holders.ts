import type { BundleTransaction } from './bundles.transactions.js';

/**
 * What a change to a bundle owes the packs that hold it. Packs hold bundles, so the packs module
 * imports bundles and never the reverse: it provides the implementation (PacksHoldingBundles),
 * and app.module hands it to BundlesModule.forRoot. Each call runs in the bundle's transaction,
 * after the bundle is locked.
 */
export abstract class BundleHolders {
  /**
   * Before the bundle holds `quantity` of an item (`newEntry`: an item it did not hold): throws
   * when a pack holding it, or the bundle itself, would pass the pack limits.
   */
  abstract assertRoomForEntry(
    tx: BundleTransaction,
    ownerId: string,
    bundleId: string,
    quantity: number,
    newEntry: boolean,
  ): Promise<void>;

  /** Before the bundle is deleted: every pack line holding it becomes plain item lines. */
  abstract release(tx: BundleTransaction, ownerId: string, bundleId: string): Promise<void>;
}
