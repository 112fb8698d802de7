import { describe, expect, it } from 'vitest';
import { TokenBucketRateLimiter } from './rate-limiter.js';

function limiterWithClock(
  options: { capacity?: number; windowMs?: number; maxClients?: number } = {},
) {
  const clock = { now: 1_000_000 };
  const limiter = new TokenBucketRateLimiter(
    { capacity: 60, windowMs: 60_000, maxClients: 100, ...options },
    () => clock.now,
  );
  return { limiter, clock };
}

const takeTimes = (limiter: TokenBucketRateLimiter, key: string, times: number) =>
  Array.from({ length: times }, () => limiter.take(key).allowed);

describe('TokenBucketRateLimiter', () => {
  it('allows a burst up to the capacity, then refuses with the seconds until a token is back', () => {
    const { limiter } = limiterWithClock();
    expect(takeTimes(limiter, 'a', 60)).toEqual(Array(60).fill(true));
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('refills at capacity per window: one request a second for 60 a minute', () => {
    const { limiter, clock } = limiterWithClock();
    takeTimes(limiter, 'a', 60);
    clock.now += 999;
    expect(limiter.take('a').allowed).toBe(false);
    clock.now += 1;
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    clock.now += 30_000;
    expect(takeTimes(limiter, 'a', 31)).toEqual([...Array<boolean>(30).fill(true), false]);
  });

  it('never holds more than the capacity, however long a client was away', () => {
    const { limiter, clock } = limiterWithClock({ capacity: 3 });
    limiter.take('a');
    clock.now += 10 * 60_000;
    expect(takeTimes(limiter, 'a', 4)).toEqual([true, true, true, false]);
  });

  it('rounds Retry-After up to whole seconds', () => {
    const { limiter } = limiterWithClock({ capacity: 2, windowMs: 60_000 });
    takeTimes(limiter, 'a', 2);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it('counts clients apart', () => {
    const { limiter } = limiterWithClock({ capacity: 1 });
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    expect(limiter.take('b').allowed).toBe(true);
  });

  it('forgets the least recently seen client once it remembers too many', () => {
    const { limiter } = limiterWithClock({ capacity: 1, maxClients: 2 });
    limiter.take('a');
    limiter.take('b');
    limiter.take('a'); // refused, but seen: b is now the oldest
    limiter.take('c');
    expect(limiter.size).toBe(2);
    expect(limiter.take('a').allowed).toBe(false); // still remembered
    expect(limiter.take('b').allowed).toBe(true); // forgotten: a fresh bucket
  });

  it('does not take tokens away when the clock goes backwards', () => {
    const { limiter, clock } = limiterWithClock({ capacity: 2 });
    limiter.take('a');
    clock.now -= 60_000;
    expect(takeTimes(limiter, 'a', 2)).toEqual([true, false]);
  });
});
