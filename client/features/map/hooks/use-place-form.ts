import { useFormik } from 'formik';
import { MAX_PLACES } from '@domain/limits';
import { errorCode } from '@client/lib/api-error-code';
import { errorMessage, fieldErrors } from '@client/lib/api-errors';
import {
  PLACE_FORM_FIELDS,
  placeFormSchema,
  type PlaceFormField,
  type PlaceFormValues,
} from '@client/features/map/api/place-form-schema';
import type { Place } from '@client/features/map/api/types';

interface Options {
  /** What the form starts with: a new place's defaults, or the place being edited. */
  initial: PlaceFormValues;
  /** Saves the values (trimmed); throws the server's refusal. */
  save: (values: PlaceFormValues) => Promise<Place>;
  onSaved: (place: Place) => void;
}

/** What to say when the server refuses for a reason no field holds. */
function refusal(error: unknown): string {
  const code = errorCode(error);
  if (code === 'PLACES_FULL') {
    return `You have ${MAX_PLACES.toLocaleString('en-GB')} places, the most there can be: delete one to add another`;
  }
  if (code === 'PLACE_NOT_FOUND') return 'This place is no longer saved: it was deleted elsewhere';
  return `Could not save the place: ${errorMessage(error)}`;
}

/**
 * The place form (new or edit): Formik state, the Yup rules, and the server's refusals, each
 * field's by the field and the rest (PLACES_FULL, a network failure) above the buttons.
 */
export function usePlaceForm({ initial, save, onSaved }: Options) {
  return useFormik<PlaceFormValues>({
    initialValues: initial,
    validationSchema: placeFormSchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        const place = await save({
          ...values,
          name: values.name.trim(),
          note: values.note.trim(),
          color: values.color.toLowerCase(),
        });
        onSaved(place);
      } catch (error) {
        const byField = fieldErrors(error);
        const errors: Partial<Record<PlaceFormField, string>> = {};
        for (const field of PLACE_FORM_FIELDS) {
          const message = byField[field];
          if (message) errors[field] = message;
        }
        helpers.setErrors(errors);
        if (Object.keys(errors).length === 0) helpers.setStatus(refusal(error));
      }
    },
  });
}

export type PlaceForm = ReturnType<typeof usePlaceForm>;
