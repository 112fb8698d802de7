import { useFormik } from 'formik';
import { errorCode } from '@client/lib/api-error-code';
import { errorMessage, fieldErrors } from '@client/lib/api-errors';
import {
  WAYPOINT_FORM_FIELDS,
  waypointFormSchema,
  type WaypointFormValues,
} from '@client/features/trips/waypoints/api/waypoint-form-schema';

interface Options {
  initial: WaypointFormValues;
  /** Saves the values (trimmed); throws the server's refusal. */
  save: (values: WaypointFormValues) => Promise<unknown>;
  onSaved: (values: WaypointFormValues) => void;
}

function refusal(error: unknown): string {
  if (errorCode(error) === 'TRIP_WAYPOINT_NOT_FOUND') {
    return 'This waypoint is no longer on the trip: it was deleted elsewhere';
  }
  return `Could not save the waypoint: ${errorMessage(error)}`;
}

/**
 * A waypoint's form (new or edit): Formik state, the Yup rules, and the server's refusals, each
 * field's by the field and the rest (the trip's 500 waypoints, the network) above the buttons.
 */
export function useWaypointForm({ initial, save, onSaved }: Options) {
  return useFormik<WaypointFormValues>({
    initialValues: initial,
    validationSchema: waypointFormSchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const sent = {
        ...values,
        name: values.name.trim(),
        note: values.note.trim(),
        color: values.color.toLowerCase(),
      };
      try {
        await save(sent);
        onSaved(sent);
      } catch (error) {
        const byField = fieldErrors(error);
        const errors: Partial<Record<keyof WaypointFormValues, string>> = {};
        for (const field of WAYPOINT_FORM_FIELDS)
          if (byField[field]) errors[field] = byField[field];
        helpers.setErrors(errors);
        if (Object.keys(errors).length === 0) helpers.setStatus(refusal(error));
      }
    },
  });
}
