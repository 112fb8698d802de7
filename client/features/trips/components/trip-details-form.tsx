import { Check } from 'lucide-react';
import { DESCRIPTION_MAX_LENGTH, NOTES_MAX_LENGTH } from '@domain/limits';
import { FormField } from '@client/components/form-field';
import { lengthError } from '@client/lib/text-limit';
import type { TripDetail } from '@client/features/trips/api/types';
import { useTripDetailsForm } from '@client/features/trips/hooks/use-trip-details-form';
import type { TripMutations } from '@client/features/trips/hooks/use-trip-mutations';
import type { MapPosition } from '@client/components/map';
import { TripBasicsFields } from './trip-basics-fields';
import { TripLocationFields } from './trip-location-fields';

interface TripDetailsFormProps {
  trip: TripDetail;
  mutations: Pick<TripMutations, 'update'>;
  picking: boolean;
  onPick: (receive: (position: MapPosition) => void) => void;
  onCancelPick: () => void;
}

/** The trip's name, dates, activity, description, notes, main location and public switch. */
export function TripDetailsForm({ trip, mutations, ...location }: TripDetailsFormProps) {
  const form = useTripDetailsForm(trip, mutations);
  const shown = (field: keyof typeof form.values) => form.submitCount > 0 && form.errors[field];
  const status = typeof form.status === 'string' ? form.status : null;
  return (
    <section className="trip-section" aria-labelledby="trip-details-heading">
      <h2 id="trip-details-heading">Trip details</h2>
      <form className="trip-form trip-details-form" noValidate onSubmit={form.handleSubmit}>
        <TripBasicsFields
          values={form.values}
          onChange={form.handleChange}
          error={(field) => shown(field)}
          autoFocusName={false}
        />
        <FormField
          label="Description"
          error={
            lengthError(form.values.description, DESCRIPTION_MAX_LENGTH) || shown('description')
          }
        >
          {(ids) => (
            <textarea
              id={ids.id}
              name="description"
              className="input"
              rows={3}
              aria-invalid={ids.invalid || undefined}
              aria-describedby={ids.describedBy}
              value={form.values.description}
              onChange={form.handleChange}
            />
          )}
        </FormField>
        <FormField
          label="Notes"
          hint="Permits, transport, who to call: for you only."
          error={lengthError(form.values.notes, NOTES_MAX_LENGTH) || shown('notes')}
        >
          {(ids) => (
            <textarea
              id={ids.id}
              name="notes"
              className="input"
              rows={4}
              aria-invalid={ids.invalid || undefined}
              aria-describedby={ids.describedBy}
              value={form.values.notes}
              onChange={form.handleChange}
            />
          )}
        </FormField>
        <TripLocationFields form={form} {...location} />
        <label className="trip-switch">
          <input
            type="checkbox"
            name="isPublic"
            role="switch"
            checked={form.values.isPublic}
            onChange={form.handleChange}
          />
          <span>
            <strong>Public</strong>
            <span className="trip-switch-hint">
              Anyone with the link can see the trip (not your notes).
            </span>
          </span>
        </label>
        {status && (
          <p className="field-error" role="alert">
            {status}.
          </p>
        )}
        <div className="trip-form-actions">
          <button
            type="submit"
            className="button button-primary"
            disabled={form.isSubmitting || !form.dirty}
          >
            <Check aria-hidden="true" size={18} />
            Save details
          </button>
          {form.dirty && (
            <button type="button" className="button" onClick={() => form.resetForm()}>
              Undo changes
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
