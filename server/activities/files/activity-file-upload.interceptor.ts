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
import {
  activityFileNotOne,
  ActivityFilesBusyException,
  activityFileTooLarge,
} from '../activities.errors.js';
import { MAX_ACTIVITY_FILE_BYTES, MAX_ACTIVITY_FILE_MB } from './activity-file-bytes.js';

// Memory storage: the file is read, kept gzipped in the database, and dropped; never on disk.
const MulterActivityFileInterceptor = FileInterceptor('file', {
  limits: { fileSize: MAX_ACTIVITY_FILE_BYTES, files: 1 },
  defParamCharset: 'utf8',
});

/**
 * Reads the one `file` field of a multipart body, up to 25 MB (multer stops reading past it);
 * its 413 and its refusals of other fields get our codes and the field's name, and a file
 * refused because two of its owner's are being read gets a Retry-After.
 */
@Injectable()
export class ActivityFileUploadInterceptor implements NestInterceptor {
  private readonly multer = new MulterActivityFileInterceptor();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      const handled = await this.multer.intercept(context, next);
      return handled.pipe(
        catchError((error: unknown) => {
          if (error instanceof ActivityFilesBusyException) {
            const response = context.switchToHttp().getResponse<Response>();
            response.setHeader('Retry-After', String(error.retryAfterSeconds));
          }
          throw error;
        }),
      );
    } catch (error) {
      if (error instanceof PayloadTooLargeException)
        throw activityFileTooLarge(MAX_ACTIVITY_FILE_MB);
      if (
        error instanceof BadRequestException &&
        /unexpected file field|too many files/i.test(error.message)
      ) {
        throw activityFileNotOne();
      }
      throw error;
    }
  }
}
