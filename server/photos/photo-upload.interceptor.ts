import {
  Injectable,
  mixin,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import { catchError, throwError, type Observable } from 'rxjs';
import { payloadTooLarge } from '@server/common/errors.js';
import { ImageQueueFullException } from './images/image.errors.js';
import { MAX_PHOTO_BYTES, PHOTO_FIELD } from './photo-upload.js';

/**
 * Reads the one `photo` field of a multipart body, up to `maxBytes`. Multer stops reading past
 * the limit; its 413 is given our code and a message that says what the limit is. When the image
 * queue is full, the 503 says when to come back (`Retry-After`).
 */
function photoUploadInterceptor(maxBytes: number): Type<NestInterceptor> {
  // Memory storage (multer's default): the bytes go to the image worker, never to disk.
  const MulterPhotoInterceptor = FileInterceptor(PHOTO_FIELD, {
    limits: { fileSize: maxBytes, files: 1 },
  });

  @Injectable()
  class PhotoUpload implements NestInterceptor {
    private readonly multer = new MulterPhotoInterceptor();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      let handled: Observable<unknown>;
      try {
        handled = await this.multer.intercept(context, next);
      } catch (error) {
        if (error instanceof PayloadTooLargeException) {
          throw payloadTooLarge('FILE_TOO_LARGE', `The photo is over ${maxBytes / 1024 / 1024} MB`);
        }
        throw error;
      }
      return handled.pipe(
        catchError((error: unknown) => {
          if (error instanceof ImageQueueFullException) {
            const response = context.switchToHttp().getResponse<Response>();
            response.setHeader('Retry-After', String(error.retryAfterSeconds));
          }
          return throwError(() => error);
        }),
      );
    }
  }
  return mixin(PhotoUpload);
}

/** Avatars and gear photos: up to MAX_PHOTO_BYTES, a phone's photo as it was taken. */
export const PhotoUploadInterceptor = photoUploadInterceptor(MAX_PHOTO_BYTES);
