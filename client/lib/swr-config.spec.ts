import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import {
  createExpiringCache,
  isRetryable,
  MAX_RETRIES,
  MAX_RETRY_DELAY_MS,
  retryDelay,
  UNUSED_DATA_TTL_MS,
} from './swr-config';

describe('the data cache settings (spec section 9)', () => {
  it('keeps unused data 5 minutes and retries 3 times', () => {
    expect(UNUSED_DATA_TTL_MS).toBe(300_000);
    expect(MAX_RETRIES).toBe(3);
    expect(MAX_RETRY_DELAY_MS).toBe(30_000);
  });

  it('backs off exponentially and never waits more than 30 s', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(retryDelay(6)).toBe(30_000);
    expect(retryDelay(50)).toBe(30_000);
  });

  it('retries server and network failures, not requests the server refused', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new ApiError(503, 'down'))).toBe(true);
    expect(isRetryable(new ApiError(429, 'slow down'))).toBe(true);
    expect(isRetryable(new ApiError(404, 'missing'))).toBe(false);
    expect(isRetryable(new ApiError(401, 'signed out'))).toBe(false);
  });
});

describe('createExpiringCache', () => {
  const state = (data: string) => ({ data });

  it('forgets an entry nobody has read for the time to live', () => {
    let now = 0;
    const cache = createExpiringCache(1_000, () => now);
    cache.set('/api/gear', state('gear'));
    now = 1_001;
    cache.sweep();
    expect(cache.get('/api/gear')).toBeUndefined();
  });

  it('keeps an entry that is still being read', () => {
    let now = 0;
    const cache = createExpiringCache(1_000, () => now);
    cache.set('/api/gear', state('gear'));
    now = 900;
    expect(cache.get('/api/gear')).toEqual(state('gear'));
    now = 1_800;
    cache.sweep();
    expect(cache.get('/api/gear')).toEqual(state('gear'));
    expect([...cache.keys()]).toEqual(['/api/gear']);
  });

  it('deletes on request', () => {
    const cache = createExpiringCache(1_000);
    cache.set('k', state('v'));
    cache.delete('k');
    expect(cache.get('k')).toBeUndefined();
  });
});
