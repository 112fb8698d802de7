import { formatMoney } from '@domain/money';
import { formatWeight } from '@domain/weight-units';
import { displayLocale } from '@client/lib/currencies';
import type { ItemDifferences, PriceValue } from '@client/features/packs/import/api/import-pack';

export type DifferenceField = keyof ItemDifferences;

/** The fields in the order the report lists them, with their names for people. */
export const DIFFERENCE_FIELDS: readonly { field: DifferenceField; label: string }[] = [
  { field: 'weight', label: 'Weight' },
  { field: 'price', label: 'Price' },
  { field: 'url', label: 'Link' },
  { field: 'description', label: 'Description' },
];

/** A value as people read it; null: the item or the row has none. */
export type ValueText = string | null;

function priceText({ priceMinor, currency }: PriceValue): ValueText {
  if (priceMinor === null || currency === null) return null;
  try {
    return formatMoney(priceMinor, currency, displayLocale());
  } catch {
    return `${priceMinor} ${currency}`;
  }
}

/** One field's two values as people read them: [the library's, the file's]. */
export function differenceTexts(
  differences: ItemDifferences,
  field: DifferenceField,
): [ValueText, ValueText] | null {
  switch (field) {
    case 'weight': {
      const weight = differences.weight;
      if (!weight) return null;
      return [
        formatWeight(weight.library.weightMg, weight.library.weightUnit),
        formatWeight(weight.file.weightMg, weight.file.weightUnit),
      ];
    }
    case 'price': {
      const price = differences.price;
      return price ? [priceText(price.library), priceText(price.file)] : null;
    }
    case 'url': {
      const url = differences.url;
      return url ? [url.library, url.file] : null;
    }
    case 'description': {
      const description = differences.description;
      if (!description) return null;
      return [description.library || null, description.file || null];
    }
  }
}

/** "weight", "weight and price", "weight, price, link and description". */
export function fieldList(differences: ItemDifferences): string {
  const names = DIFFERENCE_FIELDS.filter(({ field }) => differences[field]).map(({ label }) =>
    label.toLowerCase(),
  );
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}
