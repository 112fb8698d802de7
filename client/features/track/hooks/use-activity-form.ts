import { useFormik } from 'formik';
import { errorMessage, fieldErrors } from '@client/lib/api-errors';
import {
  NEW_ACTIVITY_FIELDS,
  newActivitySchema,
  type NewActivityInput,
} from '@client/features/track/api/activity-form-schema';
import type { ActivityDetail, NewActivity } from '@client/features/track/api/types';
import { zoneOffsetMinutes } from '@domain/time-zones';
import { localToInstant } from '@client/features/track/utils/local-time';

/** The form's field that shows a refusal of the body's field. */
const FORM_FIELD_OF: Record<string, keyof NewActivityInput> = {
  name: 'name',
  category: 'category',
  startTime: 'time',
  timeZone: 'time',
  elapsedS: 'hours',
  movingS: 'hours',
  distanceM: 'distanceKm',
  gainM: 'gainM',
  notes: 'notes',
};

const localNow = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString();
};

export const emptyActivityInput = (): NewActivityInput => ({
  name: '',
  category: 'hike',
  date: localNow().slice(0, 10),
  time: '08:00',
  hours: '',
  minutes: '',
  distanceKm: '',
  gainM: '',
  notes: '',
});

/** What the form shows of a saved activity: its start in its own zone (else the viewer's). */
export function activityInput(activity: ActivityDetail, viewerZone: string): NewActivityInput {
  const zone = activity.timeZone ?? viewerZone;
  const instant = Date.parse(activity.startTime);
  const local = new Date(instant + zoneOffsetMinutes(instant, zone) * 60_000).toISOString();
  const seconds = activity.movingS ?? activity.elapsedS;
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    name: activity.name,
    category: activity.category,
    date: local.slice(0, 10),
    time: local.slice(11, 16),
    hours: seconds === null ? '' : String(Math.floor(seconds / 3600)),
    minutes: seconds === null ? '' : String(Math.round((seconds % 3600) / 60)),
    distanceKm: activity.distanceM === null ? '' : String(activity.distanceM / 1000),
    gainM: text(activity.gainM === null ? null : Math.round(activity.gainM)),
    notes: activity.notes,
  };
}

/** The body for the checked values: a duration in seconds, metres, an instant with its offset. */
export function activityBody(input: NewActivityInput, timeZone: string): NewActivity {
  const values = newActivitySchema.cast(input);
  const hasTime = values.hours !== undefined || values.minutes !== undefined;
  const seconds = ((values.hours ?? 0) * 60 + (values.minutes ?? 0)) * 60;
  return {
    name: values.name,
    category: values.category,
    startTime: localToInstant(values.date, values.time, timeZone),
    timeZone,
    movingS: hasTime ? seconds : null,
    elapsedS: hasTime ? seconds : null,
    distanceM: values.distanceKm === undefined ? null : Math.round(values.distanceKm * 1000),
    gainM: values.gainM ?? null,
    notes: values.notes,
  };
}

/**
 * The activity dialogs' form (add, and edit): checked before sending, the server's refusals by
 * their field, anything else above the buttons. `what` names the action in that message;
 * `emptyAfter` empties the form once saved (the add dialog, ready for the next).
 */
export function useActivityForm(
  initialValues: NewActivityInput,
  save: (input: NewActivityInput) => Promise<ActivityDetail>,
  onSaved: (activity: ActivityDetail) => void,
  what: string,
  { emptyAfter = false }: { emptyAfter?: boolean } = {},
) {
  return useFormik<NewActivityInput>({
    initialValues,
    validationSchema: newActivitySchema,
    validateOnBlur: false,
    onSubmit: async (input, helpers) => {
      helpers.setStatus(undefined);
      try {
        const saved = await save(input);
        if (emptyAfter) helpers.resetForm({ values: emptyActivityInput() });
        onSaved(saved);
      } catch (error) {
        const errors: Partial<NewActivityInput> = {};
        for (const [field, message] of Object.entries(fieldErrors(error))) {
          const formField = FORM_FIELD_OF[field];
          if (formField && NEW_ACTIVITY_FIELDS.includes(formField)) errors[formField] = message;
        }
        helpers.setErrors(errors);
        if (Object.keys(errors).length === 0) {
          helpers.setStatus(`Could not ${what}: ${errorMessage(error)}`);
        }
      }
    },
  });
}

export type ActivityForm = ReturnType<typeof useActivityForm>;
