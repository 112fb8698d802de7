import { MAX_QUANTITY } from '@server/domain/pack-limits.js';
import type { WeightUnit } from '@server/domain/weight-units.js';
import type { PackDetailDto } from '@server/packs/dto/pack-response.dto.js';
import { itemKey, type ImportLine } from '@server/packs/import/pack-import-rows.js';

const cents = (quantity: number): number => Math.round(quantity * 100) / 100;

/**
 * A public pack as the rows of an import (what a LighterPack file of it would say), for the
 * import's planner and writer to match into the visitor's library and write: one row per item
 * line, one per item of a bundle line (its quantity times the line's, its own worn and
 * consumable marks), in the pack's category order, each in the category it shows in ('' for
 * none). Only what the public page shows is taken: name, brand, weight, price and its currency,
 * link and description (the item's notes); no photo. Rows naming the same item (same name and
 * category, as the import matches) are merged as a file's are: quantities add up (at most
 * MAX_QUANTITY), the first row's marks stay. `weightUnit`: the unit new items are entered in.
 */
export function publicPackRows(pack: PackDetailDto, weightUnit: WeightUnit): ImportLine[] {
  const rows: ImportLine[] = [];
  const byKey = new Map<string, ImportLine>();
  const add = (row: Omit<ImportLine, 'line'>) => {
    const key = itemKey(row.item);
    const first = byKey.get(key);
    if (first) {
      first.quantity = Math.min(cents(first.quantity + row.quantity), MAX_QUANTITY);
      return;
    }
    const line = { ...row, line: rows.length + 1 };
    byKey.set(key, line);
    rows.push(line);
  };
  for (const category of pack.categories) {
    const categoryName = category.categoryId === null ? '' : category.name;
    for (const line of category.lines) {
      if (line.item) {
        const { item } = line;
        add({
          item: {
            name: item.name,
            category: categoryName,
            brand: item.brand ?? '',
            notes: item.notes ?? '',
            weightMg: item.weightMg,
            weightUnit,
            url: item.url ?? null,
            urlLeftOut: false,
            priceMinor: item.priceMinor ?? null,
            currency: item.currency ?? null,
          },
          quantity: Math.min(line.quantity, MAX_QUANTITY),
          worn: line.worn === true,
          consumable: line.consumable === true,
        });
      }
      for (const entry of line.bundle?.items ?? []) {
        add({
          item: {
            name: entry.name,
            category: categoryName,
            brand: entry.brand,
            notes: '',
            weightMg: entry.weightMg,
            weightUnit,
            url: null,
            urlLeftOut: false,
            priceMinor: entry.priceMinor,
            currency: entry.currency,
          },
          quantity: Math.min(cents(line.quantity * entry.quantity), MAX_QUANTITY),
          worn: entry.worn,
          consumable: entry.consumable,
        });
      }
    }
  }
  return rows;
}
