import { redirect, type LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '@client/components/page-title';
import { readCurrentUser } from '@client/lib/current-user';
import { paths } from '@client/lib/paths';
import { getLoginUrl } from '../api/auth-api';

/** Signed-in users go home; everyone else is sent to the provider's sign-in page. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (readCurrentUser()) return redirect(paths.home());
  const redirectTo = new URL(request.url).searchParams.get('redirectTo');
  let loginUrl: string;
  try {
    ({ loginUrl } = await getLoginUrl(redirectTo));
  } catch {
    throw new Error('Failed to login');
  }
  window.location.assign(loginUrl);
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
