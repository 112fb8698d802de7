import { Injectable } from '@nestjs/common';
import { invalidField } from '@server/common/errors.js';
import type { PackLayoutDto } from '../dto/pack-layout.dto.js';
import { packNotFound } from '../packs.errors.js';
import { PackTransactions } from '../packs.transactions.js';

const sameSet = <T>(sent: readonly T[], actual: ReadonlySet<T>): boolean =>
  sent.length === actual.size && sent.every((value) => actual.has(value));

/** How a pack is arranged: its categories' order and its lines' order. */
@Injectable()
export class PackLayoutService {
  constructor(private readonly transactions: PackTransactions) {}

  /**
   * Writes the whole arrangement in one transaction. Both lists must be exactly what the pack
   * holds: a partial order is ambiguous, and a stale one (another tab added a line) is better
   * refused than applied to the wrong set.
   */
  async set(ownerId: string, packId: string, dto: PackLayoutDto): Promise<void> {
    await this.transactions.run(async ({ packs, lines, packCategories }) => {
      if (!(await packs.lockOne(ownerId, packId))) throw packNotFound();
      const current = await lines.totalsRows(ownerId, packId);
      if (!sameSet(dto.lineOrder, new Set(current.map((line) => line.id)))) {
        throw invalidField('lineOrder', 'lineOrder must list each line of the pack exactly once');
      }
      if (!sameSet(dto.categoryOrder, new Set(current.map((line) => line.categoryId)))) {
        throw invalidField(
          'categoryOrder',
          'categoryOrder must list each category present in the pack exactly once',
        );
      }
      const uncategorized = dto.categoryOrder.indexOf(null);
      await packCategories.replace(
        ownerId,
        packId,
        dto.categoryOrder.flatMap((categoryId, sortOrder) =>
          categoryId === null ? [] : [{ categoryId, sortOrder }],
        ),
      );
      await packs.update(ownerId, packId, {
        uncategorizedSortOrder: uncategorized === -1 ? null : uncategorized,
      });
      await lines.setOrder(ownerId, packId, dto.lineOrder);
    });
  }
}
