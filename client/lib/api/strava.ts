import useSWR from 'swr';
import { apiFetch } from '@client/lib/api-client';
import type { ApiSchema, operations } from './schema';

/**
 * The user's link to Strava (server/strava/), for the account page's section and the
 * `/strava/callback` page. Every call to Strava is the server's; the browser only goes to
 * Strava's page to grant access, and comes back to the callback.
 */

export type StravaConnection = ApiSchema<'StravaConnectionDto'>;

/** What `/strava/callback` received: `code` and `scope` (the spec's), and `state`. */
export type StravaCallback = ApiSchema<'CompleteStravaLinkDto'>;

export const STRAVA_CONNECTION_PATH = '/api/strava/connection';

export const useStravaConnection = () =>
  useSWR<StravaConnection>(STRAVA_CONNECTION_PATH, (path: string) =>
    apiFetch<StravaConnection>(path),
  );

/**
 * Sends the browser to Strava's page to grant access: the server gives its address, with a
 * state this session keeps. 409 STRAVA_NOT_SET_UP when the server has no Strava app.
 */
export async function startStravaLink(): Promise<void> {
  const { url } = await apiFetch<{ url: string }>('/api/strava/authorize', { method: 'POST' });
  window.location.assign(url);
}

/** Finishes the link with what Strava handed back (the state is checked, and spent, here). */
export const completeStravaLink = (callback: StravaCallback) =>
  apiFetch<StravaConnection>(STRAVA_CONNECTION_PATH, {
    method: 'POST',
    body: JSON.stringify(callback),
  });

/** The athlete as the screens name them ("your athlete" when Strava gave no name). */
export function athleteLabel(connection: Pick<StravaConnection, 'athleteName'>): string {
  const name = connection.athleteName?.trim() ?? '';
  return name === '' ? 'your athlete' : name;
}

/** What becomes of the activities Strava brought in when the owner unlinks. */
export type StravaUnlinkChoice =
  operations['StravaController_unlink']['parameters']['query']['activities'];

/**
 * Unlinks Strava (the server asks Strava to retire the tokens); answers the job deleting the
 * activities when `delete` was chosen, else null.
 */
export const unlinkStrava = (activities: StravaUnlinkChoice) =>
  apiFetch<ApiSchema<'StravaUnlinkedDto'>>(
    `${STRAVA_CONNECTION_PATH}?${new URLSearchParams({ activities }).toString()}`,
    { method: 'DELETE' },
  );

/** The owner's agreement to keep Strava's activities here after revoking access on Strava. */
export const setKeepStravaActivitiesOnRevoke = (keepActivitiesOnRevoke: boolean) =>
  apiFetch<StravaConnection>(STRAVA_CONNECTION_PATH, {
    method: 'PATCH',
    body: JSON.stringify({ keepActivitiesOnRevoke }),
  });

/** A user's own Strava app, on a server whose operator set none (the secret is kept sealed). */
export const saveOwnStravaApp = (app: { clientId: string; clientSecret: string }) =>
  apiFetch<StravaConnection>('/api/strava/app', { method: 'PUT', body: JSON.stringify(app) });

export const removeOwnStravaApp = () =>
  apiFetch<StravaConnection>('/api/strava/app', { method: 'DELETE' });
