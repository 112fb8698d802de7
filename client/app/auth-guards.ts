import { replace, type MiddlewareFunction } from 'react-router';
import { readCurrentUser } from '@client/lib/current-user';
import { paths } from '@client/lib/paths';

/**
 * The signed-in area: visitors go to sign-in, keeping the address they asked for. A middleware,
 * not a loader: middleware runs parent first and before any loader, so a child's own check (the
 * plan check of /track/{category}) never answers a visitor before sign-in does.
 *
 * Every redirect here replaces the address it leaves in the browser's history (react-router's
 * `replace`; its `redirect` pushes): Back then goes to the page before, not to an address that
 * only sends the visitor on again (to a fresh sign-in, or home).
 */
export const requireUser: MiddlewareFunction = ({ request }) => {
  if (readCurrentUser()) return;
  const url = new URL(request.url);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's way to redirect from middleware
  throw replace(paths.login(`${url.pathname}${url.search}${url.hash}`));
};

/** The start page and /login are for visitors: a signed-in user goes home. */
export function redirectSignedInHome() {
  return readCurrentUser() ? replace(paths.home()) : null;
}
