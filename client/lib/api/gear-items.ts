import { MAX_PAGE_SIZE } from '@domain/limits';
/**
 * The gear items API's address and the library's paging and sorts: constants other features
 * use too, kept apart from the screen's loader (use-library-pages.ts) so they bring none of it.
 */
export const ITEMS_PATH = '/api/gear/items';
/** The library loads in the server's largest pages. */
export const PAGE_SIZE = MAX_PAGE_SIZE;

export const ITEM_SORTS = [
  'name',
  'brand',
  'category',
  'weight',
  'quantity',
  'price',
  'updated',
] as const;
export type ItemSort = (typeof ITEM_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/**
 * One page of the whole library, retired items included (the "show retired" toggle needs no
 * request), in the server's name order, which keeps pages from overlapping or skipping.
 */
export function libraryPagePath(offset: number): string {
  const params = new URLSearchParams({
    retired: 'all',
    sort: 'name',
    order: 'asc',
    limit: String(PAGE_SIZE),
    offset: String(offset),
  });
  return `${ITEMS_PATH}?${params.toString()}`;
}
