import { Check, LoaderCircle, X } from 'lucide-react';
import { IntentLink } from '@client/components/intent-link';
import { paths } from '@client/lib/paths';
import { USERNAME_MAX } from '@domain/username';
import type { Account } from '@client/features/account/api/types';
import {
  useUsernameForm,
  type UsernameStatus,
} from '@client/features/account/hooks/use-username-form';
import { FormField } from '@client/components/form-field';

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

const BLOCKED: ReadonlySet<UsernameStatus['kind']> = new Set(['invalid', 'unavailable', 'current']);

/** The public username: checked as the user types, saved on its own. */
export function UsernameSection({ account }: { account: Account }) {
  const { form, status } = useUsernameForm(account);
  // A save refused by the server (taken meanwhile) shows by the field until the name changes.
  const serverError = form.submitCount > 0 ? form.errors.username : undefined;
  const blocked = BLOCKED.has(status.kind) || (status.kind === 'empty' && !account.username);

  return (
    <section className="account-card" aria-labelledby="username-heading">
      <header className="account-card-header">
        <h2 id="username-heading">Public username</h2>
        <p className="muted">
          Packs and trips you share are public at <code>/u/your-username</code>. Changing it changes
          those addresses: old links stop working.
        </p>
      </header>
      <form className="account-form" noValidate onSubmit={form.handleSubmit}>
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
                aria-describedby={[ids.describedBy, 'username-status'].filter(Boolean).join(' ')}
                aria-invalid={ids.invalid || status.kind === 'invalid' || undefined}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
              />
            </div>
          )}
        </FormField>
        <p id="username-status" className="field-hint username-status-line" role="status">
          <StatusLine status={status} />
        </p>
        <div className="account-actions">
          {account.username && (
            <IntentLink to={paths.publicProfile(account.username)} className="button">
              View your public page
            </IntentLink>
          )}
          <button
            type="submit"
            className="button button-primary"
            disabled={form.isSubmitting || blocked}
          >
            {form.isSubmitting
              ? 'Saving…'
              : status.kind === 'empty' && account.username
                ? 'Remove username'
                : 'Save username'}
          </button>
        </div>
      </form>
    </section>
  );
}
