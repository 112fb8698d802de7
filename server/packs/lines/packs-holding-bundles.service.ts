import { Injectable } from '@nestjs/common';
import { BundleHolders } from '@server/bundles/bundle-holders.js';
import type { BundleTransaction } from '@server/bundles/bundles.transactions.js';
import { expandBundleLineInPack } from './bundle-line-expansion.js';
import { assertRoomForBundleEntry } from '../pack-size.js';
import { PackTransactions } from '../packs.transactions.js';

/** The packs' side of a change to a bundle they hold, in the bundle's own transaction. */
@Injectable()
export class PacksHoldingBundles extends BundleHolders {
  constructor(private readonly transactions: PackTransactions) {
    super();
  }

  async assertRoomForEntry(
    tx: BundleTransaction,
    ownerId: string,
    bundleId: string,
    quantity: number,
    newEntry: boolean,
  ): Promise<void> {
    const packTx = this.transactions.within(tx.manager);
    await assertRoomForBundleEntry(packTx, ownerId, bundleId, quantity, newEntry);
  }

  async release(tx: BundleTransaction, ownerId: string, bundleId: string): Promise<void> {
    const packTx = this.transactions.within(tx.manager);
    for (const line of await packTx.lines.usingBundle(ownerId, bundleId)) {
      await expandBundleLineInPack(packTx, ownerId, line);
    }
  }
}
