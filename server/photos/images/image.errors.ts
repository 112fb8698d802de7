import { ServiceUnavailableException } from '@nestjs/common';
import { badRequest, errorResponse, serviceUnavailable } from '@server/common/errors.js';
import { MAX_IMAGE_PIXELS } from '@server/domain/limits.js';
import { PHOTO_FIELD } from '../photo-upload.js';

export { MAX_IMAGE_PIXELS };

/** How long a client is asked to wait when the queue is full: a few images' processing. */
export const QUEUE_RETRY_AFTER_SECONDS = 5;

export const unreadableImage = () =>
  badRequest('UNSUPPORTED_IMAGE', 'The photo could not be read as a JPEG, PNG or WebP image', [
    { field: PHOTO_FIELD, message: 'photo could not be read as an image' },
  ]);

export const tooManyPixels = () =>
  badRequest(
    'IMAGE_TOO_LARGE',
    `The photo is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
    [{ field: PHOTO_FIELD, message: 'photo has too many pixels' }],
  );

/** The photo's decoding reached the image worker's heap limit (IMAGE_WORKER_MEMORY_MB). */
export const imageNeedsTooMuchMemory = () =>
  badRequest(
    'IMAGE_TOO_LARGE',
    'The photo needs more memory to process than an upload may use: try a smaller one',
    [{ field: PHOTO_FIELD, message: 'photo is too large to process' }],
  );

export const imageTimedOut = () =>
  serviceUnavailable('IMAGE_TIMEOUT', 'The photo took too long to process. Try a smaller one.');

/**
 * Too many images are waiting to be processed. Carries how long to wait, which the upload
 * interceptor sends as `Retry-After`.
 */
export class ImageQueueFullException extends ServiceUnavailableException {
  constructor(readonly retryAfterSeconds = QUEUE_RETRY_AFTER_SECONDS) {
    super(
      errorResponse(
        'IMAGE_QUEUE_FULL',
        'Too many photos are being processed right now. Try again in a few seconds.',
      ),
    );
  }
}
