import { useFormik } from 'formik';
import { object, string } from 'yup';
import { NAME_MAX_LENGTH } from '@domain/limits';
import type { WeightUnit } from '@domain/weight-units';
import { isWeightError, readOptionalWeight } from '@client/lib/weight-input';
import { errorMessage, fieldErrors } from '@client/features/packs/api/pack-errors';
import type { NewPackItem } from '@client/features/packs/api/types';

export interface NewLineItemValues {
  name: string;
  weight: string;
  categoryId: string;
}

/** The server's names for the fields (POST lines with newItem), as the form names them. */
const FORM_FIELDS: Record<string, keyof NewLineItemValues> = {
  'newItem.name': 'name',
  'newItem.weightMg': 'weight',
  'newItem.categoryId': 'categoryId',
};

const schema = (unit: WeightUnit) =>
  object({
    name: string()
      .trim()
      .required('Give the item a name')
      .max(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters`),
    weight: string().test('weight', (value, context) => {
      const read = readOptionalWeight(value ?? '', unit);
      return isWeightError(read) ? context.createError({ message: read.error }) : true;
    }),
    categoryId: string(),
  });

/**
 * A new item typed into the pack: name, weight in the view's unit, category. It joins the
 * library as it joins the pack; the server's refusals show by their field.
 */
export function useNewLineItemForm(options: {
  unit: WeightUnit;
  initialName: string;
  initialCategoryId: string;
  create: (item: NewPackItem) => Promise<unknown>;
  onCreated: () => void;
}) {
  const { unit, initialName, initialCategoryId, create, onCreated } = options;
  return useFormik<NewLineItemValues>({
    initialValues: { name: initialName, weight: '', categoryId: initialCategoryId },
    validationSchema: schema(unit),
    validateOnBlur: false,
    enableReinitialize: true,
    onSubmit: async (values, helpers) => {
      const weight = readOptionalWeight(values.weight, unit);
      if (isWeightError(weight)) return;
      try {
        await create({
          name: values.name.trim(),
          weightMg: weight.mg,
          weightUnit: weight.unit,
          categoryId: values.categoryId === '' ? null : values.categoryId,
        });
        helpers.resetForm({ values: { name: '', weight: '', categoryId: values.categoryId } });
        onCreated();
      } catch (error) {
        const byField = fieldErrors(error);
        const errors: Partial<NewLineItemValues> = {};
        for (const [field, message] of Object.entries(byField)) {
          const formField = FORM_FIELDS[field];
          if (formField) errors[formField] = message;
        }
        if (Object.keys(errors).length === 0) errors.name = errorMessage(error);
        helpers.setErrors(errors);
      }
    },
  });
}
