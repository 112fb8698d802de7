import useSWR from 'swr';
import { apiFetch } from '@client/lib/api-client';
import type { ApiSchema } from './schema';

/**
 * The user's link to Garmin (server/garmin/), for the account page's section and the
 * `/garmin/callback` page. Every call to Garmin is the server's; the browser only goes to
 * Garmin's page to grant access, and comes back to the callback.
 */

export type GarminConnection = ApiSchema<'GarminConnectionDto'>;

/** What `/garmin/callback` received: `code` (required by the spec) and `state` where given. */
export type GarminCallback = ApiSchema<'CompleteGarminLinkDto'>;

/** What unlinking does with the activities Garmin brought in. */
export type GarminUnlinkActivities = ApiSchema<'GarminUnlinkActivities'>;

export const GARMIN_CONNECTION_PATH = '/api/garmin/connection';

/** Garmin's permission without which no activity comes. */
export const GARMIN_ACTIVITY_PERMISSION = 'ACTIVITY_EXPORT';

export const useGarminConnection = () =>
  useSWR<GarminConnection>(GARMIN_CONNECTION_PATH, (path: string) =>
    apiFetch<GarminConnection>(path),
  );

/**
 * Sends the browser to Garmin's page to grant access: the server gives its address, with a
 * PKCE challenge and a state this session keeps. 409 GARMIN_NOT_SET_UP without a Garmin app.
 */
export async function startGarminLink(): Promise<void> {
  const { url } = await apiFetch<{ url: string }>('/api/garmin/authorize', { method: 'POST' });
  window.location.assign(url);
}

/** Finishes the link with what Garmin handed back (the state, when given, is checked here). */
export const completeGarminLink = (callback: GarminCallback) =>
  apiFetch<GarminConnection>(GARMIN_CONNECTION_PATH, {
    method: 'POST',
    body: JSON.stringify(callback),
  });

export const unlinkGarmin = (activities: GarminUnlinkActivities) =>
  apiFetch<GarminConnection>(`${GARMIN_CONNECTION_PATH}?activities=${activities}`, {
    method: 'DELETE',
  });
