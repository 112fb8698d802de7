import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { apiFetch } from '@client/lib/api-client';
import { takePrefetched } from '@client/lib/prefetched-reads';
import { flattenPages } from '@client/features/gear/utils/item-pages';
import type { GearItemPage } from '@client/lib/api/gear-types';
import { libraryPage, libraryPageCount, libraryPagePath } from '@client/lib/api/gear-items';

// The first page may have started with the screen's code (withPrefetchedReads in the routes).
const fetchPage = (path: string) => takePrefetched(path, () => apiFetch<GearItemPage>(path));

/** True once `page` is the library's last: nothing lies past it. */
const isLastPage = (page: GearItemPage): boolean =>
  page.items.length < page.limit || page.offset + page.limit >= page.total;

const pageKey = (index: number) => libraryPagePath(libraryPage(index));

type Pages = GearItemPage[] | undefined;

/**
 * The whole library, however large: a small first page (what the first view shows), then every
 * other page at once, in parallel, taken in together when the last arrives, so the list is sorted
 * and drawn twice (not once a page). The list is searched, filtered and sorted in the browser, so
 * typing needs no request.
 *
 * Each page is requested once: SWR's infinite loader reads the pages it already holds from its
 * per-page cache instead of asking again, so `update` writes every change through to that cache
 * too (otherwise the next pages' arrival would put back the pages as first read).
 */
export function useLibraryPages() {
  const { mutate: mutateKey } = useSWRConfig();
  const result = useSWRInfinite<GearItemPage>(pageKey, fetchPage, {
    // The pages after the first are asked for together (how many, the first page's total says).
    parallel: true,
    revalidateAll: false,
    revalidateFirstPage: false,
    // These would read nothing (pages already here are not read again): the library is read
    // again when the screen opens again (below), not each time the window gets the focus.
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  const { data: pages, size, setSize, mutate } = result;
  const error: unknown = result.error;
  const total = pages?.[0]?.total ?? 0;
  const pageCount = libraryPageCount(total);
  const lastPage = pages?.at(-1);
  const complete =
    pages !== undefined &&
    (lastPage === undefined || pages.length >= pageCount || isLastPage(lastPage));
  const items = useMemo(() => (pages ? flattenPages(pages) : undefined), [pages]);
  const wantsMorePages = pages !== undefined && !complete && !error && size === pages.length;

  // SWR loads only `size` pages: once the first tells the library's size, the rest in one go.
  useEffect(() => {
    if (wantsMorePages) void setSize(pageCount);
  }, [wantsMorePages, pageCount, setSize]);

  // Opened again with the library still in the cache: shown at once, then every page read once
  // more, in case it changed elsewhere (another tab, a pack's "add to library") meanwhile.
  const cachedAtMount = useRef(pages !== undefined);
  useEffect(() => {
    if (cachedAtMount.current) void mutate();
  }, [mutate]);

  // Items added or deleted while later pages were still loading shift the server's offsets, so a
  // page read after such a change can skip items: the count tells (the optimistic changes keep
  // the total right), and the library is read once more.
  const rereadFor = useRef<number | null>(null);
  const loadedCount = items?.length ?? 0;
  useEffect(() => {
    if (!complete || loadedCount === total || rereadFor.current === total) return;
    rereadFor.current = total;
    void mutate();
  }, [complete, loadedCount, total, mutate]);

  /** Applies a change to the loaded pages at once, without asking the server. */
  const update = useCallback(
    (change: (pages: Pages) => Pages) =>
      mutate(
        (current) => {
          const next = change(current);
          for (const page of next ?? []) {
            void mutateKey(libraryPagePath(page), page, { revalidate: false });
          }
          return next;
        },
        { revalidate: false },
      ),
    [mutate, mutateKey],
  );

  return {
    items,
    /** The library's size as the server counts it (kept up to date by local changes). */
    total,
    loaded: loadedCount,
    complete,
    error,
    isLoading: result.isLoading,
    /** Reads every loaded page again. */
    reload: useCallback(() => mutate(), [mutate]),
    update,
  };
}

export type ItemsUpdate = ReturnType<typeof useLibraryPages>['update'];
