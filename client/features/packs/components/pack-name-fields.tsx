import type { ChangeEventHandler } from 'react';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from '@domain/limits';
import { FormField } from '@client/components/form-field';
import { lengthError } from '@client/lib/text-limit';

interface PackNameFieldsProps {
  values: { name: string; description?: string };
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  error: (field: 'name' | 'description') => string | false | undefined;
  nameHint?: string;
  descriptionLabel: string;
  descriptionRows: number;
}

/** A pack's name and description, as both the new-pack and the details forms ask for them. */
export function PackNameFields({
  values,
  onChange,
  error,
  nameHint,
  descriptionLabel,
  descriptionRows,
}: PackNameFieldsProps) {
  return (
    <>
      <FormField
        label="Name"
        error={lengthError(values.name, NAME_MAX_LENGTH) || error('name')}
        hint={nameHint}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="name"
            className="input"
            autoComplete="off"
            data-autofocus
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={values.name}
            onChange={onChange}
          />
        )}
      </FormField>
      <FormField
        label={descriptionLabel}
        error={
          lengthError(values.description ?? '', DESCRIPTION_MAX_LENGTH) || error('description')
        }
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            name="description"
            className="input"
            rows={descriptionRows}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={values.description}
            onChange={onChange}
          />
        )}
      </FormField>
    </>
  );
}
