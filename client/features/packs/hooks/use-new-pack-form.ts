import { useFormik } from 'formik';
import { createPack } from '@client/features/packs/api/create-pack';
import { errorMessage, fieldErrors } from '@client/features/packs/api/pack-errors';
import { newPackSchema, type NewPackValues } from '@client/features/packs/api/pack-schema';
import type { PackDetail } from '@client/features/packs/api/types';

/** The new-pack dialog: name and description; the server's refusals show by their field. */
export function useNewPackForm(onCreated: (pack: PackDetail) => void) {
  return useFormik<NewPackValues>({
    initialValues: { name: '', description: '' },
    validationSchema: newPackSchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      try {
        const pack = await createPack({
          name: values.name.trim(),
          description: (values.description ?? '').trim(),
        });
        helpers.resetForm();
        onCreated(pack);
      } catch (error) {
        const byField = fieldErrors(error);
        helpers.setErrors({
          name: byField.name ?? (byField.description ? undefined : errorMessage(error)),
          description: byField.description,
        });
      }
    },
  });
}
