import { describe, expect, it } from 'vitest';
import { decideWindow, leaseHeld, retryAfterSeconds, waitPhrase } from './rate-limit-decision.js';
import type { RateLimitPolicy } from './rate-limit-policies.js';

const policy: RateLimitPolicy = { calls: 3, windowSeconds: 3600, label: 'pack imports' };

describe('decideWindow', () => {
  it('allows every call up to the limit', () => {
    for (const hits of [1, 2, 3]) {
      expect(decideWindow(policy, { hits, secondsLeft: 100 })).toEqual({ allowed: true });
    }
  });

  it('refuses the call past the limit until the window resets, saying when', () => {
    expect(decideWindow(policy, { hits: 4, secondsLeft: 719.2 })).toEqual({
      allowed: false,
      retryAfterSeconds: 720,
      message: 'Too many pack imports: 3 are allowed in 1 hour; try again in 12 minutes',
    });
  });
});

describe('retryAfterSeconds', () => {
  it('rounds up to whole seconds', () => {
    expect(retryAfterSeconds(1.01)).toBe(2);
    expect(retryAfterSeconds(59)).toBe(59);
  });

  it('never says 0, even when the window is just ending', () => {
    expect(retryAfterSeconds(0)).toBe(1);
    expect(retryAfterSeconds(-0.5)).toBe(1);
  });
});

describe('waitPhrase', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [3540, '59 minutes'],
    [3599, '1 hour'],
    [3600, '1 hour'],
    [7200, '2 hours'],
    [5400, '90 minutes'],
  ])('says %i seconds as “%s”, never less than the wait', (seconds, phrase) => {
    expect(waitPhrase(seconds)).toBe(phrase);
  });
});

describe('leaseHeld', () => {
  it('refuses until the other call ends, at the latest when its lease lapses', () => {
    expect(leaseHeld({ ...policy, label: 'account exports' }, 42.5)).toEqual({
      allowed: false,
      retryAfterSeconds: 43,
      message: 'Another of your account exports is still running: try again when it has finished',
    });
  });
});
