import {
  BadRequestException,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import { catchError, type Observable } from 'rxjs';

/** A refusal that tells the client when to come back (its Retry-After). */
export interface RetryLater {
  readonly retryAfterSeconds: number;
}

export interface SingleFileUpload {
  /** The largest file taken, in bytes; multer stops reading past it. */
  maxBytes: number;
  /** The 413 for a file over the limit, with our code and the field. */
  tooLarge: () => Error;
  /** The 400 for a file in another field, or several files. */
  notOne: () => Error;
  /** The handler's refusal that asks the client to retry later (429), if any. */
  retryLater?: Type<RetryLater>;
}

/**
 * An interceptor that reads the one `file` field of a multipart body into memory (never to
 * disk; file names as UTF-8), turns multer's own refusals into the route's errors, and sets
 * Retry-After on the handler's retry-later refusal (the exception filter sends none).
 */
export function singleFileUpload(options: SingleFileUpload): Type<NestInterceptor> {
  const Multer = FileInterceptor('file', {
    limits: { fileSize: options.maxBytes, files: 1 },
    defParamCharset: 'utf8',
  });

  @Injectable()
  class SingleFileUploadInterceptor implements NestInterceptor {
    private readonly multer = new Multer();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        const handled = await this.multer.intercept(context, next);
        return handled.pipe(
          catchError((error: unknown) => {
            if (options.retryLater && error instanceof options.retryLater) {
              const response = context.switchToHttp().getResponse<Response>();
              response.setHeader('Retry-After', String(error.retryAfterSeconds));
            }
            throw error;
          }),
        );
      } catch (error) {
        if (error instanceof PayloadTooLargeException) throw options.tooLarge();
        // A file in another field, or several files: multer's own words name neither rule.
        if (
          error instanceof BadRequestException &&
          /unexpected file field|too many files/i.test(error.message)
        ) {
          throw options.notOne();
        }
        throw error;
      }
    }
  }
  return SingleFileUploadInterceptor;
}
