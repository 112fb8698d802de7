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
import { payloadTooLarge } from '@server/common/errors.js';
import { CSV_FIELD, MAX_CSV_BYTES, fileError } from './csv-upload.js';

// Memory storage (multer's default): the text is parsed and dropped, never written to disk.
// File names are read as UTF-8 (multer's default is Latin-1), so "Été.csv" names a pack "Été".
const MulterCsvInterceptor = FileInterceptor(CSV_FIELD, {
  limits: { fileSize: MAX_CSV_BYTES, files: 1 },
  defParamCharset: 'utf8',
});

/**
 * Reads the one `file` field of a multipart body, up to 1 MiB. Multer stops reading past the
 * limit; its 413 gets our code, a message that says what the limit is, and the field.
 */
@Injectable()
export class CsvUploadInterceptor implements NestInterceptor {
  private readonly multer = new MulterCsvInterceptor();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) {
        const message = 'The file is over 1 MB: a LighterPack export is far smaller';
        throw payloadTooLarge('FILE_TOO_LARGE', message, [
          { field: CSV_FIELD, message: 'file must be at most 1 MB' },
        ]);
      }
      // A file in another field, or several files: multer's own words name neither rule.
      if (
        error instanceof BadRequestException &&
        /unexpected file field|too many files/i.test(error.message)
      ) {
        throw fileError(
          'VALIDATION_FAILED',
          'Send one CSV file, in the field named file',
          'file must be the only file sent',
        );
      }
      throw error;
    }
  }
}
