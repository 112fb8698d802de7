import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import {
  decideWindow,
  leaseHeld,
  type RateLimitDecision,
  type RateLimitRefusal,
} from './rate-limit-decision.js';
import { LEASE_SECONDS, policyFor, type RateLimitAction } from './rate-limit-policies.js';
import { RateLimitsRepository } from './rate-limits.repository.js';
import { UserLease } from './user-lease.js';

export type LeaseOutcome =
  { acquired: true; lease: UserLease } | { acquired: false; refusal: RateLimitRefusal };

/** The per-user limits of RATE_LIMIT_POLICIES, counted in the database. */
@Injectable()
export class RateLimitsService {
  private readonly logger = new Logger('RateLimits');

  constructor(private readonly repository: RateLimitsRepository) {}

  /** Counts one call of `action` by the user and says whether it may go ahead. */
  async countCall(ownerId: string, action: RateLimitAction): Promise<RateLimitDecision> {
    const policy = policyFor(action);
    const count = await this.repository.countCall(
      ownerId,
      action,
      policy.windowSeconds,
      policy.calls + 1,
    );
    return decideWindow(policy, count);
  }

  /** The user's lease on a one-at-a-time action, unless another call of theirs holds it. */
  async acquireLease(ownerId: string, action: RateLimitAction): Promise<LeaseOutcome> {
    const holder = randomUUID();
    const attempt = await this.repository.acquireLease(ownerId, action, holder, LEASE_SECONDS);
    if (!attempt.acquired) {
      // Unseen (taken by another server this instant): it lasts at most a whole lease.
      const refusal = leaseHeld(policyFor(action), attempt.secondsLeft ?? LEASE_SECONDS);
      return { acquired: false, refusal };
    }
    const lease = new UserLease(this.repository, {
      ownerId,
      action,
      holder,
      seconds: LEASE_SECONDS,
      onError: (what, error) =>
        this.logger.warn(`Could not ${what} the ${action} lease: ${String(error)}`),
    });
    return { acquired: true, lease };
  }
}
