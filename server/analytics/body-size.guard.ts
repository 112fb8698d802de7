import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { payloadTooLarge } from '@server/common/errors.js';
import { ANALYTICS_LIMITS } from './analytics-limits.js';

const { maxBodyBytes } = ANALYTICS_LIMITS;

const declaredBytes = (request: Request): number => Number(request.headers['content-length'] ?? 0);

// Compact JSON: about what was sent, less any whitespace.
const parsedBytes = (request: Request): number =>
  request.body === undefined ? 0 : Buffer.byteLength(JSON.stringify(request.body));

/**
 * Refuses analytics bodies over 32 KB with 413. The global JSON parser (capped at 512 KB,
 * answering 413 itself beyond that) has read the body by the time a guard runs: reading this
 * route's body with a lower cap first would need create-app.ts. So the declared Content-Length
 * turns large bodies away before any work, and the parsed size catches those sent without one
 * (chunked, or gzip that inflates).
 */
@Injectable()
export class BodySizeGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (declaredBytes(request) > maxBodyBytes || parsedBytes(request) > maxBodyBytes) {
      throw payloadTooLarge(
        'BODY_TOO_LARGE',
        `An analytics batch must be at most ${maxBodyBytes / 1024} KB`,
      );
    }
    return true;
  }
}
