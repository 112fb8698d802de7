import { boolean, object, string, type InferType } from 'yup';
import {
  BRAND_MAX_LENGTH,
  MAX_OWNED_QUANTITY,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '@domain/limits';
import { isCurrencyCode } from '@domain/money';
import { completeWebAddress } from '@domain/web-address';
import type { WeightUnit } from '@domain/weight-units';
import { isWeightError, readWeightInput } from '@client/lib/weight-input';
import { isPriceError, parsePriceInput } from '@client/features/gear/utils/price-input';
import {
  isRetireAfterError,
  readRetireAfterKm,
} from '@client/features/gear/utils/retire-after-input';

/** An http or https address, as the server accepts; "example.com/tent" is one (https://). */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(completeWebAddress(text));
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The details form's rules; weights typed without a unit are in `unit`. */
export const itemFormSchema = (unit: WeightUnit) =>
  object({
    name: string()
      .trim()
      .required('Give the item a name')
      .max(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters`),
    brand: string()
      .trim()
      .max(BRAND_MAX_LENGTH, `At most ${BRAND_MAX_LENGTH} characters`)
      .default(''),
    categoryId: string().default(''),
    weight: string()
      .default('')
      .test('weight', (value, context) => {
        const result = readWeightInput(value, unit);
        return isWeightError(result) ? context.createError({ message: result.error }) : true;
      }),
    quantityOwned: string()
      .trim()
      .required('How many do you own?')
      .test('negative', 'Must be 0 or more', (value) => !/^[-\u2212]\s*\d/.test(value))
      .matches(/^\d+$/, `A whole number from 0 to ${MAX_OWNED_QUANTITY}`)
      .test(
        'max',
        `A whole number from 0 to ${MAX_OWNED_QUANTITY}`,
        (value) => Number(value) <= MAX_OWNED_QUANTITY,
      ),
    currency: string()
      .default('')
      .test('currency', 'Pick a currency', (value, context) => {
        const price = (context.parent as { price?: string }).price ?? '';
        return price.trim() === '' || isCurrencyCode(value);
      }),
    price: string()
      .default('')
      .test('price', (value, context) => {
        const { currency } = context.parent as { currency: string };
        if (!isCurrencyCode(currency)) return true;
        const result = parsePriceInput(value, currency);
        return isPriceError(result) ? context.createError({ message: result.error }) : true;
      }),
    url: string()
      .trim()
      .default('')
      .max(URL_MAX_LENGTH, `At most ${URL_MAX_LENGTH} characters`)
      .test('url', 'Enter a web address starting with http:// or https://', (value) =>
        value === '' ? true : isHttpUrl(value),
      ),
    notes: string().default('').max(NOTES_MAX_LENGTH, `At most ${NOTES_MAX_LENGTH} characters`),
    retired: boolean().default(false),
    retireAfterKm: string()
      .default('')
      .test('retireAfterKm', (value, context) => {
        const result = readRetireAfterKm(value);
        return isRetireAfterError(result) ? context.createError({ message: result.error }) : true;
      }),
  });

export type ItemFormValues = InferType<ReturnType<typeof itemFormSchema>>;
