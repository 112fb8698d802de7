import { addressGroup } from './address-group.js';
import { AttemptLimiter } from './attempt-limiter.js';

const WINDOW_MS = 15 * 60_000;
const MAX_KEYS = 10_000;

/** Failures of one account from one address before that pair is refused. */
const PAIR_LIMIT = 10;
/** Failures from one address across every account before that address is refused. */
const ADDRESS_LIMIT = 30;
/** Failures of one account from anywhere before its attempts are slowed down. */
const ACCOUNT_FREE_FAILURES = 10;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5_000;

export interface SignInLimits {
  byPair: AttemptLimiter;
  byAddress: AttemptLimiter;
  /** Counts only: an account is slowed down (accountDelayMs), never refused. */
  byAccount: AttemptLimiter;
}

/** Refused, or allowed: wait delayMs before checking the password, call succeeded() if right. */
export type SignInAttempt =
  | { allowed: false; retryAfterSeconds: number }
  | { allowed: true; delayMs: number; succeeded: () => void };

const limiter = (limit: number) =>
  new AttemptLimiter({ limit, windowMs: WINDOW_MS, maxKeys: MAX_KEYS });

const defaultLimits = (): SignInLimits => ({
  byPair: limiter(PAIR_LIMIT),
  byAddress: limiter(ADDRESS_LIMIT),
  byAccount: limiter(Number.POSITIVE_INFINITY),
});

/** No wait for an account's first ten failures, then 250 ms doubling with each, up to 5 s. */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - ACCOUNT_FREE_FAILURES));
}

/**
 * Failed sign-ins and sign-ups, counted in 15-minute windows three ways:
 *
 * - per account and address together (10): one address guessing one account's password is
 *   refused (429 with Retry-After). The owner, from any other address, is not: wrong passwords
 *   from a stranger can no longer lock the owner out, as a per-account block did.
 * - per address across accounts (30): one address trying many accounts is refused. Higher,
 *   since a household or an office shares one address. IPv6 addresses count per /64.
 * - per account across all addresses: never refused (that is the lock-out), but once an account
 *   has had 10 failures every further attempt on it waits before its password is checked,
 *   250 ms doubling per failure up to 5 s, right password or wrong (a wait only for wrong ones
 *   would tell the answer by its speed). The owner waits at most 5 s. A guesser spread over
 *   many addresses must hold each try open that long, and each of its addresses still gets at
 *   most 10 tries per account and 30 in all per window. That ceiling grows with the number of
 *   addresses, where a per-account lock-out's did not: the price of never letting a stranger
 *   lock the owner out, and why the pair limit is kept low.
 *
 * An attempt counts as a failure from the moment it starts and is taken back when the password
 * is right, so parallel requests cannot all slip past the check before the first one fails.
 * In memory, per process: see AttemptLimiter.
 */
export class SignInThrottle {
  constructor(private readonly limits: SignInLimits = defaultLimits()) {}

  /** Counts an attempt on `email` from `address`, or refuses it. */
  begin(address: string, email: string): SignInAttempt {
    const { byPair, byAddress, byAccount } = this.limits;
    const group = addressGroup(address);
    const pair = `${email} ${group}`; // an email has no spaces
    const retryAfterSeconds = Math.max(
      byPair.retryAfterSeconds(pair),
      byAddress.retryAfterSeconds(group),
    );
    if (retryAfterSeconds > 0) return { allowed: false, retryAfterSeconds };
    const delayMs = accountDelayMs(byAccount.failures(email));
    byPair.recordFailure(pair);
    byAddress.recordFailure(group);
    byAccount.recordFailure(email);
    return {
      allowed: true,
      delayMs,
      // The right password clears this address's failures on this account; the account's and
      // the address's other failures (by others, on other accounts) stay.
      succeeded: () => {
        byPair.reset(pair);
        byAddress.forgive(group);
        byAccount.forgive(email);
      },
    };
  }
}
