import { singleFileUpload } from '@server/common/single-file-upload.interceptor.js';
import { MAX_ROUTE_FILE_BYTES } from '@server/domain/trip-limits.js';
import { RouteFileBusyException, routeFileNotOne, routeFileTooLarge } from './route-file.errors.js';

/**
 * The one `file` field of a multipart body, up to 10 MiB: multer's 413 and its refusals of
 * other fields get our codes and the field, and a file refused because its user has two being
 * read already gets its Retry-After, around both file routes.
 */
export const RouteFileUploadInterceptor = singleFileUpload({
  maxBytes: MAX_ROUTE_FILE_BYTES,
  tooLarge: routeFileTooLarge,
  notOne: routeFileNotOne,
  retryLater: RouteFileBusyException,
});
