import { useEffect, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { apiFetch } from '@client/lib/api-client';
import { flattenPages } from '../utils/item-pages';
import type { GearItemPage } from './types';

export const ITEMS_PATH = '/api/gear/items';
/** The server's largest page. */
export const PAGE_SIZE = 1000;
/**
 * How many items the client holds at most. Up to this many, the whole library is loaded and
 * searched, filtered and sorted in the browser (instant as you type, no request per key). A
 * library past it switches to the server's search and sort (see `useItemsQuery`).
 */
export const MAX_LOADED_ITEMS = 10_000;

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
export type RetiredFilter = 'false' | 'true' | 'all';

/** The query string of GET /api/gear/items, less the paging. */
export interface ItemsQuery {
  search?: string;
  /** A category id, or `none` for uncategorized items. */
  categoryId?: string;
  retired: RetiredFilter;
  sort: ItemSort;
  order: SortOrder;
}

/** Everything, retired items included, so the "show retired" toggle needs no request. */
export const WHOLE_LIBRARY: ItemsQuery = { retired: 'all', sort: 'name', order: 'asc' };

export function itemsPath(query: ItemsQuery, offset: number): string {
  const params = new URLSearchParams({
    retired: query.retired,
    sort: query.sort,
    order: query.order,
    limit: String(PAGE_SIZE),
    offset: String(offset),
  });
  if (query.search) params.set('search', query.search);
  if (query.categoryId) params.set('categoryId', query.categoryId);
  return `${ITEMS_PATH}?${params.toString()}`;
}

const fetchPage = (path: string) => apiFetch<GearItemPage>(path);

const loadedCount = (pages: GearItemPage[]) =>
  pages.reduce((count, page) => count + page.items.length, 0);

/**
 * The items matching `query`, in pages of 1000 loaded one after another until all (or
 * MAX_LOADED_ITEMS) are here; the first page shows while the rest arrive. `onTotal` hears the
 * server's count with each answer.
 */
export function useGearItems(query: ItemsQuery, onTotal?: (total: number) => void) {
  const result = useSWRInfinite<GearItemPage>(
    (index, previous: GearItemPage | null) => {
      if (index * PAGE_SIZE >= MAX_LOADED_ITEMS) return null;
      if (previous && previous.offset + previous.limit >= previous.total) return null;
      return itemsPath(query, index * PAGE_SIZE);
    },
    fetchPage,
    {
      // Every loaded page again on revalidation: refreshing only the first would let items
      // shift between a fresh page and a stale one.
      revalidateAll: true,
      revalidateFirstPage: false,
      onSuccess: (pages) => {
        const total = pages[0]?.total;
        if (total !== undefined) onTotal?.(total);
      },
    },
  );
  const { data: pages, size, setSize } = result;
  const error: unknown = result.error;
  const total = pages?.[0]?.total ?? 0;
  const loaded = pages ? loadedCount(pages) : 0;
  const complete =
    pages !== undefined &&
    (loaded >= total ||
      pages.length * PAGE_SIZE >= MAX_LOADED_ITEMS ||
      (pages.at(-1)?.items.length ?? 0) < PAGE_SIZE);
  const items = useMemo(() => (pages ? flattenPages(pages) : undefined), [pages]);
  const wantsNextPage = pages !== undefined && !complete && !error && size === pages.length;

  // SWR loads only `size` pages; asking for one more each time a page arrives loads the rest.
  useEffect(() => {
    if (wantsNextPage) void setSize((current) => current + 1);
  }, [wantsNextPage, setSize]);

  return {
    items,
    total,
    loaded,
    complete,
    error,
    isLoading: result.isLoading,
    mutate: result.mutate,
  };
}

export type ItemsMutate = ReturnType<typeof useGearItems>['mutate'];
