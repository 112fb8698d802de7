import { addressGroup } from '../address-group.js';
import { AttemptLimiter } from '../attempt-limiter.js';

const WINDOW_MS = 60 * 60_000;
const MAX_KEYS = 10_000;
/** Links asked for one address an hour: enough for a mail that went to spam, no more. */
const PER_EMAIL = 3;
/** Requests from one client address an hour, whatever the emails. */
const PER_ADDRESS = 10;

export interface ResetRequestLimits {
  byEmail: AttemptLimiter;
  byAddress: AttemptLimiter;
}

const defaultLimits = (): ResetRequestLimits => ({
  byEmail: new AttemptLimiter({ limit: PER_EMAIL, windowMs: WINDOW_MS, maxKeys: MAX_KEYS }),
  byAddress: new AttemptLimiter({ limit: PER_ADDRESS, windowMs: WINDOW_MS, maxKeys: MAX_KEYS }),
});

/**
 * "Forgot password?" requests, each counted (there is no success to forgive), per email and per
 * client address (an IPv6 client per /64) in one-hour windows. Per email, so the form cannot
 * bomb one inbox from many addresses: an address gets at most 3 mails an hour whoever asks. Per
 * client address, so one client cannot walk a list of emails. Both count every well-formed
 * request, an account or not, so a refusal says nothing about whether an account exists.
 */
export class ResetRequestThrottle {
  constructor(private readonly limits: ResetRequestLimits = defaultLimits()) {}

  /** Counts a request for `email` from `address`: 0 when it may go on, else seconds to wait. */
  take(address: string, email: string): number {
    const { byEmail, byAddress } = this.limits;
    const group = addressGroup(address);
    const retryAfterSeconds = Math.max(
      byEmail.retryAfterSeconds(email),
      byAddress.retryAfterSeconds(group),
    );
    if (retryAfterSeconds > 0) return retryAfterSeconds;
    byEmail.recordFailure(email);
    byAddress.recordFailure(group);
    return 0;
  }
}
