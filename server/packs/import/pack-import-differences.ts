import { toLighterPackWeight } from '@server/domain/lighterpack-csv.js';
import type { WeightUnit } from '@server/domain/weight-units.js';
import type { ImportItem } from './pack-import-rows.js';

/** What a library item holds that a LighterPack row also says. */
export interface ItemValues {
  weightMg: number;
  weightUnit: WeightUnit;
  priceMinor: number | null;
  currency: string | null;
  url: string | null;
  notes: string;
}

export interface WeightValue {
  weightMg: number;
  /** The unit it was entered in (the library's) or written in (the file's). */
  weightUnit: WeightUnit;
}

export interface PriceValue {
  /** Null: no price. */
  priceMinor: number | null;
  currency: string | null;
}

/** Where a matched item and its row disagree: each field present only when they do. */
export interface ItemDifferences {
  weight?: { library: WeightValue; file: WeightValue };
  price?: { library: PriceValue; file: PriceValue };
  url?: { library: string | null; file: string | null };
  description?: { library: string; file: string };
}

/** The fields one UPDATE sets on a library item: only those given (see updateItems). */
export interface ItemChange {
  id: string;
  values: Partial<ItemValues>;
}

/**
 * Weights compare as the file writes them: in the row's unit, to LighterPack's 2 decimals. A
 * library item of 540 g exported in ounces reads back as 19.05 oz, 540.05 g: the same weight.
 */
function sameWeight(library: WeightValue, file: WeightValue): boolean {
  return (
    toLighterPackWeight(library.weightMg, file.weightUnit) ===
    toLighterPackWeight(file.weightMg, file.weightUnit)
  );
}

/** The file's price is in the import's currency; no price is the same whatever the currency. */
function samePrice(library: PriceValue, file: PriceValue): boolean {
  if (library.priceMinor === null || file.priceMinor === null) {
    return library.priceMinor === file.priceMinor;
  }
  return library.priceMinor === file.priceMinor && library.currency === file.currency;
}

/**
 * How a row differs from the library item it matched, field by field. An empty cell counts (the
 * file says there is no price, no link, no description) except a link the import left out
 * because it was not a web address: there the file says nothing usable.
 */
export function itemDifferences(
  library: ItemValues,
  file: ImportItem,
  currency: string,
): ItemDifferences {
  const differences: ItemDifferences = {};
  const libraryWeight = { weightMg: library.weightMg, weightUnit: library.weightUnit };
  const fileWeight = { weightMg: file.weightMg, weightUnit: file.weightUnit };
  if (!sameWeight(libraryWeight, fileWeight)) {
    differences.weight = { library: libraryWeight, file: fileWeight };
  }
  const libraryPrice = { priceMinor: library.priceMinor, currency: library.currency };
  const filePrice = {
    priceMinor: file.priceMinor,
    currency: file.priceMinor === null ? null : currency,
  };
  if (!samePrice(libraryPrice, filePrice)) {
    differences.price = { library: libraryPrice, file: filePrice };
  }
  if (!file.urlLeftOut && library.url !== file.url) {
    differences.url = { library: library.url, file: file.url };
  }
  if (library.notes !== file.notes) {
    differences.description = { library: library.notes, file: file.notes };
  }
  return differences;
}

export const hasDifferences = (differences: ItemDifferences): boolean =>
  Object.keys(differences).length > 0;

/**
 * The two changes updating an item from its row makes: to the file's values, and back to the
 * library's (kept while the import runs, so a failed import restores them). Only the fields
 * that differ: a field the user edits meanwhile is left alone.
 */
export function itemChanges(
  id: string,
  differences: ItemDifferences,
): { update: ItemChange; restore: ItemChange } {
  const update: Partial<ItemValues> = {};
  const restore: Partial<ItemValues> = {};
  const { weight, price, url, description } = differences;
  if (weight) {
    Object.assign(update, weight.file);
    Object.assign(restore, weight.library);
  }
  if (price) {
    Object.assign(update, price.file);
    Object.assign(restore, price.library);
  }
  if (url) {
    update.url = url.file;
    restore.url = url.library;
  }
  if (description) {
    update.notes = description.file;
    restore.notes = description.library;
  }
  return { update: { id, values: update }, restore: { id, values: restore } };
}
