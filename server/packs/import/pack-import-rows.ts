import { isURL } from 'class-validator';
import type { LighterPackRow } from '@server/domain/lighterpack-csv.js';
import { fromMinorUnits, toMinorUnits } from '@server/domain/money.js';
import { MG_PER_UNIT, type WeightUnit } from '@server/domain/weight-units.js';
import { completeWebAddress } from '@server/domain/web-address.js';
import { GEAR_ITEM_LIMITS } from '@server/gear/dto/gear-item-fields.js';
import { MAX_QUANTITY } from '@server/domain/pack-limits.js';
import { CATEGORY_NAME_MAX_LENGTH } from '@server/domain/limits.js';

/** A library item as a row describes it. */
export interface ImportItem {
  name: string;
  /** '' for none. */
  category: string;
  notes: string;
  weightMg: number;
  weightUnit: WeightUnit;
  url: string | null;
  /** The row's link was not a web address and was left out: the file says nothing of a link. */
  urlLeftOut: boolean;
  priceMinor: number | null;
  /**
   * Not LighterPack's (its rows have neither): a copied public pack's items carry their brand
   * and the currency of their own price, which the import's currency then does not replace.
   */
  brand?: string;
  currency?: string | null;
}

/** A row that becomes a pack line. */
export interface ImportLine {
  line: number;
  item: ImportItem;
  quantity: number;
  worn: boolean;
  consumable: boolean;
}

export interface RowNotice {
  line: number;
  reason: string;
}

export interface MergedRow {
  line: number;
  intoLine: number;
  name: string;
  category: string;
}

export interface CheckedRows {
  lines: ImportLine[];
  skipped: RowNotice[];
  adjusted: RowNotice[];
  merged: MergedRow[];
}

/** Characters as PostgreSQL's length() counts them (code points, not UTF-16 units). */
const characters = (text: string): number => [...text].length;

const isWebAddress = (url: string): boolean =>
  url.length <= GEAR_ITEM_LIMITS.urlLength &&
  isURL(url, { protocols: ['http', 'https'], require_protocol: true });

/** The same item within one file: its name and category, trimmed, in any case. */
export const itemKey = (item: Pick<ImportItem, 'name' | 'category'>): string =>
  `${item.name.trim().toLowerCase()}\u0000${item.category.toLowerCase()}`;

const cents = (quantity: number): number => Math.round(quantity * 100) / 100;

/** Why a row cannot become a library item, or null when it can. */
function limitBroken(name: string, category: string, row: LighterPackRow): string | null {
  if (characters(name) > GEAR_ITEM_LIMITS.nameLength) {
    return `item name is longer than ${GEAR_ITEM_LIMITS.nameLength} characters`;
  }
  if (characters(category) > CATEGORY_NAME_MAX_LENGTH) {
    return `category is longer than ${CATEGORY_NAME_MAX_LENGTH} characters`;
  }
  if (characters(row.description) > GEAR_ITEM_LIMITS.notesLength) {
    return `desc is longer than ${GEAR_ITEM_LIMITS.notesLength} characters`;
  }
  if (row.weightMg > GEAR_ITEM_LIMITS.maxWeightMg) {
    return `weight is over ${GEAR_ITEM_LIMITS.maxWeightMg / MG_PER_UNIT.kg} kg`;
  }
  if (cents(row.quantity) > MAX_QUANTITY) return `qty is over ${MAX_QUANTITY}`;
  return null;
}

/** The largest price an item may have, in `currency`, as a person reads it. */
const priceLimit = (currency: string): string =>
  `${fromMinorUnits(GEAR_ITEM_LIMITS.maxPriceMinor, currency).toLocaleString('en')} ${currency}`;

/**
 * A price in the chosen currency's minor units. LighterPack writes 0 for an item without a
 * price (its default), so 0 and an empty cell both mean none; the export writes 0 back.
 */
function readPrice(row: LighterPackRow, currency: string): number | null | string {
  if (row.price === null || row.price === 0) return null;
  let minor: number;
  try {
    minor = toMinorUnits(row.price, currency);
  } catch {
    return `price is over ${priceLimit(currency)}`;
  }
  return minor > GEAR_ITEM_LIMITS.maxPriceMinor ? `price is over ${priceLimit(currency)}` : minor;
}

/** One parsed row as a pack line, or the reason it is skipped; `adjust` hears small changes. */
function checkRow(
  row: LighterPackRow,
  currency: string,
  adjust: (reason: string) => void,
): ImportLine | string {
  // The name as written, spaces and all, as LighterPack keeps it, so an export gives the file
  // back as it was; trimmed only where the spaces alone would break the length limit.
  const name = characters(row.name) <= GEAR_ITEM_LIMITS.nameLength ? row.name : row.name.trim();
  const category = row.category.trim();
  const broken = limitBroken(name, category, row);
  if (broken) return broken;
  const priceMinor = readPrice(row, currency);
  if (typeof priceMinor === 'string') return priceMinor;
  if (priceMinor !== null && fromMinorUnits(priceMinor, currency) !== row.price) {
    adjust(`price ${row.price} rounded to ${fromMinorUnits(priceMinor, currency)} ${currency}`);
  }
  // LighterPack keeps a link as it was typed: "example.com/tent" is completed, not dropped.
  let url = row.url === null ? null : completeWebAddress(row.url);
  if (url !== null && !isWebAddress(url)) {
    adjust(`link left out: "${url}" is not a web address (http:// or https://)`);
    url = null;
  }
  const quantity = cents(row.quantity);
  if (quantity !== row.quantity) adjust(`qty ${row.quantity} rounded to ${quantity}`);
  return {
    line: row.line,
    item: {
      name,
      category,
      notes: row.description,
      weightMg: row.weightMg,
      weightUnit: row.unit,
      url,
      urlLeftOut: url === null && row.url !== null,
      priceMinor,
    },
    quantity,
    worn: row.worn,
    consumable: row.consumable,
  };
}

/**
 * Holds the rows to what the library and packs store (the same limits the API enforces), and
 * merges rows naming the same item: a pack has one line per item, so a repeated row adds its
 * quantity to the first one's line, which keeps its own worn and consumable marks.
 */
export function checkRows(rows: readonly LighterPackRow[], currency: string): CheckedRows {
  const result: CheckedRows = { lines: [], skipped: [], adjusted: [], merged: [] };
  const firstByKey = new Map<string, ImportLine>();
  for (const row of rows) {
    const checked = checkRow(row, currency, (reason) =>
      result.adjusted.push({ line: row.line, reason }),
    );
    if (typeof checked === 'string') {
      result.skipped.push({ line: row.line, reason: checked });
      continue;
    }
    const key = itemKey(checked.item);
    const first = firstByKey.get(key);
    if (!first) {
      firstByKey.set(key, checked);
      result.lines.push(checked);
      continue;
    }
    const sum = cents(first.quantity + checked.quantity);
    if (sum > MAX_QUANTITY) {
      result.adjusted.push({
        line: row.line,
        reason: `qty of line ${first.line} kept at ${MAX_QUANTITY}`,
      });
    }
    first.quantity = Math.min(sum, MAX_QUANTITY);
    result.merged.push({
      line: row.line,
      intoLine: first.line,
      name: first.item.name,
      category: first.item.category,
    });
  }
  return result;
}
