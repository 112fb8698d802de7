import { boolean, object, string, type InferType } from 'yup';
import { DESCRIPTION_MAX_LENGTH, NOTES_MAX_LENGTH } from '@domain/limits';
import { LATITUDE_MAX, LATITUDE_MIN, LONGITUDE_MAX, LONGITUDE_MIN } from '@domain/map-markers';
import { tripBasicsShape } from './trip-form-schema';

/** A coordinate typed in: decimal degrees, a comma taken for the decimal point. */
export const readDegrees = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  if (!/^[-+]?\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
};

const degrees = (min: number, max: number, what: string) =>
  string()
    .default('')
    .test('degrees', `A ${what} from ${min} to ${max}, in decimal degrees`, (value) => {
      if (!value.trim()) return true;
      const read = readDegrees(value);
      return read !== null && read >= min && read <= max;
    });

/**
 * The trip's details form: the new trip's fields, a description and notes, the main location
 * (typed, or picked on the map, which fills these two fields) and the public switch. Both
 * coordinates or neither, as the server wants.
 */
export const tripDetailsSchema = object({
  ...tripBasicsShape,
  description: string()
    .default('')
    .max(DESCRIPTION_MAX_LENGTH, `At most ${DESCRIPTION_MAX_LENGTH} characters`),
  notes: string().default('').max(NOTES_MAX_LENGTH, `At most ${NOTES_MAX_LENGTH} characters`),
  latitude: degrees(LATITUDE_MIN, LATITUDE_MAX, 'latitude').test(
    'pair',
    'Give the latitude too, or clear the longitude',
    (value, context) =>
      Boolean(value.trim()) || !(context.parent as { longitude?: string }).longitude?.trim(),
  ),
  longitude: degrees(LONGITUDE_MIN, LONGITUDE_MAX, 'longitude').test(
    'pair',
    'Give the longitude too, or clear the latitude',
    (value, context) =>
      Boolean(value.trim()) || !(context.parent as { latitude?: string }).latitude?.trim(),
  ),
  isPublic: boolean().default(false).required(),
});

export type TripDetailsValues = InferType<typeof tripDetailsSchema>;

export const TRIP_DETAILS_FIELDS = [
  'name',
  'startDate',
  'endDate',
  'activity',
  'description',
  'notes',
  'latitude',
  'longitude',
  'isPublic',
] as const;

export type TripDetailsField = (typeof TRIP_DETAILS_FIELDS)[number];
