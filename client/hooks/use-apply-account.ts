import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { storeCurrentUser } from '@client/lib/current-user';
import { ACCOUNT_PATH, type Account } from '@client/lib/api/account';

/**
 * Takes the server's answer to a change everywhere at once: the stored current user (so the
 * header and every screen re-render, in every tab) and the account's cached answer. No reload,
 * no refetch.
 */
export function useApplyAccount(): (account: Account) => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    (account: Account) => {
      storeCurrentUser(account.me);
      void mutate(ACCOUNT_PATH, account, { revalidate: false });
    },
    [mutate],
  );
}
