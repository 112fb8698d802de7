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
 * The library's first page is small: it is all the first view shows (a screen of rows or cards
 * at most), so it arrives and draws quickly. The rest then comes in the server's largest pages.
 */
export const FIRST_PAGE_SIZE = 100;

/** Where the library's page `index` starts, and how many items it asks for. */
export function libraryPage(index: number): { offset: number; limit: number } {
  if (index === 0) return { offset: 0, limit: FIRST_PAGE_SIZE };
  return { offset: FIRST_PAGE_SIZE + (index - 1) * PAGE_SIZE, limit: PAGE_SIZE };
}

/** How many pages a library of `total` items takes (at least the first one). */
export const libraryPageCount = (total: number): number =>
  1 + Math.ceil(Math.max(0, total - FIRST_PAGE_SIZE) / PAGE_SIZE);

/**
 * One page of the whole library, retired items included (the "show retired" toggle needs no
 * request), in the server's name order, which keeps pages from overlapping or skipping.
 */
export function libraryPagePath({ offset, limit }: { offset: number; limit: number }): string {
  const params = new URLSearchParams({
    retired: 'all',
    sort: 'name',
    order: 'asc',
    limit: String(limit),
    offset: String(offset),
  });
  return `${ITEMS_PATH}?${params.toString()}`;
}
