import useSWR from 'swr';
import { SEARCH_MAX_LENGTH } from '@domain/limits';
import type { GearItemPage } from '@client/lib/api/gear-types';
import { ITEMS_PATH } from '@client/lib/api/gear-items';
import { apiFetch } from '@client/lib/api-client';

/** How many matches the picker lists; typing more narrows them. */
export const PICKER_LIMIT = 20;

/** GET /api/gear/items for the picker: gear in use (not retired), by name. */
export function librarySearchPath(search: string): string {
  const params = new URLSearchParams({
    limit: String(PICKER_LIMIT),
    sort: 'name',
    order: 'asc',
    retired: 'false',
  });
  const text = search.trim().slice(0, SEARCH_MAX_LENGTH);
  if (text) params.set('search', text);
  return `${ITEMS_PATH}?${params.toString()}`;
}

const fetchPage = (path: string) => apiFetch<GearItemPage>(path);

/**
 * Library items matching `search` (name, brand or notes), asked only while the picker is open.
 * The last answer stays on screen while the next one loads, so the list does not blink.
 */
export function useLibrarySearch(search: string, enabled: boolean) {
  return useSWR<GearItemPage>(enabled ? librarySearchPath(search) : null, fetchPage, {
    keepPreviousData: true,
  });
}
