import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';

/**
 * Formik's `validate` for a Yup schema kept in a chunk of its own, so that a form on a screen's
 * first view brings no Yup: the schema loads at the form's first validation (a keystroke, a
 * blur, a submit) or on `preload` (the form is focused). It validates as Formik's
 * `validationSchema` does, with the same errors by field. A failed load is forgotten, so the next
 * validation asks again.
 */
export function lazySchema<Values extends FormikValues>(load: () => Promise<Schema<Values>>) {
  let loading: Promise<Schema<Values>> | undefined;
  const schema = (): Promise<Schema<Values>> =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    validate: async (values: Values): Promise<FormikErrors<Values>> => {
      try {
        await validateYupSchema(values, await schema());
        return {};
      } catch (error) {
        if (error instanceof Error && error.name === 'ValidationError') {
          return yupToFormErrors<Values>(error);
        }
        throw error;
      }
    },
    preload: () => void schema().catch(() => undefined),
  };
}
