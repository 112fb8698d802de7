import type { ExportRow } from '@server/domain/lighterpack-csv.js';
import { fromMinorUnits } from '@server/domain/money.js';
import { multiplyQuantities } from '@server/domain/pack-totals.js';
import type { PackDetailDto } from '../dto/pack-response.dto.js';
import type { ItemExportFields } from './pack-export.repository.js';

/** Every item the pack's rows show: its item lines' and its bundles' entries. */
export function exportedItemIds(pack: PackDetailDto): string[] {
  return pack.categories.flatMap((category) =>
    category.lines.flatMap((line) =>
      line.gearItemId !== undefined
        ? [line.gearItemId]
        : (line.bundle?.items.map((entry) => entry.gearItemId) ?? []),
    ),
  );
}

/**
 * An item without a price is an empty cell, not 0 (LighterPack's default for "none"): a price
 * of 0 would read as a real one in a spreadsheet, and our import reads both as none anyway.
 */
const price = (priceMinor: number | null, currency: string | null): number | null =>
  priceMinor === null || currency === null ? null : fromMinorUnits(priceMinor, currency);

const NO_FIELDS: ItemExportFields = { weightUnit: 'g', notes: '', url: null };

interface RowItem {
  gearItemId: string;
  name: string;
  weightMg: number;
  priceMinor: number | null;
  currency: string | null;
}

interface Marks {
  worn: boolean;
  consumable: boolean;
}

function row(
  item: RowItem,
  marks: Marks,
  category: string,
  quantity: number,
  fields: ReadonlyMap<string, ItemExportFields>,
): ExportRow {
  const { weightUnit, notes, url } = fields.get(item.gearItemId) ?? NO_FIELDS;
  return {
    name: item.name,
    category,
    description: notes,
    quantity,
    weightMg: item.weightMg,
    unit: weightUnit,
    url,
    price: price(item.priceMinor, item.currency),
    worn: marks.worn,
    consumable: marks.consumable,
  };
}

/**
 * The pack as LighterPack rows, in the pack's order (categories in the pack's order, lines in
 * theirs). LighterPack has no bundles, so a bundle line becomes one row per bundle entry:
 * quantity = entry quantity x line quantity, with the entry's worn and consumable marks in this
 * pack (the line's, unless the item was marked otherwise), in the bundle line's category (where the pack shows the bundle). Lines without a category have an
 * empty category, which an import reads back as none.
 */
export function toExportRows(
  pack: PackDetailDto,
  fields: ReadonlyMap<string, ItemExportFields>,
): ExportRow[] {
  return pack.categories.flatMap(({ categoryId, name, lines }) => {
    const category = categoryId === null ? '' : name;
    return lines.flatMap((line) => {
      if (line.item && line.gearItemId !== undefined) {
        const { name: itemName, weightMg, priceMinor, currency } = line.item;
        const item = {
          gearItemId: line.gearItemId,
          name: itemName,
          weightMg,
          priceMinor: priceMinor ?? null,
          currency: currency ?? null,
        };
        const marks = { worn: line.worn ?? false, consumable: line.consumable ?? false };
        return [row(item, marks, category, line.quantity, fields)];
      }
      return (line.bundle?.items ?? []).map((entry) =>
        row(entry, entry, category, multiplyQuantities(entry.quantity, line.quantity), fields),
      );
    });
  });
}
