import useSWR from 'swr';
import { apiFetch } from '@client/lib/api-client';
import { takePrefetched } from '@client/lib/prefetched-reads';
import type { PackSummary } from './types';

export const PACKS_PATH = '/api/packs';

export const getPacks = () => apiFetch<PackSummary[]>(PACKS_PATH);

/** The user's packs, most recently changed first (as the server sends them). */
export function usePacks() {
  return useSWR<PackSummary[]>(PACKS_PATH, () => takePrefetched(PACKS_PATH, getPacks));
}
