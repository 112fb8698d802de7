import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter.js';
import { accountDelayMs, SignInThrottle, type SignInAttempt } from './sign-in-throttle.js';

const clock = () => {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

/** The real limits (10 per pair, 30 per address, accounts never refused) on a fake clock. */
function throttle() {
  const time = clock();
  const limiter = (limit: number) =>
    new AttemptLimiter({ limit, windowMs: 15 * 60_000, maxKeys: 1_000, now: time.now });
  const limits = { byPair: limiter(10), byAddress: limiter(30), byAccount: limiter(Infinity) };
  return { time, limits: new SignInThrottle(limits) };
}

const allowed = (attempt: SignInAttempt) => {
  if (!attempt.allowed) throw new Error(`refused for ${attempt.retryAfterSeconds} s`);
  return attempt;
};

const fail = (limits: SignInThrottle, address: string, email: string, times: number): void => {
  for (let attempt = 0; attempt < times; attempt += 1) allowed(limits.begin(address, email));
};

describe('SignInThrottle', () => {
  it('refuses an address on one account after ten failures, with the window left', () => {
    const { time, limits } = throttle();
    fail(limits, '203.0.113.1', 'ada@example.com', 10);
    time.advance(60_000);
    expect(limits.begin('203.0.113.1', 'ada@example.com')).toEqual({
      allowed: false,
      retryAfterSeconds: 14 * 60,
    });
    time.advance(14 * 60_000);
    expect(limits.begin('203.0.113.1', 'ada@example.com').allowed).toBe(true);
  });

  it('never refuses the owner from another address, however many failures the account has', () => {
    const { limits } = throttle();
    for (let address = 1; address <= 10; address += 1) {
      fail(limits, `203.0.113.${address}`, 'ada@example.com', 10);
    }
    expect(limits.begin('198.51.100.1', 'ada@example.com').allowed).toBe(true);
  });

  it('slows every attempt on an account past ten failures, right or wrong, up to 5 s', () => {
    const { limits } = throttle();
    const delays: number[] = [];
    for (let address = 1; address <= 16; address += 1) {
      delays.push(allowed(limits.begin(`203.0.113.${address}`, 'ada@example.com')).delayMs);
    }
    expect(delays).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 250, 500, 1000, 2000, 4000, 5000]);
    expect(allowed(limits.begin('203.0.113.99', 'grace@example.com')).delayMs).toBe(0);
  });

  it('refuses an address after thirty failures across accounts', () => {
    const { limits } = throttle();
    for (let account = 0; account < 30; account += 1) {
      fail(limits, '203.0.113.1', `guess-${account}@example.com`, 1);
    }
    expect(limits.begin('203.0.113.1', 'ada@example.com').allowed).toBe(false);
    expect(limits.begin('203.0.113.2', 'ada@example.com').allowed).toBe(true);
  });

  it('counts an attempt from the moment it begins, so parallel ones cannot slip past', () => {
    const { limits } = throttle();
    const begun = Array.from({ length: 15 }, () => limits.begin('203.0.113.1', 'ada@example.com'));
    expect(begun.filter((attempt) => attempt.allowed)).toHaveLength(10);
  });

  it('takes a right password back: it clears the pair, not the account’s other failures', () => {
    const { limits } = throttle();
    fail(limits, '203.0.113.1', 'ada@example.com', 9);
    fail(limits, '198.51.100.1', 'ada@example.com', 2);
    allowed(limits.begin('198.51.100.1', 'ada@example.com')).succeeded();
    // The owner's address starts again from nothing on this account...
    fail(limits, '198.51.100.1', 'ada@example.com', 10);
    // ...while the account keeps the guesser's 9 and the owner's 12 failures (21 in all).
    expect(allowed(limits.begin('203.0.113.1', 'ada@example.com')).delayMs).toBe(5000);
  });

  it('takes back only the succeeding attempt from the address’s count', () => {
    const { limits } = throttle();
    for (let account = 0; account < 29; account += 1) {
      fail(limits, '203.0.113.1', `guess-${account}@example.com`, 1);
    }
    allowed(limits.begin('203.0.113.1', 'ada@example.com')).succeeded();
    expect(limits.begin('203.0.113.1', 'grace@example.com').allowed).toBe(true);
    expect(limits.begin('203.0.113.1', 'grace@example.com').allowed).toBe(false);
  });

  it('counts IPv6 addresses per /64', () => {
    const { limits } = throttle();
    for (let host = 1; host <= 10; host += 1) {
      fail(limits, `2001:db8:0:1::${host.toString(16)}`, 'ada@example.com', 1);
    }
    expect(limits.begin('2001:db8:0:1:ffff::1', 'ada@example.com').allowed).toBe(false);
    expect(limits.begin('2001:db8:0:2::1', 'ada@example.com').allowed).toBe(true);
  });
});

describe('accountDelayMs', () => {
  it('is nothing for ten failures, then doubles from 250 ms to at most 5 s', () => {
    expect(accountDelayMs(0)).toBe(0);
    expect(accountDelayMs(9)).toBe(0);
    expect(accountDelayMs(10)).toBe(250);
    expect(accountDelayMs(13)).toBe(2000);
    expect(accountDelayMs(15)).toBe(5000);
    expect(accountDelayMs(10_000)).toBe(5000);
  });
});
