import { useFormik } from 'formik';
import { errorCode } from '@client/lib/api-error-code';
import { errorMessage, fieldErrors } from '@client/lib/api-errors';
import { categorySchema, type CategoryFormValues } from '@client/features/gear/api/category-schema';
import type { NewGearCategory } from '@client/features/gear/api/create-category';
import type { GearCategory } from '@client/lib/api/gear-types';
import { nextPaletteColor } from '@client/features/gear/utils/category-palette';

interface Options {
  categoryCount: number;
  create: (body: NewGearCategory) => Promise<GearCategory>;
  onCreated: (category: GearCategory) => void;
}

/** The new-category form: name and colour; a taken name is shown by the name field. */
export function useCategoryForm({ categoryCount, create, onCreated }: Options) {
  return useFormik<CategoryFormValues>({
    initialValues: { name: '', color: nextPaletteColor(categoryCount) },
    validationSchema: categorySchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      try {
        const created = await create({
          name: values.name.trim(),
          color: values.color.toLowerCase(),
        });
        helpers.resetForm({ values: { name: '', color: nextPaletteColor(categoryCount + 1) } });
        onCreated(created);
      } catch (error) {
        const byField = fieldErrors(error);
        helpers.setErrors({
          name:
            errorCode(error) === 'CATEGORY_EXISTS'
              ? `You already have a category named “${values.name.trim()}”`
              : (byField.name ?? errorMessage(error)),
          ...(byField.color ? { color: byField.color } : {}),
        });
      }
    },
  });
}
