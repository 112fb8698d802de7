import { useFormik } from 'formik';
import { importErrors, importFailure } from '../api/import-errors';
import { importPack, type ImportPackResult } from '../api/import-pack';
import { importSchema } from '../api/import-schema';
import { DEFAULT_CURRENCY } from '../utils/import-defaults';

export interface ImportFormValues {
  file: File | null;
  name: string;
  currency: string;
}

/** What went wrong beyond a single field's message. */
export interface ImportFormStatus {
  /** No field was named: the reason, for the foot of the form. */
  message?: string;
  /** No row could be imported: each row's reason. */
  lines?: string[];
}

const FIELDS: readonly (keyof ImportFormValues)[] = ['file', 'name', 'currency'];

/**
 * The import form: Formik state, the Yup rules and the upload, with the server's errors shown
 * by the field they name (and every bad row listed when none could be imported).
 */
export function useImportPackForm(onImported: (result: ImportPackResult) => void) {
  return useFormik<ImportFormValues>({
    initialValues: { file: null, name: '', currency: DEFAULT_CURRENCY },
    validationSchema: importSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      if (!values.file) return;
      try {
        onImported(
          await importPack({
            file: values.file,
            name: values.name.trim(),
            currency: values.currency,
          }),
        );
      } catch (error) {
        const { byField, lines } = importErrors(error);
        const errors = Object.fromEntries(
          FIELDS.flatMap((field) => (byField[field] ? [[field, byField[field]]] : [])),
        );
        helpers.setErrors(errors);
        const status: ImportFormStatus = {
          lines,
          message: Object.keys(errors).length === 0 ? importFailure(error) : undefined,
        };
        helpers.setStatus(status);
      }
    },
  });
}

export type ImportPackForm = ReturnType<typeof useImportPackForm>;
