import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { tooManyRequests } from '@server/common/errors.js';
import { TokenBucketRateLimiter } from '@server/common/rate-limiter.js';

/**
 * Who a request counts against. express-session makes up a new id for every request that
 * carries no cookie, so only a session holding a user names a client; anyone else is counted by
 * address (request.ip, which follows the trust-proxy setting).
 */
export function rateLimitKey(request: Request): string {
  return request.session.userId ? `session:${request.sessionID}` : `ip:${request.ip ?? 'unknown'}`;
}

/** Answers 429 with Retry-After once a client has used up its requests. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(private readonly limiter: TokenBucketRateLimiter) {}

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const decision = this.limiter.take(rateLimitKey(http.getRequest<Request>()));
    if (decision.allowed) return true;
    http.getResponse<Response>().setHeader('Retry-After', String(decision.retryAfterSeconds));
    throw tooManyRequests('Too many analytics requests; try again later');
  }
}
