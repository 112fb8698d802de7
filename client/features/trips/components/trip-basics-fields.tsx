import type { ChangeEvent } from 'react';
import { NAME_MAX_LENGTH } from '@domain/limits';
import { FormField } from '@client/components/form-field';
import { lengthError } from '@client/lib/text-limit';
import type { NewTripValues } from '@client/features/trips/api/trip-form-schema';
import { ACTIVITY_CHOICES } from '@client/lib/activity-names';

interface TripBasicsFieldsProps {
  values: NewTripValues;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  /** The message to show by a field, or false. */
  error: (field: keyof NewTripValues) => string | false | undefined;
  /** The name takes the focus when a dialog opens (not on the trip's page). */
  autoFocusName?: boolean;
}

/** A trip's name, first and last day and activity: the new-trip dialog's and the details form's. */
export function TripBasicsFields({
  values,
  onChange,
  error,
  autoFocusName = true,
}: TripBasicsFieldsProps) {
  return (
    <>
      <FormField label="Name" error={lengthError(values.name, NAME_MAX_LENGTH) || error('name')}>
        {(ids) => (
          <input
            id={ids.id}
            name="name"
            className="input"
            autoComplete="off"
            data-autofocus={autoFocusName || undefined}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            value={values.name}
            onChange={onChange}
          />
        )}
      </FormField>
      <div className="trip-date-fields">
        <FormField label="First day" error={error('startDate')}>
          {(ids) => (
            <input
              id={ids.id}
              name="startDate"
              type="date"
              className="input"
              required
              aria-invalid={ids.invalid || undefined}
              aria-describedby={ids.describedBy}
              value={values.startDate}
              onChange={onChange}
            />
          )}
        </FormField>
        <FormField label="Last day" error={error('endDate')} hint="Empty for a day trip">
          {(ids) => (
            <input
              id={ids.id}
              name="endDate"
              type="date"
              className="input"
              min={values.startDate || undefined}
              aria-invalid={ids.invalid || undefined}
              aria-describedby={ids.describedBy}
              value={values.endDate}
              onChange={onChange}
            />
          )}
        </FormField>
      </div>
      <FormField label="Activity" error={error('activity')}>
        {(ids) => (
          <select
            id={ids.id}
            name="activity"
            className="input"
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            value={values.activity}
            onChange={onChange}
          >
            {ACTIVITY_CHOICES.map(({ activity, name }) => (
              <option key={activity} value={activity}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}
