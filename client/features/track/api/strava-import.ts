import useSWR from 'swr';
import { apiFetch } from '@client/lib/api-client';
import type { Job } from '@client/lib/api/jobs';
import { uploadWithProgress, type UploadProgress } from '@client/lib/upload-with-progress';
import { ACTIVITIES_PATH } from './activity-paths';

export const STRAVA_IMPORT_KIND = 'activities.strava-import';

const IMPORTS_PATH = `${ACTIVITIES_PATH}/imports`;

/** What an import did (its job's result, server/activities/strava-export/). */
export interface StravaImportSummary {
  rows: number;
  added: number;
  duplicates: number;
  refused: number;
  withoutFile: number;
  problems: { name: string; reason: string }[];
  unmatchedGear: string[];
}

/** The summary of a job that succeeded, or null (a job of another shape, still running). */
export function importSummary(job: Job | undefined): StravaImportSummary | null {
  const result = job?.state === 'succeeded' ? job.result : null;
  if (!result || typeof result !== 'object' || !('added' in result)) return null;
  return result as unknown as StravaImportSummary;
}

/** The zip's type as the server takes it: the browser's word where it has one. */
const zipType = (file: File) =>
  ['application/zip', 'application/x-zip-compressed', 'application/x-zip'].includes(file.type)
    ? file.type
    : 'application/zip';

/**
 * Sends the export (the zip as the body) with its upload's progress; answers the import's job.
 * 413 FILE_TOO_LARGE over 1 GB, 415 for what is not sent as a zip.
 */
export const startStravaImport = (
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
) =>
  uploadWithProgress<{ jobId: string }>(
    `${IMPORTS_PATH}/strava?name=${encodeURIComponent(file.name)}`,
    file,
    onProgress,
    signal,
    zipType(file),
  );

/** Deletes every activity the import added. */
export const undoStravaImport = (jobId: string) =>
  apiFetch<{ deleted: number }>(`${IMPORTS_PATH}/${encodeURIComponent(jobId)}`, {
    method: 'DELETE',
  });

/** The user's latest Strava import, so the dialog shows one under way or just done. */
export const useLatestStravaImport = (enabled: boolean) =>
  useSWR<Job[]>(enabled ? `/api/jobs?kind=${STRAVA_IMPORT_KIND}&limit=1` : null, (path: string) =>
    apiFetch<Job[]>(path),
  );
