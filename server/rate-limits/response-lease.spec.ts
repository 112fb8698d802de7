import { EventEmitter } from 'node:events';
import type { Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import type { RateLimitRefusal } from './rate-limit-decision.js';
import type { LeaseOutcome } from './rate-limits.service.js';
import { leaseForResponse } from './response-lease.js';
import type { UserLease } from './user-lease.js';

/** Enough of a response: its `close` event and an end() that records when it went out. */
class FakeResponse extends EventEmitter {
  readonly ended = vi.fn();
  end(...args: unknown[]): this {
    this.ended(...args);
    return this;
  }
}

function fakeLease() {
  let finish: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (finish = resolve));
  const release = vi.fn(() => released);
  return { lease: { release } as unknown as UserLease, release, finish };
}

const acquired = (lease: UserLease) => () =>
  Promise.resolve<LeaseOutcome>({ acquired: true, lease });

describe('leaseForResponse', () => {
  it('ends the response only once the lease has been given back', async () => {
    const response = new FakeResponse();
    const { lease, release, finish } = fakeLease();
    expect(await leaseForResponse(response as unknown as Response, acquired(lease))).toBe(
      undefined,
    );

    response.end('last bytes', 'utf8');
    expect(release).toHaveBeenCalledTimes(1);
    expect(response.ended).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(response.ended).toHaveBeenCalledWith('last bytes', 'utf8'));
  });

  it('gives the lease back when the client goes away before the end', async () => {
    const response = new FakeResponse();
    const { lease, release } = fakeLease();
    await leaseForResponse(response as unknown as Response, acquired(lease));
    response.emit('close');
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('gives the lease back at once when the client went away while it was being taken', async () => {
    const response = new FakeResponse();
    const { lease, release } = fakeLease();
    await leaseForResponse(response as unknown as Response, () => {
      response.emit('close');
      return acquired(lease)();
    });
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('passes on the refusal when the lease is someone else’s, leaving the response alone', async () => {
    const response = new FakeResponse();
    const refusal: RateLimitRefusal = { allowed: false, retryAfterSeconds: 30, message: 'busy' };
    expect(
      await leaseForResponse(response as unknown as Response, () =>
        Promise.resolve({ acquired: false, refusal }),
      ),
    ).toBe(refusal);
    // end() is wrapped only while a lease is held.
    expect(Object.hasOwn(response, 'end')).toBe(false);
    response.emit('close');
  });
});
