import {
  BadRequestException,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import { catchError, type Observable } from 'rxjs';
import { MAX_ROUTE_FILE_BYTES } from '@server/domain/trip-limits.js';
import {
  ROUTE_FILE_FIELD,
  RouteFileBusyException,
  routeFileNotOne,
  routeFileTooLarge,
} from './route-file.errors.js';

// Memory storage (multer's default): the file is read and dropped, never written to disk.
// File names are read as UTF-8 (multer's default is Latin-1), so "Été.gpx" names a trip "Été".
const MulterRouteFileInterceptor = FileInterceptor(ROUTE_FILE_FIELD, {
  limits: { fileSize: MAX_ROUTE_FILE_BYTES, files: 1 },
  defParamCharset: 'utf8',
});

/**
 * Reads the one `file` field of a multipart body, up to 10 MiB. Multer stops reading past the
 * limit (a 50 MB upload is never held whole); its 413 gets our code, a message that says what
 * the limit is, and the field. A file refused because its user has two being read already gets
 * its Retry-After here, around both file routes (the exception filter sends none for a 429).
 */
@Injectable()
export class RouteFileUploadInterceptor implements NestInterceptor {
  private readonly multer = new MulterRouteFileInterceptor();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      const handled = await this.multer.intercept(context, next);
      return handled.pipe(
        catchError((error: unknown) => {
          if (error instanceof RouteFileBusyException) {
            const response = context.switchToHttp().getResponse<Response>();
            response.setHeader('Retry-After', String(error.retryAfterSeconds));
          }
          throw error;
        }),
      );
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
