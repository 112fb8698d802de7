import { Crosshair, X } from 'lucide-react';
import type { TripDetailsForm } from '@client/features/trips/hooks/use-trip-details-form';
import type { MapPosition } from '@client/components/map';
import { FormField } from '@client/components/form-field';

interface TripLocationFieldsProps {
  form: TripDetailsForm;
  /** The map is waiting for a click that sets the location. */
  picking: boolean;
  onPick: (receive: (position: MapPosition) => void) => void;
  onCancelPick: () => void;
}

const fixed = (degrees: number) => String(Math.round(degrees * 100_000) / 100_000);

/** The main location: typed as decimal degrees, or picked with a click on the map. */
export function TripLocationFields({
  form,
  picking,
  onPick,
  onCancelPick,
}: TripLocationFieldsProps) {
  const shown = (field: 'latitude' | 'longitude') => form.submitCount > 0 && form.errors[field];
  const receive = (position: MapPosition) => {
    void form.setFieldValue('latitude', fixed(position.latitude));
    void form.setFieldValue('longitude', fixed(position.longitude));
  };
  return (
    <fieldset className="trip-location">
      <legend>Main location</legend>
      <div className="trip-location-fields">
        <FormField label="Latitude" error={shown('latitude')}>
          {(ids) => (
            <input
              id={ids.id}
              name="latitude"
              className="input"
              inputMode="decimal"
              autoComplete="off"
              placeholder="54.45"
              aria-invalid={ids.invalid || undefined}
              aria-describedby={ids.describedBy}
              value={form.values.latitude}
              onChange={form.handleChange}
            />
          )}
        </FormField>
        <FormField label="Longitude" error={shown('longitude')}>
          {(ids) => (
            <input
              id={ids.id}
              name="longitude"
              className="input"
              inputMode="decimal"
              autoComplete="off"
              placeholder="-3.02"
              aria-invalid={ids.invalid || undefined}
              aria-describedby={ids.describedBy}
              value={form.values.longitude}
              onChange={form.handleChange}
            />
          )}
        </FormField>
      </div>
      <div className="trip-location-actions">
        {picking ? (
          <button type="button" className="button button-small" onClick={onCancelPick}>
            <X aria-hidden="true" size={16} />
            Stop picking
          </button>
        ) : (
          <button type="button" className="button button-small" onClick={() => onPick(receive)}>
            <Crosshair aria-hidden="true" size={16} />
            Pick on the map
          </button>
        )}
        {(form.values.latitude || form.values.longitude) && (
          <button
            type="button"
            className="button button-small"
            onClick={() => {
              void form.setFieldValue('latitude', '');
              void form.setFieldValue('longitude', '');
            }}
          >
            Clear
          </button>
        )}
      </div>
      {picking && (
        <p className="field-hint" role="status">
          Click the map where the trip is; the fields fill in. Save to keep it.
        </p>
      )}
    </fieldset>
  );
}
