import useSWR from 'swr';
import type { ApiSchema } from '@client/lib/api/schema';
import { apiFetch } from '@client/lib/api-client';
import { viewerTimeZone } from '@client/lib/viewer-time-zone';

export type Home = ApiSchema<'HomeDto'>;

export const homePath = (timeZone: string) =>
  `/api/home?${new URLSearchParams({ timeZone }).toString()}`;

/** GET /api/home: the library, packs, next trip and activities at a glance, by the viewer’s day. */
export function useHome() {
  return useSWR<Home>(homePath(viewerTimeZone()), (path: string) => apiFetch<Home>(path));
}
