import useSWR from 'swr';
import { apiFetch } from '@client/lib/api-client';
import { overviewPath } from './activity-paths';
import type { ActivityOverview } from './types';

/** The browser's own IANA zone ('Europe/Ljubljana'); UTC where the browser will not say. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** This week, month and year by category, and the last year by day, as /track opens with. */
export function useActivityOverview() {
  return useSWR<ActivityOverview>(overviewPath(viewerTimeZone()), (path: string) =>
    apiFetch<ActivityOverview>(path),
  );
}
