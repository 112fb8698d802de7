import { apiFetch } from '@client/lib/api-client';
import { ACCOUNT_PATH } from '@client/lib/account-key';

/** 204, the session gone; 400 CONFIRMATION_MISMATCH by the `confirmation` field. */
export const deleteAccount = (confirmation: string) =>
  apiFetch<undefined>(`${ACCOUNT_PATH}/delete`, {
    method: 'POST',
    body: JSON.stringify({ confirmation }),
  });
