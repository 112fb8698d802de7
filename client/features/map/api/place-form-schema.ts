import { mixed, object, string, type InferType } from 'yup';
import { NAME_MAX_LENGTH, PLACE_NOTE_MAX_LENGTH } from '@domain/limits';
import {
  DEFAULT_MARKER_COLOR,
  DEFAULT_MARKER_ICON,
  MARKER_COLOR_PATTERN,
  MARKER_ICONS,
  type MarkerIcon,
} from '@domain/map-markers';

/**
 * The place form (a new place, or editing one): the server's rules (server/places/dto), checked
 * before sending so each message shows by its field. The position is not a field: it comes from
 * the map.
 */
export const placeFormSchema = object({
  name: string()
    .default('')
    .trim()
    .required('Give the place a name')
    .max(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters`),
  note: string()
    .default('')
    .max(PLACE_NOTE_MAX_LENGTH, `At most ${PLACE_NOTE_MAX_LENGTH} characters`),
  color: string()
    .default(DEFAULT_MARKER_COLOR)
    .required('Pick a colour')
    .matches(MARKER_COLOR_PATTERN, 'A colour like #3b82f6'),
  icon: mixed<MarkerIcon>()
    .default(DEFAULT_MARKER_ICON)
    .required('Pick an icon')
    .oneOf(MARKER_ICONS, 'Pick one of the icons'),
});

export type PlaceFormValues = InferType<typeof placeFormSchema>;

/** The form's fields, in the order they show (server field errors are matched against them). */
export const PLACE_FORM_FIELDS = ['name', 'note', 'color', 'icon'] as const;

export type PlaceFormField = (typeof PLACE_FORM_FIELDS)[number];
