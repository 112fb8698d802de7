import useSWR from 'swr';
import type { ApiSchema } from '@client/lib/api/schema';
import { apiFetch } from '@client/lib/api-client';

/** The packs API's list (the packs feature's own key, so both share SWR's one copy). */
const PACKS_PATH = '/api/packs';

export type UserPack = ApiSchema<'PackSummaryDto'>;

/** GET /api/packs: the user's packs to choose a trip's from, most recently changed first. */
export function useUserPacks(enabled: boolean) {
  return useSWR<UserPack[]>(enabled ? PACKS_PATH : null, () => apiFetch<UserPack[]>(PACKS_PATH));
}
