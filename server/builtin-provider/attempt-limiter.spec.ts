import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter.js';

const clock = (start = 0) => {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

describe('AttemptLimiter', () => {
  it('lets a key fail up to the limit, then refuses it until the window ends', () => {
    const time = clock();
    const limiter = new AttemptLimiter({ limit: 3, windowMs: 60_000, maxKeys: 10, now: time.now });
    for (let failure = 0; failure < 3; failure += 1) {
      expect(limiter.retryAfterSeconds('a')).toBe(0);
      limiter.recordFailure('a');
    }
    expect(limiter.retryAfterSeconds('a')).toBe(60);
    expect(limiter.retryAfterSeconds('b')).toBe(0);
    time.advance(59_500);
    expect(limiter.retryAfterSeconds('a')).toBe(1);
    time.advance(500);
    expect(limiter.retryAfterSeconds('a')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const limiter = new AttemptLimiter({ limit: 1, windowMs: 60_000, maxKeys: 10 });
    limiter.recordFailure('a');
    expect(limiter.retryAfterSeconds('a')).toBeGreaterThan(0);
    limiter.reset('a');
    expect(limiter.retryAfterSeconds('a')).toBe(0);
  });

  it('counts failures and takes one back on forgive', () => {
    const limiter = new AttemptLimiter({ limit: 2, windowMs: 60_000, maxKeys: 10 });
    limiter.recordFailure('a');
    limiter.recordFailure('a');
    expect(limiter.failures('a')).toBe(2);
    expect(limiter.retryAfterSeconds('a')).toBeGreaterThan(0);
    limiter.forgive('a');
    expect(limiter.failures('a')).toBe(1);
    expect(limiter.retryAfterSeconds('a')).toBe(0);
    limiter.forgive('a');
    limiter.forgive('a');
    expect(limiter.failures('a')).toBe(0);
    expect(limiter.size).toBe(0);
  });

  it('never refuses with an infinite limit', () => {
    const limiter = new AttemptLimiter({ limit: Infinity, windowMs: 60_000, maxKeys: 10 });
    for (let failure = 0; failure < 1_000; failure += 1) limiter.recordFailure('a');
    expect(limiter.failures('a')).toBe(1_000);
    expect(limiter.retryAfterSeconds('a')).toBe(0);
  });

  it('stays within maxKeys, dropping expired windows first and then the oldest', () => {
    const time = clock();
    const limiter = new AttemptLimiter({ limit: 1, windowMs: 1_000, maxKeys: 3, now: time.now });
    limiter.recordFailure('old');
    time.advance(1_000);
    limiter.recordFailure('a');
    limiter.recordFailure('b');
    limiter.recordFailure('c'); // 'old' has expired: it goes, the others stay
    expect(limiter.size).toBe(3);
    expect(limiter.retryAfterSeconds('a')).toBeGreaterThan(0);
    limiter.recordFailure('d'); // full of live windows: the oldest ('a') goes
    expect(limiter.size).toBe(3);
    expect(limiter.retryAfterSeconds('a')).toBe(0);
    expect(limiter.retryAfterSeconds('d')).toBeGreaterThan(0);
    for (let key = 0; key < 1_000; key += 1) limiter.recordFailure(`k${key}`);
    expect(limiter.size).toBe(3);
  });
});
