import { apiFetch } from '@client/lib/api-client';
import type { Account, AccountChanges } from './types';
import { ACCOUNT_PATH } from './use-account';

/** PATCH: what is sent changes. 400 names a field; 409 USERNAME_TAKEN. */
export const updateAccount = (changes: AccountChanges) =>
  apiFetch<Account>(ACCOUNT_PATH, { method: 'PATCH', body: JSON.stringify(changes) });
