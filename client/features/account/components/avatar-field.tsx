import { ImagePlus, Trash2, Undo2 } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { UserAvatar } from '@client/components/user-avatar';
import { AVATAR_TYPES } from '@client/features/account/api/avatar';
import type { AvatarChoice } from '@client/features/account/api/profile-schema';
import type { Account } from '@client/features/account/api/types';

interface AvatarFieldProps {
  account: Account;
  /** The names as typed, so the initials follow them. */
  firstName: string;
  lastName: string;
  value: AvatarChoice;
  error?: string;
  disabled: boolean;
  onChange: (value: AvatarChoice) => void;
}

/** A preview of a chosen file, released when the choice changes or the field goes away. */
function usePreview(value: AvatarChoice): string | null {
  const url = useMemo(() => (value instanceof File ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * The profile picture: what is saved, or the file chosen (shown at once, saved with the form),
 * or the initials once removal is chosen. The file input is the label's; the label looks like a
 * button and the input keeps the keyboard focus.
 */
export function AvatarField({
  account,
  firstName,
  lastName,
  value,
  error,
  disabled,
  onChange,
}: AvatarFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const preview = usePreview(value);
  const shown = value === 'remove' ? null : (preview ?? account.avatarUrl);
  const person = { givenName: firstName, familyName: lastName, email: account.email };
  const pending = value !== null;

  return (
    <div className="avatar-field" role="group" aria-labelledby={`${inputId}-legend`}>
      <UserAvatar user={person} src={shown} size="large" />
      <div className="avatar-field-controls">
        <span id={`${inputId}-legend`} className="avatar-field-label">
          Profile picture
        </span>
        <div className="button-row">
          <label htmlFor={inputId} className="button button-small file-button">
            <ImagePlus aria-hidden="true" size={16} />
            {account.avatarUrl || value instanceof File ? 'Change picture' : 'Add picture'}
          </label>
          <input
            id={inputId}
            name="avatar"
            className="visually-hidden"
            type="file"
            accept={AVATAR_TYPES.join(',')}
            disabled={disabled}
            aria-describedby={[error ? errorId : '', hintId].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onChange(file);
            }}
          />
          {pending ? (
            <button
              type="button"
              className="button button-small"
              disabled={disabled}
              aria-label="Undo picture change"
              onClick={() => onChange(null)}
            >
              <Undo2 aria-hidden="true" size={16} />
              Undo
            </button>
          ) : (
            account.avatarUrl && (
              <button
                type="button"
                className="button button-small"
                disabled={disabled}
                aria-label="Remove picture"
                onClick={() => onChange('remove')}
              >
                <Trash2 aria-hidden="true" size={16} />
                Remove
              </button>
            )
          )}
        </div>
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
        <p id={hintId} className="field-hint">
          {value === 'remove'
            ? 'The picture will be removed when you save.'
            : value instanceof File
              ? `${value.name} will be cropped to a square when you save.`
              : 'JPEG, PNG or WebP, up to 25 MB; cropped to a square.'}
        </p>
      </div>
    </div>
  );
}
