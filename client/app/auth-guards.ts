import { redirect, type LoaderFunctionArgs } from 'react-router';
import { readCurrentUser } from '@client/lib/current-user';
import { paths } from '@client/lib/paths';

/** The signed-in area: visitors go to sign-in, keeping the address they asked for. */
export function requireUser({ request }: LoaderFunctionArgs) {
  if (readCurrentUser()) return null;
  const url = new URL(request.url);
  return redirect(paths.login(`${url.pathname}${url.search}${url.hash}`));
}

/** The start page and /login are for visitors: a signed-in user goes home. */
export function redirectSignedInHome() {
  return readCurrentUser() ? redirect(paths.home()) : null;
}
