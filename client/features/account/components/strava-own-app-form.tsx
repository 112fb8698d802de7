import { FormField } from '@client/components/form-field';
import { useStravaOwnAppForm } from '@client/features/account/hooks/use-strava-own-app-form';
import type { StravaConnection } from '@client/lib/api/strava';

/**
 * On a server without a Strava app: the user's own (made at strava.com/settings/api, its
 * callback domain this server's), so that they can link Strava anyway.
 */
export function StravaOwnAppForm({ onSaved }: { onSaved: (connection: StravaConnection) => void }) {
  const form = useStravaOwnAppForm(onSaved);
  const shown = (field: 'clientId' | 'clientSecret') => form.submitCount > 0 && form.errors[field];
  return (
    <form className="account-form" noValidate onSubmit={form.handleSubmit}>
      <p className="muted">
        Or use a Strava app of your own: make one at strava.com/settings/api with{' '}
        <strong>{window.location.host}</strong> as its Authorization Callback Domain, and enter its
        Client ID and Client Secret here.
      </p>
      <FormField label="Client ID" error={shown('clientId')}>
        {(ids) => (
          <input
            id={ids.id}
            name="clientId"
            className="input"
            inputMode="numeric"
            autoComplete="off"
            value={form.values.clientId}
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid || undefined}
            onChange={form.handleChange}
          />
        )}
      </FormField>
      <FormField label="Client Secret" error={shown('clientSecret')}>
        {(ids) => (
          <input
            id={ids.id}
            name="clientSecret"
            type="password"
            className="input"
            autoComplete="off"
            value={form.values.clientSecret}
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid || undefined}
            onChange={form.handleChange}
          />
        )}
      </FormField>
      <button type="submit" className="button" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Saving…' : 'Use my Strava app'}
      </button>
    </form>
  );
}
