import { useEffect, useRef, useState } from 'react';
import { replace, useNavigate } from 'react-router';
import { toast } from '@client/lib/toast';
import { useSWRConfig } from 'swr';
import { IntentLink } from '@client/components/intent-link';
import { PageTitle } from '@client/components/page-title';
import { analytics } from '@client/lib/analytics';
import { clearCurrentUser, readCurrentUser } from '@client/lib/current-user';
import { paths } from '@client/lib/paths';
import { postLogout } from '@client/features/auth/api/auth-api';

/** Nobody to sign out: go to sign-in, in place of /logout in the history. */
export function loader() {
  return readCurrentUser() ? null : replace(paths.login());
}

type Status = 'signing-out' | 'failed';

/**
 * Signs out on the server. Success forgets the user locally, resets analytics and goes to the
 * start page; failure keeps the user signed in and says so.
 */
export function Component() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [status, setStatus] = useState<Status>('signing-out');
  const started = useRef(false);

  const signOut = async () => {
    setStatus('signing-out');
    try {
      await postLogout();
    } catch {
      toast.error('Failed to logout');
      setStatus('failed');
      return;
    }
    clearCurrentUser();
    analytics.reset();
    // Nothing of the last user stays in the cache for whoever uses this browser next.
    await mutate(() => true, undefined, { revalidate: false });
    await navigate(paths.landing(), { replace: true });
  };

  // The screen's job is the call itself; the ref keeps StrictMode's double mount to one call.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut();
  });

  return (
    <div className="page page-centered" aria-busy={status === 'signing-out'}>
      <PageTitle title="Sign out" />
      <h1>Sign out</h1>
      {status === 'signing-out' ? (
        <p className="page-lead">Signing you out…</p>
      ) : (
        <>
          <p className="page-lead">You are still signed in: the server could not sign you out.</p>
          <div className="button-row">
            <button type="button" className="button button-primary" onClick={() => void signOut()}>
              Try again
            </button>
            <IntentLink to={paths.home()} className="button">
              Back to Packtrail
            </IntentLink>
          </div>
        </>
      )}
    </div>
  );
}
