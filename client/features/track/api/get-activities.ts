import { useSyncExternalStore } from 'react';
import useSWRInfinite from 'swr/infinite';
import { apiFetch } from '@client/lib/api-client';
import { activitiesPagePath, type ActivityFilter } from './activity-paths';
import type { ActivityPage } from './types';

/*
 * The list's pages are SWR's infinite keys, which neither a key filter nor a remount within
 * SWR's deduping interval reads again: each change to the activities bumps this version,
 * which is part of every page's key, so the next render asks for the pages afresh.
 */
let version = 0;
const listeners = new Set<() => void>();

/** Marks every cached page of the activities list stale (an activity added, changed, gone). */
export function activitiesChanged(): void {
  version += 1;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The activities list a page at a time (latest first, within the filter); `loadMore` asks for the next. */
export function useActivities(filter: ActivityFilter) {
  const current = useSyncExternalStore(subscribe, () => version);
  const pages = useSWRInfinite<ActivityPage>(
    (index, previous: ActivityPage | null): [string, number] | null => {
      if (index === 0) return [activitiesPagePath(filter, null), current];
      return previous?.nextCursor
        ? [activitiesPagePath(filter, previous.nextCursor), current]
        : null;
    },
    ([path]: [string, number]) => apiFetch<ActivityPage>(path),
    { revalidateFirstPage: true },
  );
  const last = pages.data?.at(-1);
  return {
    activities: pages.data?.flatMap((page) => page.activities),
    error: pages.error as unknown,
    hasMore: Boolean(last?.nextCursor),
    loadingMore: pages.isValidating && pages.size > (pages.data?.length ?? 0),
    loadMore: () => void pages.setSize(pages.size + 1),
    reload: () => void pages.mutate(),
  };
}
