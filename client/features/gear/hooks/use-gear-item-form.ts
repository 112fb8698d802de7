import { useFormik } from 'formik';
import { completeWebAddress } from '@domain/web-address';
import type { WeightUnit } from '@domain/weight-units';
import { formatWeightInput } from '@client/lib/number-format';
import { errorMessage, fieldErrors } from '@client/lib/api-errors';
import { isWeightError, readWeightInput } from '@client/lib/weight-input';
import { itemFormSchema, type ItemFormValues } from '@client/features/gear/api/item-form-schema';
import type { GearItem, GearItemChanges } from '@client/lib/api/gear-types';
import { priceText } from '@client/features/gear/utils/cell-fields';
import { isPriceError, parsePriceInput } from '@client/features/gear/utils/price-input';
import {
  isRetireAfterError,
  readRetireAfterKm,
  retireAfterText,
} from '@client/features/gear/utils/retire-after-input';

/** The server's field names, as the form names them. */
const FORM_FIELDS: Record<string, keyof ItemFormValues> = {
  name: 'name',
  brand: 'brand',
  categoryId: 'categoryId',
  weightMg: 'weight',
  quantityOwned: 'quantityOwned',
  priceMinor: 'price',
  currency: 'currency',
  url: 'url',
  notes: 'notes',
  retired: 'retired',
  retireAfterM: 'retireAfterKm',
};

function initialValues(item: GearItem, unit: WeightUnit, fallbackCurrency: string): ItemFormValues {
  return {
    name: item.name,
    brand: item.brand,
    categoryId: item.categoryId ?? '',
    weight: formatWeightInput(item.weightMg, unit),
    quantityOwned: String(item.quantityOwned),
    price:
      item.priceMinor === null || item.currency === null
        ? ''
        : priceText(item.priceMinor, item.currency),
    currency: item.currency ?? fallbackCurrency,
    url: item.url ?? '',
    notes: item.notes,
    retired: item.retired,
    retireAfterKm: retireAfterText(item.retireAfterM),
  };
}

/** What the valid form changes compared with the item; only changed fields are sent. */
export function formChanges(
  item: GearItem,
  values: ItemFormValues,
  unit: WeightUnit,
): GearItemChanges {
  const all: GearItemChanges = {
    name: values.name.trim(),
    brand: values.brand.trim(),
    categoryId: values.categoryId === '' ? null : values.categoryId,
    quantityOwned: Number(values.quantityOwned),
    url: values.url.trim() === '' ? null : completeWebAddress(values.url),
    notes: values.notes,
    retired: values.retired,
  };
  const weight = readWeightInput(values.weight, unit);
  // The shown weight is rounded (19 oz shows as 539 g): left as shown, it is not a change.
  const weightEdited = values.weight.trim() !== formatWeightInput(item.weightMg, unit);
  if (!isWeightError(weight) && weightEdited) all.weightMg = weight.mg;
  const retireAfter = readRetireAfterKm(values.retireAfterKm);
  if (!isRetireAfterError(retireAfter)) all.retireAfterM = retireAfter.metres;
  const price = parsePriceInput(values.price, values.currency);
  if (!isPriceError(price)) {
    all.priceMinor = price.minor;
    if (price.minor !== null) all.currency = values.currency;
  }
  const changes: GearItemChanges = {};
  for (const [key, value] of Object.entries(all) as [keyof GearItemChanges, unknown][]) {
    if (value !== item[key]) Object.assign(changes, { [key]: value });
  }
  // A new weight goes with the unit it was typed in (the view's, for a bare number).
  if ('weightMg' in changes && !isWeightError(weight)) changes.weightUnit = weight.unit;
  // A price and its currency travel together (the server needs both, or neither).
  if ('priceMinor' in changes || 'currency' in changes) {
    Object.assign(changes, { priceMinor: all.priceMinor, currency: all.currency ?? null });
    if (all.priceMinor === null) delete changes.currency;
  }
  return changes;
}

interface UseGearItemFormOptions {
  item: GearItem;
  unit: WeightUnit;
  fallbackCurrency: string;
  /** Saves; throws the server's error, whose field messages then show by the fields. */
  save: (item: GearItem, changes: GearItemChanges) => Promise<unknown>;
  onSaved: () => void;
}

/** The details form: Formik state, the Yup rules and the submission with server errors by field. */
export function useGearItemForm({
  item,
  unit,
  fallbackCurrency,
  save,
  onSaved,
}: UseGearItemFormOptions) {
  return useFormik<ItemFormValues>({
    initialValues: initialValues(item, unit, fallbackCurrency),
    validationSchema: itemFormSchema(unit),
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const changes = formChanges(item, values, unit);
      if (Object.keys(changes).length === 0) {
        onSaved();
        return;
      }
      try {
        await save(item, changes);
        onSaved();
      } catch (error) {
        const byField = fieldErrors(error);
        const errors: Partial<Record<keyof ItemFormValues, string>> = {};
        for (const [field, message] of Object.entries(byField)) {
          const formField = FORM_FIELDS[field];
          if (formField) errors[formField] = message;
        }
        helpers.setErrors(errors);
        if (Object.keys(errors).length === 0) helpers.setStatus(errorMessage(error));
      }
    },
  });
}

export type GearItemForm = ReturnType<typeof useGearItemForm>;
