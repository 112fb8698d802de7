import { useFormik } from 'formik';
import { errorMessage, fieldErrors } from '@client/lib/api-errors';
import { saveOwnStravaApp, type StravaConnection } from '@client/lib/api/strava';
import {
  stravaOwnAppSchema,
  type StravaOwnAppValues,
} from '@client/features/account/api/strava-own-app-schema';

/**
 * The user's own Strava app: its Client ID and Secret, saved on the server (the secret sealed,
 * never shown again); the server's refusals show by their fields.
 */
export function useStravaOwnAppForm(onSaved: (connection: StravaConnection) => void) {
  return useFormik<StravaOwnAppValues>({
    initialValues: { clientId: '', clientSecret: '' },
    validationSchema: stravaOwnAppSchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      try {
        onSaved(
          await saveOwnStravaApp({
            clientId: values.clientId.trim(),
            clientSecret: values.clientSecret.trim(),
          }),
        );
        helpers.resetForm();
      } catch (error) {
        const fields = fieldErrors(error);
        helpers.setErrors({
          clientId: fields.clientId,
          clientSecret: fields.clientSecret ?? (fields.clientId ? undefined : errorMessage(error)),
        });
      }
    },
  });
}
