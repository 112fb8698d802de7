import { useFormik } from 'formik';
import { errorMessage, fieldErrors } from '@client/lib/api-errors';
import { toast } from '@client/lib/toast';
import {
  readDegrees,
  TRIP_DETAILS_FIELDS,
  tripDetailsSchema,
  type TripDetailsValues,
} from '@client/features/trips/api/trip-details-schema';
import type { TripChanges, TripDetail } from '@client/features/trips/api/types';
import type { TripMutations } from './use-trip-mutations';

/** The trip as the form's fields hold it (coordinates as text). */
export const detailsValuesOf = (trip: TripDetail): TripDetailsValues => ({
  name: trip.name,
  startDate: trip.startDate,
  endDate: trip.endDate === trip.startDate ? '' : trip.endDate,
  activity: trip.activity,
  description: trip.description,
  notes: trip.notes,
  latitude: trip.latitude === null ? '' : String(trip.latitude),
  longitude: trip.longitude === null ? '' : String(trip.longitude),
  isPublic: trip.isPublic,
});

/** The PATCH body: every field (trimmed), the coordinates both or neither (null clears them). */
export function changesOf(values: TripDetailsValues): TripChanges {
  const latitude = readDegrees(values.latitude);
  const longitude = readDegrees(values.longitude);
  const located = latitude !== null && longitude !== null;
  return {
    name: values.name.trim(),
    startDate: values.startDate,
    endDate: values.endDate || values.startDate,
    activity: values.activity,
    description: values.description.trim(),
    notes: values.notes.trim(),
    latitude: located ? latitude : null,
    longitude: located ? longitude : null,
    isPublic: values.isPublic,
  };
}

/**
 * The trip's details form: Formik state from the trip, the Yup rules, and a PATCH of the trip;
 * the server's refusals show by their fields (an end date before the start, say), the rest
 * above the button.
 */
export function useTripDetailsForm(trip: TripDetail, mutations: Pick<TripMutations, 'update'>) {
  return useFormik<TripDetailsValues>({
    initialValues: detailsValuesOf(trip),
    // A change saved elsewhere (another tab, an import) shows; typing is kept while they agree.
    enableReinitialize: true,
    validationSchema: tripDetailsSchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        const saved = await mutations.update(changesOf(values));
        helpers.resetForm({ values: detailsValuesOf(saved) });
        toast.success(`Saved ${saved.name}`);
      } catch (error) {
        const byField = fieldErrors(error);
        const errors: Partial<Record<keyof TripDetailsValues, string>> = {};
        for (const field of TRIP_DETAILS_FIELDS) if (byField[field]) errors[field] = byField[field];
        helpers.setErrors(errors);
        if (Object.keys(errors).length === 0) {
          helpers.setStatus(`Could not save the trip: ${errorMessage(error)}`);
        }
      }
    },
  });
}

export type TripDetailsForm = ReturnType<typeof useTripDetailsForm>;
