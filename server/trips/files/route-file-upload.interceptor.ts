import {
  BadRequestException,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { MAX_ROUTE_FILE_BYTES } from '@server/domain/trip-limits.js';
import { ROUTE_FILE_FIELD, routeFileNotOne, routeFileTooLarge } from './route-file.errors.js';

// Memory storage (multer's default): the file is read and dropped, never written to disk.
// File names are read as UTF-8 (multer's default is Latin-1), so "Été.gpx" names a trip "Été".
const MulterRouteFileInterceptor = FileInterceptor(ROUTE_FILE_FIELD, {
  limits: { fileSize: MAX_ROUTE_FILE_BYTES, files: 1 },
  defParamCharset: 'utf8',
});

/**
 * Reads the one `file` field of a multipart body, up to 10 MiB. Multer stops reading past the
 * limit (a 50 MB upload is never held whole); its 413 gets our code, a message that says what
 * the limit is, and the field.
 */
@Injectable()
export class RouteFileUploadInterceptor implements NestInterceptor {
  private readonly multer = new MulterRouteFileInterceptor();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw routeFileTooLarge();
      // A file in another field, or several files: multer's own words name neither rule.
      if (
        error instanceof BadRequestException &&
        /unexpected file field|too many files/i.test(error.message)
      ) {
        throw routeFileNotOne();
      }
      throw error;
    }
  }
}
