import type { Account } from '@client/features/account/api/types';
import { ApiKeysSection } from './api-keys-section';
import { ConnectionsSection } from './connections-section';
import { DataSection } from './data-section';
import { DeleteSection } from './delete-section';
import { PreferencesSection } from './preferences-section';
import { PublicProfileSection } from './public-profile-section';
import { UsernameSection } from './username-section';

/**
 * The account page's sections below the profile: below the first view on a phone, so in a chunk
 * of their own that loads alongside the account (account-page.tsx starts it with the page).
 */
export function AccountMoreSections({ account }: { account: Account }) {
  return (
    <>
      {/* Keyed by user: a form starts from the account it was opened for. */}
      <UsernameSection key={`username-${account.userId}`} account={account} />
      <PublicProfileSection account={account} />
      <PreferencesSection account={account} />
      <ConnectionsSection />
      <ApiKeysSection />
      <DataSection />
      <DeleteSection account={account} />
    </>
  );
}
