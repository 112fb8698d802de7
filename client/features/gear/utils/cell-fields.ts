import { BRAND_MAX_LENGTH, MAX_OWNED_QUANTITY, NAME_MAX_LENGTH } from '@domain/limits';
import { fromMinorUnits, minorUnitDigits } from '@domain/money';
import type { WeightUnit } from '@domain/weight-units';
import { formatWeightInput } from '@client/lib/number-format';
import { isWeightError, readWeightInput } from '@client/lib/weight-input';
import type { GearItem, GearItemChanges } from '@client/lib/api/gear-types';
import { isPriceError, parsePriceInput } from './price-input';

/** The cells a row edits in place, in the order Tab walks them. */
export const CELL_FIELDS = ['name', 'brand', 'categoryId', 'weight', 'quantity', 'price'] as const;
export type CellField = (typeof CELL_FIELDS)[number];

export const CELL_LABELS: Record<CellField, string> = {
  name: 'Name',
  brand: 'Brand',
  categoryId: 'Category',
  weight: 'Weight',
  quantity: 'Quantity owned',
  price: 'Price',
};

/** The cell after (or before) `field` in the row, passing over hidden ones; null at either end. */
export function neighbourField(
  field: CellField,
  step: 1 | -1,
  hidden: readonly CellField[] = [],
): CellField | null {
  const shown = CELL_FIELDS.filter(
    (candidate) => candidate === field || !hidden.includes(candidate),
  );
  return shown[shown.indexOf(field) + step] ?? null;
}

/** "699.00": a price to edit, with the currency's digits and no symbol or grouping. */
export const priceText = (minor: number, currency: string): string =>
  fromMinorUnits(minor, currency).toFixed(minorUnitDigits(currency));

/** What an input starts with when the cell opens. */
export function cellText(item: GearItem, field: CellField, unit: WeightUnit): string {
  switch (field) {
    case 'name':
      return item.name;
    case 'brand':
      return item.brand;
    case 'categoryId':
      return item.categoryId ?? '';
    case 'weight':
      return formatWeightInput(item.weightMg, unit);
    case 'quantity':
      return String(item.quantityOwned);
    case 'price':
      return item.priceMinor === null || item.currency === null
        ? ''
        : priceText(item.priceMinor, item.currency);
  }
}

export type CellResult = { changes: GearItemChanges | null } | { error: string };

export const isCellError = (result: CellResult): result is { error: string } => 'error' in result;

function readText(item: GearItem, field: 'name' | 'brand', text: string): CellResult {
  const value = text.trim();
  if (field === 'name' && value === '') return { error: 'An item needs a name' };
  const max = field === 'name' ? NAME_MAX_LENGTH : BRAND_MAX_LENGTH;
  if (value.length > max) return { error: `At most ${max} characters` };
  return { changes: value === item[field] ? null : { [field]: value } };
}

function readQuantity(item: GearItem, text: string): CellResult {
  const value = text.trim();
  if (!/^\d+$/.test(value) || Number(value) > MAX_OWNED_QUANTITY) {
    return { error: `A whole number from 0 to ${MAX_OWNED_QUANTITY}` };
  }
  const quantityOwned = Number(value);
  return { changes: quantityOwned === item.quantityOwned ? null : { quantityOwned } };
}

/**
 * What the typed text changes, null for nothing, or why it cannot be saved. A price is in the
 * item's currency, or `fallbackCurrency` when it has none yet.
 */
export function readCell(
  item: GearItem,
  field: CellField,
  text: string,
  unit: WeightUnit,
  fallbackCurrency: string,
): CellResult {
  switch (field) {
    case 'name':
    case 'brand':
      return readText(item, field, text);
    case 'categoryId': {
      const categoryId = text === '' ? null : text;
      return { changes: categoryId === item.categoryId ? null : { categoryId } };
    }
    case 'weight': {
      // The shown text is rounded (19 oz shows as 539 g): left as shown, the weight is unchanged.
      if (text.trim() === formatWeightInput(item.weightMg, unit)) return { changes: null };
      const weight = readWeightInput(text, unit);
      if (isWeightError(weight)) return weight;
      // The unit typed (or the view's, for a bare number) goes with a new weight.
      return {
        changes:
          weight.mg === item.weightMg ? null : { weightMg: weight.mg, weightUnit: weight.unit },
      };
    }
    case 'quantity':
      return readQuantity(item, text);
    case 'price': {
      const currency = item.currency ?? fallbackCurrency;
      const price = parsePriceInput(text, currency);
      if (isPriceError(price)) return price;
      if (price.minor === item.priceMinor) return { changes: null };
      return {
        changes:
          price.minor === null ? { priceMinor: null } : { priceMinor: price.minor, currency },
      };
    }
  }
}
