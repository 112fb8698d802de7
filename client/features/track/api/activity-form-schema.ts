import { mixed, number, object, string, type InferType } from 'yup';
import {
  ACTIVITY_MAX_CLIMB_M,
  ACTIVITY_MAX_DISTANCE_M,
  ACTIVITY_NAME_MAX_LENGTH,
  ACTIVITY_NOTES_MAX_LENGTH,
} from '@domain/activity-limits';
import type { ActivityCategory } from './types';
import { isCategory } from '@client/lib/activity-categories';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/** An empty box is no figure (null), not zero. */
const optionalNumber = () =>
  number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .typeError('A number, such as 12.5');

/**
 * An activity entered by hand (the "Add activity" dialog): the server's rules
 * (server/activities/dto), checked before sending so each message shows by its field. Time is
 * hours and minutes; distance in kilometres; the start in the browser's time zone.
 */
export const newActivitySchema = object({
  name: string()
    .default('')
    .trim()
    .required('Give the activity a name')
    .max(ACTIVITY_NAME_MAX_LENGTH, `At most ${ACTIVITY_NAME_MAX_LENGTH} characters`),
  category: mixed<ActivityCategory>()
    .default('hike')
    .required('Pick a category')
    .test('category', 'Pick one of the categories', (value) => isCategory(String(value))),
  date: string().default('').required('Pick the day').matches(DATE, 'A date like 2026-06-14'),
  time: string().default('').required('When did it start?').matches(TIME, 'A time like 08:30'),
  hours: optionalNumber().integer('Whole hours').min(0, 'Not below 0').max(720, 'At most 720'),
  minutes: optionalNumber().integer('Whole minutes').min(0, 'Not below 0').max(59, 'At most 59'),
  distanceKm: optionalNumber()
    .min(0, 'Not below 0')
    .max(ACTIVITY_MAX_DISTANCE_M / 1000, `At most ${ACTIVITY_MAX_DISTANCE_M / 1000} km`),
  gainM: optionalNumber()
    .min(0, 'Not below 0')
    .max(ACTIVITY_MAX_CLIMB_M, `At most ${ACTIVITY_MAX_CLIMB_M} m`),
  notes: string()
    .default('')
    .max(ACTIVITY_NOTES_MAX_LENGTH, `At most ${ACTIVITY_NOTES_MAX_LENGTH} characters`),
});

export type NewActivityValues = InferType<typeof newActivitySchema>;

/** What the form shows, as typed: numbers as text, '' for none. */
export type NewActivityInput = Record<keyof NewActivityValues, string>;

export const NEW_ACTIVITY_FIELDS = Object.keys(
  newActivitySchema.fields,
) as (keyof NewActivityValues)[];
