import { object, string, type InferType } from 'yup';

/** A user's own Strava app, as strava.com/settings/api shows it; the server checks it again. */
export const stravaOwnAppSchema = object({
  clientId: string()
    .trim()
    .required('Enter your Strava app’s Client ID')
    .matches(/^\d{1,12}$/, 'The Client ID is a number'),
  clientSecret: string()
    .trim()
    .required('Enter your Strava app’s Client Secret')
    .matches(
      /^[A-Za-z0-9]{16,100}$/,
      'The Client Secret is letters and digits, as Strava shows it',
    ),
});

export type StravaOwnAppValues = InferType<typeof stravaOwnAppSchema>;
