import type { ApiSchema } from '@client/lib/api/schema';
import { uploadWithProgress, type UploadProgress } from '@client/lib/upload-with-progress';
import { ACTIVITIES_PATH } from './activity-paths';
import type { ActivitySummary } from './types';

type UploadWire = ApiSchema<'ActivityUploadDto'>;

export type ActivityUpload = Omit<UploadWire, 'activities'> & {
  activities: { outcome: UploadWire['activities'][number]['outcome']; activity: ActivitySummary }[];
};

/** What the picker and the drop take (the server decides the type from the bytes). */
export const ACTIVITY_FILE_ACCEPT =
  '.fit,.tcx,.gpx,.gz,application/gpx+xml,application/vnd.garmin.tcx+xml';

/** POST /api/activities/files: one file, its upload's progress reported. */
export function uploadActivityFile(
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<ActivityUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadWithProgress<ActivityUpload>(`${ACTIVITIES_PATH}/files`, form, onProgress, signal);
}
