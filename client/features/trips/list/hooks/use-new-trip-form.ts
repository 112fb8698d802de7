import { useFormik } from 'formik';
import { errorMessage, fieldErrors } from '@client/lib/api-errors';
import { createTrip } from '@client/features/trips/api/create-trip';
import {
  NEW_TRIP_FIELDS,
  newTripSchema,
  type NewTripValues,
} from '@client/features/trips/api/trip-form-schema';
import type { TripDetail } from '@client/features/trips/api/types';
import { today } from '@client/features/trips/utils/trip-dates';

/**
 * The "New trip" dialog: name, dates and activity; the end date left empty is a day trip. The
 * server's refusals show by their field, anything else above the buttons.
 */
export function useNewTripForm(onCreated: (trip: TripDetail) => void) {
  return useFormik<NewTripValues>({
    initialValues: { name: '', startDate: today(), endDate: '', activity: 'hike' },
    validationSchema: newTripSchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        const trip = await createTrip({
          name: values.name.trim(),
          startDate: values.startDate,
          endDate: values.endDate || values.startDate,
          activity: values.activity,
        });
        helpers.resetForm();
        onCreated(trip);
      } catch (error) {
        const byField = fieldErrors(error);
        const errors: Partial<Record<keyof NewTripValues, string>> = {};
        for (const field of NEW_TRIP_FIELDS) if (byField[field]) errors[field] = byField[field];
        helpers.setErrors(errors);
        if (Object.keys(errors).length === 0) {
          helpers.setStatus(`Could not create the trip: ${errorMessage(error)}`);
        }
      }
    },
  });
}

export type NewTripForm = ReturnType<typeof useNewTripForm>;
