import { useFormik } from 'formik';
import { defaultCurrency } from '@client/lib/currencies';
import { useCurrentUser } from '@client/lib/current-user';
import { importErrors, importFailure } from '@client/features/packs/import/api/import-errors';
import {
  differingItems,
  importPack,
  previewImport,
  type ImportPackRequest,
  type ImportDone,
  type ImportPreview,
} from '@client/features/packs/import/api/import-pack';
import { importSchema } from '@client/features/packs/import/api/import-schema';

export interface ImportFormValues {
  file: File | null;
  name: string;
  currency: string;
  /** '' for a new pack. */
  packId: string;
}

/** What went wrong beyond a single field's message. */
export interface ImportFormStatus {
  /** No field was named: the reason, for the foot of the form. */
  message?: string;
  /** No row could be imported: each row's reason. */
  lines?: string[];
}

/** A checked file whose matched items differ from the library: the user chooses first. */
export interface ImportToReview {
  preview: ImportPreview;
  request: ImportPackRequest;
  /** The form as it was, to go back to. */
  values: ImportFormValues;
}

export interface ImportFormCallbacks {
  /** The form's values when it comes back from the review; else an empty form. */
  initialValues?: ImportFormValues;
  onReview: (review: ImportToReview) => void;
  onImported: (done: ImportDone) => void;
}

const FIELDS: readonly (keyof ImportFormValues)[] = ['file', 'name', 'currency', 'packId'];

const requestOf = (values: ImportFormValues, file: File): ImportPackRequest => ({
  file,
  name: values.name.trim(),
  currency: values.currency,
  packId: values.packId === '' ? null : values.packId,
});

/**
 * The import form: Formik state, the Yup rules, and the two requests. The file is checked first
 * (the preview writes nothing): when items it matched in the library say otherwise than the
 * file, the user reviews the differences and chooses; else it is imported at once, keeping the
 * library's values. The server's errors show by the field they name (and every bad row is
 * listed when none could be imported). Prices default to the account's currency.
 */
export function useImportPackForm({ initialValues, onReview, onImported }: ImportFormCallbacks) {
  const accountCurrency = useCurrentUser()?.currency;
  return useFormik<ImportFormValues>({
    initialValues: initialValues ?? {
      file: null,
      name: '',
      currency: accountCurrency ?? defaultCurrency(),
      packId: '',
    },
    validationSchema: importSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      if (!values.file) return;
      const request = requestOf(values, values.file);
      try {
        const preview = await previewImport(request);
        if (differingItems(preview).length > 0) {
          onReview({ preview, request, values });
          return;
        }
        onImported({ result: await importPack(request), newPack: request.packId === null });
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
