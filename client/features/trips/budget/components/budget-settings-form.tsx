import {
  budgetSettingsSchema,
  type BudgetSettingsValues,
} from '@client/features/trips/budget/api/trip-settings-schema';
import type { TripDetail } from '@client/features/trips/api/types';
import type { TripMutations } from '@client/features/trips/hooks/use-trip-mutations';
import { useSettingsForm } from '@client/features/trips/hooks/use-settings-form';
import { NumberField } from '@client/features/trips/components/number-field';

interface BudgetSettingsFormProps {
  trip: TripDetail;
  mutations: Pick<TripMutations, 'update'>;
}

/** Food per day (empty: the account's default) and water per hour on the move, for this trip. */
export function BudgetSettingsForm({ trip, mutations }: BudgetSettingsFormProps) {
  const form = useSettingsForm<BudgetSettingsValues>({
    initial: {
      foodPerDayGrams: trip.foodPerDayGrams === null ? '' : String(trip.foodPerDayGrams),
      waterLitresPerHour: String(trip.waterLitresPerHour),
    },
    schema: budgetSettingsSchema,
    changes: (checked) => ({
      foodPerDayGrams: (checked.foodPerDayGrams as number | undefined) ?? null,
      waterLitresPerHour: checked.waterLitresPerHour as number,
    }),
    save: mutations.update,
    savedText: 'Food and water saved',
  });
  const shown = (field: keyof BudgetSettingsValues) => form.submitCount > 0 && form.errors[field];
  const status = typeof form.status === 'string' ? form.status : null;
  return (
    <form className="trip-inline-form" noValidate onSubmit={form.handleSubmit}>
      <div className="trip-inline-fields">
        <NumberField
          label="Food per day"
          name="foodPerDayGrams"
          unit="g"
          decimals={false}
          placeholder={String(trip.effectiveFoodPerDayGrams)}
          hint={trip.foodPerDayGrams === null ? 'Your account’s default' : undefined}
          value={form.values.foodPerDayGrams}
          error={shown('foodPerDayGrams')}
          onChange={form.handleChange}
        />
        <NumberField
          label="Water per hour"
          hint="Of moving time"
          name="waterLitresPerHour"
          unit="l/h"
          value={form.values.waterLitresPerHour}
          error={shown('waterLitresPerHour')}
          onChange={form.handleChange}
        />
        <button type="submit" className="button" disabled={!form.dirty || form.isSubmitting}>
          Save
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
