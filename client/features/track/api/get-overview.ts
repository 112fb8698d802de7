import useSWR from 'swr';
import { apiFetch } from '@client/lib/api-client';
import { viewerTimeZone } from '@client/lib/viewer-time-zone';
import { overviewPath } from './activity-paths';
import type { ActivityOverview } from './types';

export { viewerTimeZone };

/** This week, month and year by category, and the last year by day, as /track opens with. */
export function useActivityOverview() {
  return useSWR<ActivityOverview>(overviewPath(viewerTimeZone()), (path: string) =>
    apiFetch<ActivityOverview>(path),
  );
}
