import { Suspense } from 'react';
import { LoadError } from '@client/components/load-error';
import { PageTitle } from '@client/components/page-title';
import { useFirstAnswerDeferred } from '@client/hooks/use-first-answer-deferred';
import { useAccount } from '@client/lib/api/account';
import type { CheckoutOutcome } from '@client/features/account/utils/checkout';
import { AccountSkeleton } from './account-states';
import { CheckoutNotice } from './checkout-notice';
import { lazyPart } from '@client/components/lazy-part';
import { ProfileSection } from './profile-section';

// Everything below the profile: its own chunk, asked for as soon as this module runs, so it loads
// alongside the account instead of holding up the page's first view.
const MoreSections = lazyPart(() =>
  import('./account-more-sections').then((module) => module.AccountMoreSections),
);
if (typeof window !== 'undefined') MoreSections.preload();

/** /account: profile, public username and profile, preferences, data export and deletion. */
export function AccountPage({ checkout }: { checkout: CheckoutOutcome | null }) {
  const { data, error, mutate } = useAccount();
  // All six sections in one go are a long task on a slow phone: drawn in slices of a deferred
  // render, the first answer only.
  const account = useFirstAnswerDeferred(data);
  return (
    <div className="page account-page">
      <PageTitle title="Account" />
      <header className="page-header">
        <h1>Account</h1>
        <p className="page-lead">Your profile, public username, preferences and data.</p>
      </header>
      {checkout && <CheckoutNotice outcome={checkout} />}
      {account ? (
        <div className="account-sections">
          {/* Keyed by user: a form starts from the account it was opened for. */}
          <ProfileSection key={`profile-${account.userId}`} account={account} />
          <Suspense fallback={null}>
            <MoreSections.Component account={account} />
          </Suspense>
        </div>
      ) : error ? (
        <LoadError
          what="Your account"
          className="account-card account-message"
          error={error}
          onRetry={() => void mutate()}
        />
      ) : (
        <AccountSkeleton />
      )}
    </div>
  );
}
