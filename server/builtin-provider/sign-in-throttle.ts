import { AttemptLimiter } from './attempt-limiter.js';

const WINDOW_MS = 15 * 60_000;
const MAX_KEYS = 10_000;

/**
 * Failed sign-ins and sign-ups, counted per email (10 in 15 minutes: guessing one account's
 * password) and per client IP (30: one address trying many accounts; higher because a household
 * or an office shares one address). In memory, per process: see AttemptLimiter.
 */
export class SignInThrottle {
  constructor(
    private readonly byEmail = new AttemptLimiter({
      limit: 10,
      windowMs: WINDOW_MS,
      maxKeys: MAX_KEYS,
    }),
    private readonly byIp = new AttemptLimiter({
      limit: 30,
      windowMs: WINDOW_MS,
      maxKeys: MAX_KEYS,
    }),
  ) {}

  /** Seconds before this IP or email may try again; 0 when it may try now. */
  retryAfterSeconds(ip: string, email: string): number {
    return Math.max(
      this.byIp.retryAfterSeconds(ip),
      email ? this.byEmail.retryAfterSeconds(email) : 0,
    );
  }

  failed(ip: string, email: string): void {
    this.byIp.recordFailure(ip);
    if (email) this.byEmail.recordFailure(email);
  }

  /** The right password clears the email's failures (not the IP's). */
  succeeded(email: string): void {
    this.byEmail.reset(email);
  }
}
