import { replace, type LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '@client/components/page-title';
import { readCurrentUser } from '@client/lib/current-user';
import { paths } from '@client/lib/paths';
import { getLoginUrl } from '../api/auth-api';

/**
 * Signed-in users go home; everyone else is sent to the provider's sign-in page. Both replace
 * /login in the browser's history, so Back from the provider (or from home) goes to the page
 * before /login instead of starting sign-in again.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (readCurrentUser()) return replace(paths.home());
  const redirectTo = new URL(request.url).searchParams.get('redirectTo');
  let loginUrl: string;
  try {
    ({ loginUrl } = await getLoginUrl(redirectTo));
  } catch {
    throw new Error('Failed to login');
  }
  window.location.replace(loginUrl);
  return null;
}

export function Component() {
  return (
    <div className="page page-centered" aria-busy="true">
      <PageTitle title="Sign in" />
      <h1>Sign in</h1>
      <p className="page-lead">Taking you to sign in…</p>
    </div>
  );
}
