import type { ChangeEventHandler } from 'react';
import { FormField } from '@client/components/form-field';
import { PACK_DESCRIPTION_MAX, PACK_NAME_MAX } from '@client/features/packs/api/pack-schema';
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
        error={lengthError(values.name, PACK_NAME_MAX) || error('name')}
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
        error={lengthError(values.description ?? '', PACK_DESCRIPTION_MAX) || error('description')}
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
