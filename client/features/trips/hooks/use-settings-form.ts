import { useFormik, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { errorMessage, fieldErrors } from '@client/lib/api-errors';
import { toast } from '@client/lib/toast';
import type { TripChanges, TripDetail } from '@client/features/trips/api/types';

interface Options<Values extends FormikValues> {
  /** The fields as typed (text), from the trip as saved. */
  initial: Values;
  schema: AnyObjectSchema;
  /** The PATCH body from the checked, converted values. */
  changes: (checked: Record<string, unknown>) => TripChanges;
  save: (changes: TripChanges) => Promise<TripDetail>;
  /** What the toast says once saved: "Pace saved". */
  savedText: string;
}

/**
 * A small form of trip settings typed as numbers (the pace, the food and water budget): the
 * text fields, the Yup rules, and a PATCH of the trip; the server's refusals by their fields.
 */
export function useSettingsForm<Values extends FormikValues>(options: Options<Values>) {
  const { initial, schema, changes, save, savedText } = options;
  return useFormik<Values>({
    initialValues: initial,
    validationSchema: schema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const checked = schema.cast(values) as Record<string, unknown>;
      try {
        await save(changes(checked));
        toast.success(savedText);
      } catch (error) {
        const byField = fieldErrors(error);
        const errors: Record<string, string> = {};
        for (const field of Object.keys(initial))
          if (byField[field]) errors[field] = byField[field];
        helpers.setErrors(errors as never);
        if (Object.keys(errors).length === 0) {
          helpers.setStatus(`Could not save: ${errorMessage(error)}`);
        }
      }
    },
  });
}
