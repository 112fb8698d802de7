import useSWR from 'swr';
import { ACCOUNT_PATH } from '@client/lib/account-key';
import { apiFetch } from '@client/lib/api-client';
import { takePrefetched } from '@client/lib/prefetched-reads';
import { storeCurrentUser } from '@client/lib/current-user';
import type { ApiSchema } from './schema';

/**
 * The account API the account page and the share dialog both use (the dialog asks for a
 * username in place and says whether the profile is public).
 */

/** GET /api/account, and the answer to every change of it (generated: client/lib/api/schema.d.ts). */
export type Account = ApiSchema<'AccountResponseDto'>;

/** PATCH /api/account: what is sent changes. */
export type AccountChanges = ApiSchema<'UpdateAccountDto'>;

export type UsernameAvailability = ApiSchema<'UsernameAvailabilityResponseDto'>;

export type UsernameUnavailableReason = ApiSchema<'UsernameUnavailableReason'>;

export { ACCOUNT_PATH };

export const getAccount = () => apiFetch<Account>(ACCOUNT_PATH);

/**
 * The signed-in user's account, as the server has it. Each answer also refreshes the stored
 * user, so a change made elsewhere (a plan bought at checkout) shows in the header too.
 */
export const useAccount = () =>
  useSWR<Account, unknown>(ACCOUNT_PATH, () => takePrefetched(ACCOUNT_PATH, getAccount), {
    onSuccess: (account) => storeCurrentUser(account.me),
  });

/** PATCH: what is sent changes. 400 names a field; 409 USERNAME_TAKEN. */
export const updateAccount = (changes: AccountChanges) =>
  apiFetch<Account>(ACCOUNT_PATH, { method: 'PATCH', body: JSON.stringify(changes) });

/** The SWR key for checking a (normalized) username. */
export const availabilityPath = (username: string) =>
  `${ACCOUNT_PATH}/username-availability?${new URLSearchParams({ username }).toString()}`;

export const getAvailability = (path: string) => apiFetch<UsernameAvailability>(path);
