import { ServiceUnavailableException } from '@nestjs/common';
import { errorResponse, serviceUnavailable } from '@server/common/errors.js';

/** How long a client is asked to wait when too many images wait to be drawn. */
export const PREVIEW_RETRY_AFTER_SECONDS = 5;

export const previewTimedOut = () =>
  serviceUnavailable('IMAGE_TIMEOUT', 'The preview image took too long to draw');

export const previewFailed = () =>
  serviceUnavailable('IMAGE_TIMEOUT', 'The preview image could not be drawn');

/** Too many images wait to be drawn; the controller sends Retry-After. */
export class PreviewQueueFullException extends ServiceUnavailableException {
  readonly retryAfterSeconds = PREVIEW_RETRY_AFTER_SECONDS;

  constructor() {
    super(
      errorResponse('IMAGE_QUEUE_FULL', 'Too many preview images are being drawn. Try again soon.'),
    );
  }
}
