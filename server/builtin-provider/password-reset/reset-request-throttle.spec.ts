import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from '../attempt-limiter.js';
import { ResetRequestThrottle } from './reset-request-throttle.js';

/** The real limits (3 per email, 10 per address, an hour) on a fake clock. */
function throttle() {
  let now = 0;
  const limiter = (limit: number) =>
    new AttemptLimiter({ limit, windowMs: 60 * 60_000, maxKeys: 1_000, now: () => now });
  const limits = new ResetRequestThrottle({ byEmail: limiter(3), byAddress: limiter(10) });
  return { limits, advance: (ms: number) => (now += ms) };
}

describe('ResetRequestThrottle', () => {
  it('takes 3 requests an hour for one email, from any addresses, then says how long to wait', () => {
    const { limits, advance } = throttle();
    for (const address of ['203.0.113.1', '203.0.113.2', '198.51.100.7']) {
      expect(limits.take(address, 'ada@example.com')).toBe(0);
    }
    advance(10 * 60_000);
    expect(limits.take('192.0.2.1', 'ada@example.com')).toBe(50 * 60);
    expect(limits.take('192.0.2.1', 'grace@example.com')).toBe(0);
    advance(50 * 60_000);
    expect(limits.take('192.0.2.1', 'ada@example.com')).toBe(0);
  });

  it('takes 10 requests an hour from one address, counting an IPv6 client by its /64', () => {
    const { limits } = throttle();
    for (let request = 0; request < 10; request += 1) {
      expect(limits.take(`2001:db8:1:2::${request + 1}`, `hiker${request}@example.com`)).toBe(0);
    }
    expect(limits.take('2001:db8:1:2:ffff::1', 'someone@example.com')).toBeGreaterThan(0);
    expect(limits.take('2001:db8:1:3::1', 'someone@example.com')).toBe(0);
  });

  it('does not count a refused request', () => {
    const { limits } = throttle();
    for (let request = 0; request < 3; request += 1) limits.take('203.0.113.1', 'ada@example.com');
    for (let request = 0; request < 20; request += 1) {
      expect(limits.take('203.0.113.1', 'ada@example.com')).toBeGreaterThan(0);
    }
    // Seven more emails from that address are still taken: the refusals used none of its ten.
    for (let request = 0; request < 7; request += 1) {
      expect(limits.take('203.0.113.1', `other${request}@example.com`)).toBe(0);
    }
  });
});
