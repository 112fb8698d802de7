import { replace, type LoaderFunctionArgs } from 'react-router';
import { analytics } from '@client/lib/analytics';
import { storeCurrentUser } from '@client/lib/current-user';
import { hasSearchParams, notFound } from '@client/lib/not-found';
import { decodeState } from '@client/lib/return-path';
import { postCallback } from '@client/features/auth/api/auth-api';

/**
 * Completes sign-in: `code` and `state` are both required strings (spec section 5). The code is
 * exchanged on the server; the user is stored, identified to analytics, and taken to the return
 * path the state carries, in place of the callback in the history: its code is spent, so Back
 * must not land on it again.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  // The provider reports a refusal (or a cancelled sign-in) instead of a code.
  if (search.has('error')) throw new Error('Failed to sign in');
  if (!hasSearchParams(search, { nonEmpty: ['code'], present: ['state'] })) notFound();
  const code = search.get('code') ?? '';
  const state = search.get('state') ?? '';
  let me;
  try {
    ({ me } = await postCallback(code));
  } catch {
    throw new Error('Failed to sign in');
  }
  storeCurrentUser(me);
  analytics.identify();
  return replace(decodeState(state));
}

export function Component() {
  return <p className="page-status">Signing you in…</p>;
}
