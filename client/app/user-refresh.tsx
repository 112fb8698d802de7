import { useNavigate } from 'react-router';
import { toast } from '@client/lib/toast';
import useSWR from 'swr';
import { getMe, ME_KEY } from '@client/features/auth/api/auth-api';
import { ApiError } from '@client/lib/api-client';
import { clearCurrentUser, storeCurrentUser, useCurrentUser } from '@client/lib/current-user';
import { paths } from '@client/lib/paths';

/** Spec section 7: the user check is fresh for 30 s, never retried. */
export const USER_CHECK_FRESH_MS = 30_000;

/**
 * While a user is stored, re-checks it against the server. A changed user is stored again; an
 * empty answer is reported; an error answer (the session is gone) forgets the user and starts
 * sign-in again, back to /home.
 */
export function UserRefresh() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  useSWR(user ? ME_KEY : null, getMe, {
    dedupingInterval: USER_CHECK_FRESH_MS,
    shouldRetryOnError: false,
    onSuccess: (me) => {
      if (!me) {
        toast.error('Failed to refresh user state');
        return;
      }
      storeCurrentUser(me);
    },
    onError: (error: unknown) => {
      // Only an answer from the server says the session is gone; a request cut off by a reload
      // or a dropped connection says nothing about it.
      if (!(error instanceof ApiError)) return;
      clearCurrentUser();
      void navigate(paths.login(paths.home()), { replace: true });
    },
  });
  return null;
}
