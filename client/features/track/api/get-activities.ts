import useSWRInfinite from 'swr/infinite';
import { apiFetch } from '@client/lib/api-client';
import { activitiesPagePath } from './activity-paths';
import type { ActivityCategory, ActivityPage } from './types';

/** The activities list a page at a time (latest first); `loadMore` asks for the next. */
export function useActivities(category: ActivityCategory | null) {
  const pages = useSWRInfinite<ActivityPage>(
    (index, previous: ActivityPage | null) => {
      if (index === 0) return activitiesPagePath(category, null);
      return previous?.nextCursor ? activitiesPagePath(category, previous.nextCursor) : null;
    },
    (path: string) => apiFetch<ActivityPage>(path),
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
