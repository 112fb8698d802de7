import { useState } from 'react';
import { useApplyAccount } from '@client/hooks/use-apply-account';
import { errorMessage } from '@client/lib/api-errors';
import { updateAccount } from '@client/lib/api/account';
import { toast } from '@client/lib/toast';
import type { Account } from '@client/features/account/api/types';

type PublicSettings = Pick<Account, 'profilePublic' | 'searchIndexing'>;

/**
 * Whether the profile page is public and whether search engines may index the public pages,
 * saved as soon as they change, as the preferences are: the choice shows at once, a failed save
 * puts the old one back and says why.
 */
export function usePublicProfile(account: Account) {
  const apply = useApplyAccount();
  const [shown, setShown] = useState<Partial<PublicSettings>>({});
  const [saving, setSaving] = useState(false);

  const save = async (changes: Partial<PublicSettings>, saved: string) => {
    setShown(changes);
    setSaving(true);
    try {
      apply(await updateAccount(changes));
      toast.success(saved, { id: 'public-profile' });
    } catch (error) {
      toast.error(`Could not save the setting: ${errorMessage(error)}`, { id: 'public-profile' });
    } finally {
      setShown({});
      setSaving(false);
    }
  };

  return {
    profilePublic: shown.profilePublic ?? account.profilePublic,
    searchIndexing: shown.searchIndexing ?? account.searchIndexing,
    saving,
    setProfilePublic: (profilePublic: boolean) =>
      void save(
        { profilePublic },
        profilePublic ? 'Your public profile is on' : 'Your public profile is off',
      ),
    setSearchIndexing: (searchIndexing: boolean) =>
      void save(
        { searchIndexing },
        searchIndexing
          ? 'Search engines may now index your public pages'
          : 'Your public pages now ask search engines not to index them',
      ),
  };
}
