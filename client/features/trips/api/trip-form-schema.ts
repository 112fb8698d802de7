import { mixed, object, string, type InferType } from 'yup';
import { NAME_MAX_LENGTH } from '@domain/limits';
import type { TripActivity } from './types';
import { isActivity } from '@client/lib/activity-names';
import { isCalendarDate } from '@client/features/trips/utils/trip-dates';

/**
 * A new trip (the "New trip" dialog): the server's rules (server/trips/dto), checked before
 * sending so each message shows by its field. The end date may be left empty for a day trip.
 */
export const tripBasicsShape = {
  name: string()
    .default('')
    .trim()
    .required('Give the trip a name')
    .max(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters`),
  startDate: string()
    .default('')
    .required('Pick the first day')
    .test('date', 'A date like 2026-06-14', (value) => !value || isCalendarDate(value)),
  endDate: string()
    .default('')
    .test('date', 'A date like 2026-06-14', (value) => !value || isCalendarDate(value))
    .test('not-before-start', 'The last day cannot be before the first', (value, context) => {
      const start = (context.parent as { startDate?: string }).startDate ?? '';
      return !value || !isCalendarDate(start) || value >= start;
    }),
  activity: mixed<TripActivity>()
    .default('hike')
    .required('Pick an activity')
    .test('activity', 'Pick one of the activities', (value) => isActivity(String(value))),
};

export const newTripSchema = object(tripBasicsShape);

export type NewTripValues = InferType<typeof newTripSchema>;

export const NEW_TRIP_FIELDS = ['name', 'startDate', 'endDate', 'activity'] as const;
