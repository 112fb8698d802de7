import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserLease, type LeaseStore } from './user-lease.js';

const terms = { ownerId: 'u1', action: 'account-export', holder: 'h1', seconds: 60 };

function fakeStore(held = true) {
  return {
    renewLease: vi.fn<LeaseStore['renewLease']>().mockResolvedValue(held),
    releaseLease: vi.fn<LeaseStore['releaseLease']>().mockResolvedValue(undefined),
  };
}

describe('UserLease', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renews the lease every third of its length while it is held', async () => {
    const store = fakeStore();
    const lease = new UserLease(store, { ...terms, onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(store.renewLease).toHaveBeenCalledTimes(1);
    expect(store.renewLease).toHaveBeenCalledWith('u1', 'account-export', 'h1', 60);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(store.renewLease).toHaveBeenCalledTimes(3);
    await lease.release();
  });

  it('stops renewing once released, and releases once however often asked', async () => {
    const store = fakeStore();
    const lease = new UserLease(store, { ...terms, onError: vi.fn() });
    await Promise.all([lease.release(), lease.release()]);
    await lease.release();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(store.releaseLease).toHaveBeenCalledTimes(1);
    expect(store.releaseLease).toHaveBeenCalledWith('u1', 'account-export', 'h1');
    expect(store.renewLease).not.toHaveBeenCalled();
  });

  it('stops renewing a lease that lapsed and is someone else’s now', async () => {
    const store = fakeStore(false);
    const lease = new UserLease(store, { ...terms, onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(store.renewLease).toHaveBeenCalledTimes(1);
    await lease.release();
  });

  it('reports a failed renewal or release instead of throwing, and keeps renewing', async () => {
    const store = fakeStore();
    store.renewLease.mockRejectedValueOnce(new Error('connection lost'));
    store.releaseLease.mockRejectedValueOnce(new Error('connection lost'));
    const onError = vi.fn();
    const lease = new UserLease(store, { ...terms, onError });
    await vi.advanceTimersByTimeAsync(40_000);
    expect(store.renewLease).toHaveBeenCalledTimes(2);
    await lease.release();
    expect(onError.mock.calls.map(([what]) => what as string)).toEqual(['renew', 'release']);
  });
});
