import { mixed, object, string, type InferType } from 'yup';
import { NAME_MAX_LENGTH } from '@domain/limits';
import { TRIP_WAYPOINT_NOTE_MAX_LENGTH } from '@domain/trip-limits';
import { MARKER_COLOR_PATTERN, MARKER_ICONS, type MarkerIcon } from '@domain/map-markers';

/**
 * A waypoint's form (a new one where the map was clicked, or one to edit): the server's rules,
 * checked before sending. The position is not a field: it comes from the map.
 */
export const waypointFormSchema = object({
  name: string()
    .default('')
    .trim()
    .required('Give the waypoint a name')
    .max(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters`),
  note: string()
    .default('')
    .max(TRIP_WAYPOINT_NOTE_MAX_LENGTH, `At most ${TRIP_WAYPOINT_NOTE_MAX_LENGTH} characters`),
  color: string()
    .default('#2f855a')
    .required('Pick a colour')
    .matches(MARKER_COLOR_PATTERN, 'A colour like #3b82f6'),
  icon: mixed<MarkerIcon>()
    .default('generic')
    .required('Pick an icon')
    .oneOf(MARKER_ICONS, 'Pick one of the icons'),
});

export type WaypointFormValues = InferType<typeof waypointFormSchema>;

export const WAYPOINT_FORM_FIELDS = ['name', 'note', 'color', 'icon'] as const;
