import { Check } from 'lucide-react';
import { TRIP_WAYPOINT_NOTE_MAX_LENGTH } from '@domain/trip-limits';
import { MarkerColourField, MarkerIconField, MarkerTextFields } from '@client/components/map';
import type { WaypointFormValues } from '@client/features/trips/waypoints/api/waypoint-form-schema';
import { useWaypointForm } from '@client/features/trips/waypoints/hooks/use-waypoint-form';

interface WaypointFormProps {
  initial: WaypointFormValues;
  save: (values: WaypointFormValues) => Promise<unknown>;
  onSaved: (values: WaypointFormValues) => void;
  onCancel: () => void;
  submitLabel: string;
  /** Where the waypoint is, said under the fields. */
  where: string;
}

/** Name, note, colour and icon of a waypoint; each refusal shows by its field. */
export function WaypointForm(props: WaypointFormProps) {
  const { initial, save, onSaved, onCancel, submitLabel, where } = props;
  const form = useWaypointForm({ initial, save, onSaved });
  const shown = (field: keyof WaypointFormValues) => form.submitCount > 0 && form.errors[field];
  const status = typeof form.status === 'string' ? form.status : null;

  return (
    <form className="trip-form" noValidate onSubmit={form.handleSubmit}>
      <MarkerTextFields
        values={form.values}
        errors={{ name: shown('name'), note: shown('note') }}
        noteMaxLength={TRIP_WAYPOINT_NOTE_MAX_LENGTH}
        onChange={form.handleChange}
      />
      <MarkerIconField
        value={form.values.icon}
        color={form.values.color}
        error={shown('icon')}
        onChange={(icon) => void form.setFieldValue('icon', icon)}
      />
      <MarkerColourField
        value={form.values.color}
        error={shown('color')}
        onChange={(color) => void form.setFieldValue('color', color)}
      />
      <p className="trip-form-where">{where}</p>
      {status && (
        <p className="field-error" role="alert">
          {status}.
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={form.isSubmitting}>
          <Check aria-hidden="true" size={18} />
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
