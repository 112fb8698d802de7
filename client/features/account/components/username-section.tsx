import { IntentLink } from '@client/components/intent-link';
import { UsernameField } from '@client/components/username-field';
import { useUsernameForm } from '@client/hooks/use-username-form';
import { paths } from '@client/lib/paths';
import { toast } from '@client/lib/toast';
import type { Account } from '@client/features/account/api/types';

/** The public username: checked as the user types, saved on its own. */
export function UsernameSection({ account }: { account: Account }) {
  const username = useUsernameForm(account.username, (saved) =>
    toast.success(saved.username ? 'Username saved' : 'Username removed', { id: 'username' }),
  );
  const { form, status } = username;

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
        <UsernameField username={username} statusId="username-status" />
        <div className="account-actions">
          {account.username && (
            <IntentLink to={paths.publicProfile(account.username)} className="button">
              View your public page
            </IntentLink>
          )}
          <button
            type="submit"
            className="button button-primary"
            disabled={form.isSubmitting || username.blocked}
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
