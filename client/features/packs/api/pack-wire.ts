import { computeLines } from '@client/features/packs/utils/pack-figures.js';
import type {
  PackDetail,
  PackDetailWire,
  PackLine,
  PackLineItem,
  PackLineItemWire,
  PackLineResponseWire,
  PackLineWire,
} from './types.js';

/**
 * The server leaves out what a large pack would repeat (fields at their empty value, each
 * line's category, per-line totals): these put it back, so the screens read whole values.
 * The API and browser tests read packs through this file too (test/support/factories.ts), under
 * the root tsconfig (nodenext): so it, pack-figures.ts and types.ts import with `.js`, which
 * both configs resolve.
 */

const itemFromWire = (item: PackLineItemWire): PackLineItem => ({
  name: item.name,
  brand: item.brand ?? '',
  weightMg: item.weightMg,
  priceMinor: item.priceMinor ?? null,
  currency: item.currency ?? null,
  photoUrl: item.photoUrl ?? null,
  url: item.url ?? null,
  notes: item.notes ?? '',
  retired: item.retired ?? false,
});

function fromWireLine(wire: PackLineWire, categoryId: string | null, sortOrder: number): PackLine {
  const line: PackLine = {
    id: wire.id,
    kind: wire.kind,
    gearItemId: wire.gearItemId ?? null,
    bundleId: wire.bundleId ?? null,
    categoryId,
    quantity: wire.quantity,
    worn: wire.worn ?? false,
    consumable: wire.consumable ?? false,
    packed: wire.packed ?? false,
    sortOrder,
  };
  if (wire.item) line.item = itemFromWire(wire.item);
  if (wire.bundle) line.bundle = wire.bundle;
  return line;
}

/** A line as POST or PATCH of a line answers it. */
export const lineFromWire = (wire: PackLineResponseWire): PackLine =>
  fromWireLine(wire, wire.categoryId, 0);

/** A whole pack as the server sends it, with each line's total worked out here. */
export function fromWire(wire: PackDetailWire): PackDetail {
  const { categories, totals, ...pack } = wire;
  let next = 0;
  const lines = categories.flatMap((category) =>
    category.lines.map((line) => fromWireLine(line, category.categoryId, (next += 1) - 1)),
  );
  const { lineTotalMg } = computeLines(lines);
  return {
    ...pack,
    categories: categories.map(({ lines: _lines, ...category }) => category),
    lines,
    totals: {
      ...totals,
      byCategory: totals.byCategory.map((category) => ({
        ...category,
        items: (categories.find((c) => c.categoryId === category.categoryId)?.lines ?? []).map(
          (line) => ({ lineId: line.id, totalMg: lineTotalMg.get(line.id) ?? 0 }),
        ),
      })),
    },
  };
}
