import { useEffect } from 'react';
import { replace, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '@client/components/page-title';
import { readCurrentUser } from '@client/lib/current-user';
import { paths } from '@client/lib/paths';
import { getLoginUrl } from '@client/features/auth/api/auth-api';

interface SignInHandOver {
  loginUrl: string;
}

/** Signed-in users go home, in place of /login in the history; everyone else gets a login URL. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (readCurrentUser()) return replace(paths.home());
  const redirectTo = new URL(request.url).searchParams.get('redirectTo');
  try {
    const { loginUrl } = await getLoginUrl(redirectTo);
    return { loginUrl } satisfies SignInHandOver;
  } catch {
    throw new Error('Failed to login');
  }
}

/**
 * Hands the browser over to the provider's sign-in page in place of /login in the history, so
 * Back from the provider goes to the page before /login instead of starting sign-in again. It
 * happens once /login is on screen: from the loader, it would race the router's own history
 * entry for /login and could replace the page before it instead.
 */
export function Component() {
  const { loginUrl } = useLoaderData<SignInHandOver>();
  useEffect(() => window.location.replace(loginUrl), [loginUrl]);
  return (
    <div className="page page-centered" aria-busy="true">
      <PageTitle title="Sign in" />
      <h1>Sign in</h1>
      <p className="page-lead">Taking you to sign in…</p>
    </div>
  );
}
