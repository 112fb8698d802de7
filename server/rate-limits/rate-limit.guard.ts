import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { notSignedIn } from '@server/common/errors.js';
import type { RateLimitRefusal } from './rate-limit-decision.js';
import { policyFor, type RateLimitAction } from './rate-limit-policies.js';
import { RateLimitedException } from './rate-limited.exception.js';
import { RateLimitsService } from './rate-limits.service.js';
import { leaseForResponse } from './response-lease.js';

export const RATE_LIMIT_ACTION = 'packtrail:rate-limit-action';

/**
 * Enforces a route's `@RateLimit(action)` for the signed-in user. A guard runs before the
 * route's interceptors and pipes, so a refused call never has its upload read or parsed.
 *
 * A one-at-a-time action takes the user's lease first (so waiting for a running export does not
 * use up the window) and holds it while the response is sent (see leaseForResponse).
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const action = this.reflector.get<RateLimitAction | undefined>(
      RATE_LIMIT_ACTION,
      context.getHandler(),
    );
    if (!action) return true;
    const http = context.switchToHttp();
    const response = http.getResponse<Response>();
    // Limits are per user: the global SessionGuard has already refused anyone signed out.
    const ownerId = http.getRequest<Request>().session.userId;
    if (!ownerId) throw notSignedIn();

    if (policyFor(action).oneAtATime) {
      const refusal = await leaseForResponse(response, () =>
        this.limits.acquireLease(ownerId, action),
      );
      if (refusal) refuse(response, refusal);
    }
    const decision = await this.limits.countCall(ownerId, action);
    if (!decision.allowed) refuse(response, decision);
    return true;
  }
}

function refuse(response: Response, refusal: RateLimitRefusal): never {
  response.setHeader('Retry-After', String(refusal.retryAfterSeconds));
  throw new RateLimitedException(refusal.message);
}
