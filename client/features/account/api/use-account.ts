import useSWR from 'swr';
import { ACCOUNT_PATH } from '@client/lib/account-key';
import { apiFetch } from '@client/lib/api-client';
import { storeCurrentUser } from '@client/lib/current-user';
import type { Account } from './types';

export { ACCOUNT_PATH };

export const getAccount = () => apiFetch<Account>(ACCOUNT_PATH);

/**
 * The signed-in user's account, as the server has it. Each answer also refreshes the stored
 * user, so a change made elsewhere (a plan bought at checkout) shows in the header too.
 */
export const useAccount = () =>
  useSWR<Account, unknown>(ACCOUNT_PATH, getAccount, {
    onSuccess: (account) => storeCurrentUser(account.me),
  });
