import {
  paceSchema,
  type PaceValues,
} from '@client/features/trips/budget/api/trip-settings-schema';
import type { TripDetail } from '@client/features/trips/api/types';
import type { TripMutations } from '@client/features/trips/hooks/use-trip-mutations';
import { useSettingsForm } from '@client/features/trips/hooks/use-settings-form';
import { NumberField } from './number-field';

interface PaceFormProps {
  trip: TripDetail;
  mutations: Pick<TripMutations, 'update'>;
}

/** The trip's pace on the flat and climb rate, which the moving times are worked out with. */
export function PaceForm({ trip, mutations }: PaceFormProps) {
  const form = useSettingsForm<PaceValues>({
    initial: { paceKmh: String(trip.paceKmh), climbMPerHour: String(trip.climbMPerHour) },
    schema: paceSchema,
    changes: (checked) => ({
      paceKmh: checked.paceKmh as number,
      climbMPerHour: checked.climbMPerHour as number,
    }),
    save: mutations.update,
    savedText: 'Pace saved',
  });
  const shown = (field: keyof PaceValues) => form.submitCount > 0 && form.errors[field];
  const status = typeof form.status === 'string' ? form.status : null;
  return (
    <form className="trip-inline-form" noValidate onSubmit={form.handleSubmit}>
      <p className="trip-inline-form-lead">
        Moving time by Naismith’s rule: an hour per {trip.paceKmh} km, plus an hour per{' '}
        {trip.climbMPerHour} m of climb.
      </p>
      <div className="trip-inline-fields">
        <NumberField
          label="Pace on the flat"
          name="paceKmh"
          unit="km/h"
          value={form.values.paceKmh}
          error={shown('paceKmh')}
          onChange={form.handleChange}
        />
        <NumberField
          label="Climb rate"
          name="climbMPerHour"
          unit="m/h"
          decimals={false}
          value={form.values.climbMPerHour}
          error={shown('climbMPerHour')}
          onChange={form.handleChange}
        />
        <button type="submit" className="button" disabled={!form.dirty || form.isSubmitting}>
          Save pace
        </button>
      </div>
      {status && (
        <p className="field-error" role="alert">
          {status}.
        </p>
      )}
    </form>
  );
}
