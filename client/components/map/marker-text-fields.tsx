import type { ChangeEventHandler } from 'react';
import { NAME_MAX_LENGTH } from '@domain/limits';
import { FormField } from '@client/components/form-field';
import { lengthError } from '@client/lib/text-limit';

interface MarkerTextFieldsProps {
  values: { name: string; note: string };
  /** Each field's refusal to show (after a submit), or false. */
  errors: { name: string | false | undefined; note: string | false | undefined };
  /** The note's limit: places and waypoints each declare theirs. */
  noteMaxLength: number;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
}

/** A marker's name (focused when its form opens) and note, with their lengths checked as typed. */
export function MarkerTextFields({
  values,
  errors,
  noteMaxLength,
  onChange,
}: MarkerTextFieldsProps) {
  return (
    <>
      <FormField label="Name" error={lengthError(values.name, NAME_MAX_LENGTH) || errors.name}>
        {(ids) => (
          <input
            id={ids.id}
            name="name"
            className="input"
            autoComplete="off"
            data-autofocus
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            value={values.name}
            onChange={onChange}
          />
        )}
      </FormField>
      <FormField label="Note" error={lengthError(values.note, noteMaxLength) || errors.note}>
        {(ids) => (
          <textarea
            id={ids.id}
            name="note"
            className="input"
            rows={2}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            value={values.note}
            onChange={onChange}
          />
        )}
      </FormField>
    </>
  );
}
