import { UsernameField } from '@client/components/username-field';
import { useUsernameForm } from '@client/hooks/use-username-form';

/**
 * A user without a username chooses one here, in place: the public link is made of it. The same
 * field, rules and live availability check as the account page; once saved, the stored user has
 * it and the dialog goes on to the link.
 */
export function ShareUsernameStep({ what }: { what: 'pack' | 'trip' }) {
  const username = useUsernameForm(null, () => undefined);
  const { form } = username;
  return (
    <section className="share-username" aria-labelledby="share-username-heading">
      <h3 id="share-username-heading">Choose a username first</h3>
      <p className="muted">
        Public links are made of it: <code>/u/your-username/{what}/…</code>. You can change it later
        on your account page (old links then stop working).
      </p>
      <form className="share-username-form" noValidate onSubmit={form.handleSubmit}>
        <UsernameField username={username} autoFocus />
        <div className="share-username-actions">
          <button
            type="submit"
            className="button button-primary"
            disabled={form.isSubmitting || username.blocked}
          >
            {form.isSubmitting ? 'Saving…' : 'Save username'}
          </button>
        </div>
      </form>
    </section>
  );
}
