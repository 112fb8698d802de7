import { Check, LoaderCircle, X } from 'lucide-react';
import { useId } from 'react';
import { USERNAME_MAX } from '@domain/username';
import type { UsernameForm, UsernameStatus } from '@client/hooks/use-username-form';
import { FormField } from './form-field';

function StatusLine({ status }: { status: UsernameStatus }) {
  switch (status.kind) {
    case 'empty':
      return <span>No username: nothing of yours is public.</span>;
    case 'current':
      return <span>This is your username.</span>;
    case 'checking':
      return (
        <span className="username-status checking">
          <LoaderCircle aria-hidden="true" size={16} className="spin" /> Checking…
        </span>
      );
    case 'available':
      return (
        <span className="username-status available">
          <Check aria-hidden="true" size={16} /> {status.username} is available
        </span>
      );
    case 'invalid':
    case 'unavailable':
      return (
        <span className="username-status unavailable">
          <X aria-hidden="true" size={16} /> {status.message}
        </span>
      );
    case 'unknown':
      return <span>Could not check it now; saving will tell.</span>;
  }
}

/**
 * The public username's field: `/u/` before it, the rules under it, and a status line that says
 * as the user types whether the name is well-formed and free (useUsernameForm).
 */
export function UsernameField({
  username,
  statusId,
  autoFocus = false,
}: {
  username: UsernameForm;
  statusId?: string;
  /** Takes focus when a dialog opens (dialog.tsx). */
  autoFocus?: boolean;
}) {
  const { form, status, serverError } = username;
  const ownId = useId();
  const lineId = statusId ?? ownId;
  return (
    <>
      <FormField
        label="Username"
        error={serverError}
        hint={`3 to ${USERNAME_MAX} lowercase letters, digits, - and _.`}
      >
        {(ids) => (
          <div className="username-input">
            <span className="username-prefix" aria-hidden="true">
              /u/
            </span>
            <input
              id={ids.id}
              name="username"
              className="input"
              value={form.values.username}
              maxLength={USERNAME_MAX + 10}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              data-autofocus={autoFocus || undefined}
              aria-describedby={[ids.describedBy, lineId].filter(Boolean).join(' ')}
              aria-invalid={ids.invalid || status.kind === 'invalid' || undefined}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
            />
          </div>
        )}
      </FormField>
      <p id={lineId} className="field-hint username-status-line" role="status">
        <StatusLine status={status} />
      </p>
    </>
  );
}
