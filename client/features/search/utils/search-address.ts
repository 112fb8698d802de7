import { SEARCH_KINDS, type SearchKind } from '@domain/search';
import { NO_FILTERS, type SearchFilters } from '@client/features/search/api/search';

/**
 * The search page's address, /search?q=tent&kind=gear,pack&minWeightMg=...&from=...: the API's
 * parameters (searchParams writes them), read back here.
 */
export const SEARCH_PARAMS = {
  query: 'q',
  kinds: 'kind',
  category: 'categoryId',
  minWeight: 'minWeightMg',
  maxWeight: 'maxWeightMg',
  from: 'from',
  to: 'to',
  retired: 'retired',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/u;
const KIND_SET: ReadonlySet<string> = new Set(SEARCH_KINDS);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

const wholeNumber = (value: string | null): number | null =>
  value !== null && /^\d{1,10}$/u.test(value) ? Number(value) : null;

/** The filters an address holds; what is malformed there is left out, not an error. */
export function filtersFromAddress(params: URLSearchParams): SearchFilters {
  const retired = params.get(SEARCH_PARAMS.retired);
  const category = params.get(SEARCH_PARAMS.category);
  const from = params.get(SEARCH_PARAMS.from);
  const to = params.get(SEARCH_PARAMS.to);
  return {
    ...NO_FILTERS,
    kinds: (params.get(SEARCH_PARAMS.kinds) ?? '')
      .split(',')
      .filter((kind): kind is SearchKind => KIND_SET.has(kind)),
    categoryId: category && UUID.test(category) ? category : null,
    minWeightMg: wholeNumber(params.get(SEARCH_PARAMS.minWeight)),
    maxWeightMg: wholeNumber(params.get(SEARCH_PARAMS.maxWeight)),
    from: from && DAY.test(from) ? from : null,
    to: to && DAY.test(to) ? to : null,
    retired: retired === 'true' ? true : retired === 'false' ? false : null,
  };
}

/** Any filter besides the kinds: those behind "More filters". */
export const hasDetailFilters = (filters: SearchFilters): boolean =>
  filters.categoryId !== null ||
  filters.minWeightMg !== null ||
  filters.maxWeightMg !== null ||
  filters.from !== null ||
  filters.to !== null ||
  filters.retired !== null;

export const hasFilters = (filters: SearchFilters): boolean =>
  filters.kinds.length > 0 || hasDetailFilters(filters);

/** The search page's address for words alone (the palette's "See all results"). */
export const searchPageAddress = (query: string): string =>
  query.trim()
    ? `/search?${new URLSearchParams({ [SEARCH_PARAMS.query]: query }).toString()}`
    : '/search';
