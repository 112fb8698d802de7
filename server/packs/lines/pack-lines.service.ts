import { Injectable } from '@nestjs/common';
import { definedOnly } from '@server/common/defined-only.js';
import { isForeignKeyViolation } from '@server/common/database-errors.js';
import { invalidField, noSuch } from '@server/common/errors.js';
import { newItemValues } from '@server/gear/gear-item-rules.js';
import type { AddPackLineDto } from '../dto/add-pack-line.dto.js';
import type { NewPackItemDto } from '../dto/new-pack-item.dto.js';
import type { PackDetailDto, PackLineResponseDto } from '../dto/pack-response.dto.js';
import type { PackLineEntryDto } from '../dto/pack-line-entry.dto.js';
import type { UpdatePackLineDto } from '../dto/update-pack-line.dto.js';
import { expandBundleLineInPack } from './bundle-line-expansion.js';
import { alreadyInPack, lineNotFound, notABundleLine, packNotFound } from '../packs.errors.js';
import { nextEntryFlags } from './pack-line-entry-flags.js';
import { lineTarget, type LineTarget } from './pack-line-target.js';
import type { LineValues } from './pack-lines.repository.js';
import { assertBundleLineQuantity, assertRoomForLine } from '../pack-size.js';
import { PackTransactions, type PackTransaction } from '../packs.transactions.js';
import { PacksReadService } from '../packs-read.service.js';

type Target = { gearItemId: string } | { bundleId: string };

/** Another user's item or bundle is refused exactly like a missing one. */
async function ownTarget(
  tx: PackTransaction,
  ownerId: string,
  packId: string,
  target: LineTarget,
): Promise<Target> {
  switch (target.kind) {
    case 'item': {
      const { gearItemId } = target;
      if (!(await tx.items.findOne(ownerId, gearItemId))) throw noSuch('gearItemId');
      const existing = await tx.lines.findByTarget(ownerId, packId, { gearItemId });
      if (existing) throw alreadyInPack('gearItemId', existing.id);
      return { gearItemId };
    }
    case 'bundle': {
      const { bundleId } = target;
      if (!(await tx.bundles.findOne(ownerId, bundleId))) throw noSuch('bundleId');
      const existing = await tx.lines.findByTarget(ownerId, packId, { bundleId });
      if (existing) throw alreadyInPack('bundleId', existing.id);
      return { bundleId };
    }
    case 'newItem':
      return { gearItemId: await createLibraryItem(tx, ownerId, target.newItem) };
  }
}

/** The library's rules, with the fields named as they were sent (newItem.*). */
async function createLibraryItem(
  tx: PackTransaction,
  ownerId: string,
  newItem: NewPackItemDto,
): Promise<string> {
  const { categoryId, priceMinor, currency } = newItem;
  if (categoryId && !(await tx.categories.findOne(ownerId, categoryId))) {
    throw noSuch('newItem.categoryId');
  }
  if (priceMinor !== undefined && priceMinor !== null && !currency) {
    throw invalidField('newItem.currency', 'currency is required when priceMinor is set');
  }
  return tx.items.insert(ownerId, newItemValues(newItem));
}

/** What was checked was deleted before the write: the same 400 as if it never existed. */
const targetGone = (error: unknown): never => {
  if (isForeignKeyViolation(error, 'gear_items_category_id_fkey'))
    throw noSuch('newItem.categoryId');
  if (isForeignKeyViolation(error, 'pack_lines_gear_item_id_fkey')) throw noSuch('gearItemId');
  if (isForeignKeyViolation(error, 'pack_lines_bundle_id_fkey')) throw noSuch('bundleId');
  throw error;
};

/** A bundle line's new quantity fits its bundle, and a marked item is one of the bundle's. */
async function checkBundleLineChange(
  tx: PackTransaction,
  ownerId: string,
  bundleId: string,
  quantity: number | undefined,
  entry: PackLineEntryDto | undefined,
): Promise<void> {
  if (quantity !== undefined) {
    const bundle = await tx.bundleItems.summary(ownerId, bundleId);
    assertBundleLineQuantity(quantity, bundle.largestQuantity);
  }
  if (entry) {
    const items = await tx.bundleItems.forBundle(ownerId, bundleId);
    if (!items.some((item) => item.gearItemId === entry.gearItemId)) {
      throw invalidField('entry.gearItemId', 'entry.gearItemId is not an item of this bundle');
    }
  }
}

/** A pack's lines: adding, changing, removing, expanding a bundle, and the checklist. */
@Injectable()
export class PackLinesService {
  constructor(
    private readonly transactions: PackTransactions,
    private readonly read: PacksReadService,
  ) {}

  /** The target is checked before the pack: a malformed body is a 400 whatever the pack. */
  async add(ownerId: string, packId: string, dto: AddPackLineDto): Promise<PackLineResponseDto> {
    const target = lineTarget(dto);
    const id = await this.transactions
      .run(async (tx) => {
        if (!(await tx.packs.lockOne(ownerId, packId))) throw packNotFound();
        const values = await ownTarget(tx, ownerId, packId, target);
        const quantity = dto.quantity ?? 1;
        await assertRoomForLine(tx, ownerId, packId, values, quantity);
        const sortOrder = await tx.lines.nextSortOrder(ownerId, packId);
        const [lineId] = await tx.lines.insert(ownerId, [
          {
            packId,
            ...values,
            quantity,
            worn: dto.worn ?? false,
            consumable: dto.consumable ?? false,
            sortOrder,
          },
        ]);
        await tx.packs.update(ownerId, packId);
        return lineId;
      })
      .catch(targetGone);
    if (id === undefined) throw new Error('The line just stored has no id');
    return this.read.line(ownerId, packId, id);
  }

  /** Checklist ticks (packed alone) do not count as changing the pack. */
  async update(
    ownerId: string,
    packId: string,
    lineId: string,
    dto: UpdatePackLineDto,
  ): Promise<PackLineResponseDto> {
    const values: LineValues = definedOnly({
      quantity: dto.quantity,
      worn: dto.worn,
      consumable: dto.consumable,
      packed: dto.packed,
    });
    const { entry } = dto;
    if (entry && entry.worn === undefined && entry.consumable === undefined) {
      throw invalidField('entry', 'entry needs worn or consumable');
    }
    await this.transactions.run(async (tx) => {
      if (!(await tx.packs.findOne(ownerId, packId))) throw packNotFound();
      const marksChange = values.worn !== undefined || values.consumable !== undefined;
      if (values.quantity !== undefined || marksChange || entry) {
        const line = await tx.lines.findOne(ownerId, packId, lineId);
        if (!line) throw lineNotFound();
        if (line.bundleId) {
          await checkBundleLineChange(tx, ownerId, line.bundleId, values.quantity, entry);
          if (marksChange || entry) values.entryFlags = nextEntryFlags(line, values, entry);
        } else if (entry) {
          throw invalidField('entry', 'only the items of a bundle line can be marked');
        }
      }
      const found =
        Object.keys(values).length > 0
          ? await tx.lines.update(ownerId, packId, lineId, values)
          : (await tx.lines.findOne(ownerId, packId, lineId)) !== null;
      if (!found) throw lineNotFound();
      if (Object.keys(values).some((key) => key !== 'packed')) {
        await tx.packs.update(ownerId, packId);
      }
    });
    return this.read.line(ownerId, packId, lineId);
  }

  async delete(ownerId: string, packId: string, lineId: string): Promise<void> {
    await this.transactions.run(async ({ packs, lines }) => {
      if (!(await packs.findOne(ownerId, packId))) throw packNotFound();
      if (!(await lines.delete(ownerId, packId, lineId))) throw lineNotFound();
      await packs.update(ownerId, packId);
    });
  }

  /** The bundle line becomes plain item lines, in place; answers the whole pack. */
  async expand(ownerId: string, packId: string, lineId: string): Promise<PackDetailDto> {
    await this.transactions.run(async (tx) => {
      if (!(await tx.packs.lockOne(ownerId, packId))) throw packNotFound();
      const line = await tx.lines.findOne(ownerId, packId, lineId);
      if (!line) throw lineNotFound();
      if (line.bundleId === null) throw notABundleLine();
      await expandBundleLineInPack(tx, ownerId, line);
    });
    return this.read.detail(ownerId, packId);
  }

  /** Every line unpacked, in one statement: a new trip with the same list. */
  async resetChecklist(ownerId: string, packId: string): Promise<void> {
    await this.transactions.run(async ({ packs, lines }) => {
      if (!(await packs.findOne(ownerId, packId))) throw packNotFound();
      await lines.unpackAll(ownerId, packId);
    });
  }
}
