import {
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { MAX_PHOTO_BYTES, PHOTO_FIELD } from './photo-upload.js';

// Memory storage (multer's default): the bytes go to the database, never to disk.
const MulterPhotoInterceptor = FileInterceptor(PHOTO_FIELD, {
  limits: { fileSize: MAX_PHOTO_BYTES, files: 1 },
});

/**
 * Reads the one `photo` field of a multipart body, up to 5 MB. Multer stops reading past the
 * limit; its 413 is given our code and a message that says what the limit is.
 */
@Injectable()
export class PhotoUploadInterceptor implements NestInterceptor {
  private readonly multer = new MulterPhotoInterceptor();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) {
        throw new PayloadTooLargeException({
          message: `The photo is over ${MAX_PHOTO_BYTES / 1024 / 1024} MB`,
          code: 'FILE_TOO_LARGE',
        });
      }
      throw error;
    }
  }
}
