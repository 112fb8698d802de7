import { useFormik } from 'formik';
import { errorMessage, fieldErrors } from '@client/lib/api-errors';
import {
  bundleFormSchema,
  type BundleFormValues,
} from '@client/features/bundles/api/bundle-form-schema';
import type { BundleDetail, NewBundle } from '@client/lib/api/bundle-types';

const EMPTY: BundleFormValues = { name: '', description: '', categoryId: '' };
const FIELDS = ['name', 'description', 'categoryId'] as const;

/** The server names a category that is gone; say what to do about it. */
const friendly = (field: (typeof FIELDS)[number], message: string): string =>
  field === 'categoryId' && message.includes('does not exist')
    ? 'That category no longer exists: pick another'
    : message;

interface Options {
  create: (body: NewBundle) => Promise<BundleDetail>;
  onCreated: (bundle: BundleDetail) => void;
}

/** The new-bundle form: Formik state, the Yup rules, and the server's refusals by the fields. */
export function useNewBundleForm({ create, onCreated }: Options) {
  return useFormik<BundleFormValues>({
    initialValues: EMPTY,
    validationSchema: bundleFormSchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        const created = await create({
          name: values.name.trim(),
          description: values.description.trim(),
          categoryId: values.categoryId === '' ? null : values.categoryId,
        });
        helpers.resetForm();
        onCreated(created);
      } catch (error) {
        const byField = fieldErrors(error);
        const errors: Partial<Record<keyof BundleFormValues, string>> = {};
        for (const field of FIELDS) {
          const message = byField[field];
          if (message) errors[field] = friendly(field, message);
        }
        helpers.setErrors(errors);
        if (Object.keys(errors).length === 0) helpers.setStatus(errorMessage(error));
      }
    },
  });
}

export type NewBundleForm = ReturnType<typeof useNewBundleForm>;
