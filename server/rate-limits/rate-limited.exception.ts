import { HttpException, HttpStatus } from '@nestjs/common';
import { errorResponse } from '@server/common/errors.js';

/** 429 with code RATE_LIMITED; the guard that throws it sets Retry-After. */
export class RateLimitedException extends HttpException {
  constructor(message: string) {
    super(errorResponse('RATE_LIMITED', message), HttpStatus.TOO_MANY_REQUESTS);
  }
}
