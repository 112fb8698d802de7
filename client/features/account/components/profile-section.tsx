import type { Account } from '@client/features/account/api/types';
import type { AvatarChoice } from '@client/features/account/api/profile-schema';
import {
  preloadProfileRules,
  useProfileForm,
} from '@client/features/account/hooks/use-profile-form';
import { AvatarField } from './avatar-field';
import { FormField } from '@client/components/form-field';

const PLAN_LABEL: Record<Account['subscriptionPlan'], string> = {
  basic: 'Basic',
  explorer: 'Explorer',
};

const PROVIDER_NOTE: Record<Account['signInProvider'], string> = {
  builtin: 'You sign in with this address and your Packtrail password.',
  external: 'Your sign-in provider manages this address.',
};

/** The profile form: picture, first and last name; the rules live in useProfileForm. */
export function ProfileSection({ account }: { account: Account }) {
  const form = useProfileForm(account);
  const shown = (field: 'firstName' | 'lastName') =>
    (form.touched[field] === true || form.submitCount > 0) && form.errors[field];
  const input = (
    field: 'firstName' | 'lastName',
    ids: { id: string; describedBy?: string; invalid: boolean },
  ) => ({
    id: ids.id,
    name: field,
    className: 'input',
    value: form.values[field],
    'aria-describedby': ids.describedBy,
    'aria-invalid': ids.invalid || undefined,
    onChange: form.handleChange,
    onBlur: form.handleBlur,
  });

  return (
    <section className="account-card" aria-labelledby="profile-heading">
      <header className="account-card-header">
        <h2 id="profile-heading">Profile</h2>
        <p className="muted">Your name and picture, as Packtrail shows them.</p>
      </header>
      <form
        className="account-form"
        noValidate
        onSubmit={form.handleSubmit}
        onFocus={preloadProfileRules}
      >
        <AvatarField
          account={account}
          firstName={form.values.firstName}
          lastName={form.values.lastName}
          value={form.values.avatar}
          error={typeof form.errors.avatar === 'string' ? form.errors.avatar : undefined}
          disabled={form.isSubmitting}
          onChange={(value: AvatarChoice) => void form.setFieldValue('avatar', value)}
        />
        <div className="account-names">
          <FormField label="First name" error={shown('firstName')}>
            {(ids) => <input {...input('firstName', ids)} autoComplete="given-name" />}
          </FormField>
          <FormField label="Last name" error={shown('lastName')}>
            {(ids) => <input {...input('lastName', ids)} autoComplete="family-name" />}
          </FormField>
        </div>
        <dl className="account-facts">
          <div>
            <dt className="account-label">Email</dt>
            <dd className="account-value">{account.email}</dd>
            <dd className="field-hint">{PROVIDER_NOTE[account.signInProvider]}</dd>
          </div>
          <div>
            <dt className="account-label">Plan</dt>
            <dd className="account-value">{PLAN_LABEL[account.subscriptionPlan]}</dd>
          </div>
        </dl>
        {typeof form.status === 'string' && (
          <p className="field-error" role="alert">
            Could not save: {form.status}
          </p>
        )}
        <div className="account-actions">
          <button type="submit" className="button button-primary" disabled={form.isSubmitting}>
            {form.isSubmitting ? 'Saving…' : 'Save profile'}
          </button>
        </div>
      </form>
    </section>
  );
}
