import { singleFileUpload } from '@server/common/single-file-upload.interceptor.js';
import {
  activityFileNotOne,
  ActivityFilesBusyException,
  activityFileTooLarge,
} from '../activities.errors.js';
import { MAX_ACTIVITY_FILE_BYTES, MAX_ACTIVITY_FILE_MB } from './activity-file-bytes.js';

/**
 * The one `file` field of a multipart body, up to 25 MB; a file refused because two of its
 * owner's are being read gets a Retry-After. The file is kept gzipped in the database, never
 * on disk.
 */
export const ActivityFileUploadInterceptor = singleFileUpload({
  maxBytes: MAX_ACTIVITY_FILE_BYTES,
  tooLarge: () => activityFileTooLarge(MAX_ACTIVITY_FILE_MB),
  notOne: activityFileNotOne,
  retryLater: ActivityFilesBusyException,
});
