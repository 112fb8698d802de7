import useSWR from 'swr';
import type { ApiSchema } from '@client/lib/api/schema';
import { apiFetch } from '@client/lib/api-client';
import { ACTIVITIES_PATH } from './activity-paths';
import { viewerTimeZone } from './get-overview';
import type { ActivityCategory } from './types';

export type ActivityAnalytics = ApiSchema<'ActivityAnalyticsDto'>;
export type PeriodTotals = ApiSchema<'ActivityPeriodTotalsDto'>;
export type ActivityBest = ApiSchema<'ActivityBestDto'>;

const analyticsPath = (category: ActivityCategory) =>
  `${ACTIVITIES_PATH}/analytics/${encodeURIComponent(category)}?timeZone=${encodeURIComponent(viewerTimeZone())}`;

/** /track/{category}'s figures (Explorer): weeks, months, all time and personal bests. */
export const useActivityAnalytics = (category: ActivityCategory) =>
  useSWR<ActivityAnalytics>(analyticsPath(category), (path: string) =>
    apiFetch<ActivityAnalytics>(path),
  );
