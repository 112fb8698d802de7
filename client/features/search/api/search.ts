import useSWR from 'swr';
import { SEARCH_QUERY_MAX_LENGTH, type SearchKind } from '@domain/search';
import type { ApiSchema } from '@client/lib/api/schema';
import { apiFetch } from '@client/lib/api-client';

export type SearchAnswer = ApiSchema<'SearchResponseDto'>;
export type SearchGroup = SearchAnswer['groups'][number];
export type SearchResult = SearchGroup['results'][number];

/** What the search page narrows by, as its address carries it. */
export interface SearchFilters {
  kinds: SearchKind[];
  categoryId: string | null;
  minWeightMg: number | null;
  maxWeightMg: number | null;
  from: string | null;
  to: string | null;
  retired: boolean | null;
}

export const NO_FILTERS: SearchFilters = {
  kinds: [],
  categoryId: null,
  minWeightMg: null,
  maxWeightMg: null,
  from: null,
  to: null,
  retired: null,
};

export const SEARCH_PATH = '/api/search';

/**
 * The words and filters as query parameters, named as GET /api/search names them: the search
 * page's address carries the same ones, so one function writes both.
 */
export function searchParams(query: string, filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const text = query.slice(0, SEARCH_QUERY_MAX_LENGTH);
  if (text.trim()) params.set('q', text);
  if (filters.kinds.length) params.set('kind', filters.kinds.join(','));
  if (filters.categoryId) params.set('categoryId', filters.categoryId);
  if (filters.minWeightMg !== null) params.set('minWeightMg', String(filters.minWeightMg));
  if (filters.maxWeightMg !== null) params.set('maxWeightMg', String(filters.maxWeightMg));
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.retired !== null) params.set('retired', String(filters.retired));
  return params;
}

/** GET /api/search for the words and filters, `limit` of each kind. */
export function searchPath(query: string, filters: SearchFilters, limit: number): string {
  const params = searchParams(query, filters);
  params.set('limit', String(limit));
  return `${SEARCH_PATH}?${params.toString()}`;
}

const fetchAnswer = (path: string) => apiFetch<SearchAnswer>(path);

/**
 * The answer for a query, asked only when there is something to ask (`path` null: nothing). The
 * last answer stays on screen while the next one loads, so results do not blink as one types.
 */
export function useSearch(path: string | null) {
  return useSWR<SearchAnswer>(path, fetchAnswer, { keepPreviousData: true });
}
