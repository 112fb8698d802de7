import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { waitPhrase } from './rate-limit-decision.js';
import { RATE_LIMIT_ACTION, RateLimitGuard } from './rate-limit.guard.js';
import { policyFor, type RateLimitAction } from './rate-limit-policies.js';

/**
 * Limits the route per signed-in user by the named policy in RATE_LIMIT_POLICIES, checked in
 * the database before the route's interceptors (uploads) or handler run. Over the limit: 429,
 * code RATE_LIMITED, with Retry-After in seconds.
 */
export function RateLimit(action: RateLimitAction): MethodDecorator {
  const policy = policyFor(action);
  const oneAtATime = policy.oneAtATime ? ', and one at a time' : '';
  return applyDecorators(
    SetMetadata(RATE_LIMIT_ACTION, action),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({
      description: `RATE_LIMITED: ${policy.calls} ${policy.label} per user in ${waitPhrase(policy.windowSeconds)}${oneAtATime}. Retry-After says when to try again.`,
      headers: {
        'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } },
      },
    }),
  );
}
