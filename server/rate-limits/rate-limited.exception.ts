import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 with code RATE_LIMITED; the guard that throws it sets Retry-After. */
export class RateLimitedException extends HttpException {
  constructor(message: string) {
    super({ message, code: 'RATE_LIMITED' }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
