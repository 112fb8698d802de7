import type { InputHTMLAttributes } from 'react';
import { FormField } from '@client/components/form-field';
import type { NewActivityInput } from '@client/features/track/api/activity-form-schema';
import type { ActivityForm } from '@client/features/track/hooks/use-activity-form';
import { CATEGORY_CHOICES } from '@client/lib/activity-categories';

interface ActivityFormFieldsProps {
  form: ActivityForm;
  /** A recorded activity's start and figures are its file's: only its words can change. */
  recorded?: boolean;
}

/** What, when, how long and how far: the add and edit dialogs' fields. */
export function ActivityFormFields({ form, recorded = false }: ActivityFormFieldsProps) {
  const error = (field: keyof NewActivityInput) => form.submitCount > 0 && form.errors[field];
  /** A text box for one of the fields, as FormField's render prop. */
  const input =
    (field: keyof NewActivityInput, props: InputHTMLAttributes<HTMLInputElement> = {}) =>
    (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => (
      <input
        id={ids.id}
        name={field}
        className="input"
        data-autofocus={field === 'name' || undefined}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        value={form.values[field]}
        onChange={form.handleChange}
        {...props}
      />
    );
  return (
    <>
      <FormField label="Name" error={error('name')}>
        {input('name', { autoComplete: 'off' })}
      </FormField>
      <FormField label="Category" error={error('category')}>
        {(ids) => (
          <select
            id={ids.id}
            name="category"
            className="input"
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            value={form.values.category}
            onChange={form.handleChange}
          >
            {CATEGORY_CHOICES.map(({ category, name }) => (
              <option key={category} value={category}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {!recorded && (
        <>
          <div className="activity-form-row">
            <FormField label="Day" error={error('date')}>
              {input('date', { type: 'date', required: true })}
            </FormField>
            <FormField label="Start" error={error('time')}>
              {input('time', { type: 'time', required: true })}
            </FormField>
          </div>
          <div className="activity-form-row">
            <FormField label="Hours" error={error('hours')}>
              {input('hours', { inputMode: 'numeric', autoComplete: 'off' })}
            </FormField>
            <FormField label="Minutes" error={error('minutes')}>
              {input('minutes', { inputMode: 'numeric', autoComplete: 'off' })}
            </FormField>
          </div>
          <div className="activity-form-row">
            <FormField label="Distance (km)" error={error('distanceKm')}>
              {input('distanceKm', { inputMode: 'decimal', autoComplete: 'off' })}
            </FormField>
            <FormField label="Climb (m)" error={error('gainM')}>
              {input('gainM', { inputMode: 'numeric', autoComplete: 'off' })}
            </FormField>
          </div>
        </>
      )}
      <FormField label="Notes" error={error('notes')}>
        {(ids) => (
          <textarea
            id={ids.id}
            name="notes"
            className="input"
            rows={3}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            value={form.values.notes}
            onChange={form.handleChange}
          />
        )}
      </FormField>
    </>
  );
}

/** The message of a failure no field explains, and the dialog's two buttons. */
export function ActivityFormEnd({
  form,
  onCancel,
  label,
  busyLabel,
}: {
  form: ActivityForm;
  onCancel: () => void;
  label: string;
  busyLabel: string;
}) {
  const status = typeof form.status === 'string' ? form.status : null;
  return (
    <>
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
          {form.isSubmitting ? busyLabel : label}
        </button>
      </div>
    </>
  );
}
