import useSWR from 'swr';
import { apiFetch } from '@client/lib/api-client';
import type { Job } from '@client/lib/api/jobs';
import type { ApiSchema } from '@client/lib/api/schema';

/** The import of the linked athlete's Strava history (server/strava/activities/). */
export const STRAVA_HISTORY_KIND = 'strava.history-import';

export type StravaGear = ApiSchema<'StravaGearDto'>;

/** What a history import did (its job's result). */
export interface StravaHistorySummary {
  listed: number;
  added: number;
  merged: number;
  alreadyHere: number;
  withoutStart: number;
}

export function historySummary(job: Job | undefined): StravaHistorySummary | null {
  const result = job?.state === 'succeeded' ? job.result : null;
  if (!result || typeof result !== 'object' || !('listed' in result)) return null;
  return result as unknown as StravaHistorySummary;
}

/** Queues the import; 409 IMPORT_RUNNING while one runs, STRAVA_NOT_LINKED without a link. */
export const startStravaHistoryImport = () =>
  apiFetch<{ jobId: string }>('/api/strava/imports', { method: 'POST' });

/** The user's latest history import, so the dialog shows one under way or just done. */
export const useLatestStravaHistory = (enabled: boolean) =>
  useSWR<Job[]>(enabled ? `/api/jobs?kind=${STRAVA_HISTORY_KIND}&limit=1` : null, (path: string) =>
    apiFetch<Job[]>(path),
  );

const GEAR_PATH = '/api/strava/gear';

/** The athlete's Strava bikes and shoes with the library item each counts as. */
export const useStravaGear = (enabled: boolean) =>
  useSWR<StravaGear[]>(enabled ? GEAR_PATH : null, (path: string) => apiFetch<StravaGear[]>(path));

/** Maps one Strava gear to a library item (or none); answers the gear as now mapped. */
export const mapStravaGear = (stravaGearId: string, gearItemId: string | null) =>
  apiFetch<StravaGear[]>(`${GEAR_PATH}/${encodeURIComponent(stravaGearId)}`, {
    method: 'PUT',
    body: JSON.stringify({ gearItemId }),
  });
