import type { Cache, SWRConfiguration, State } from 'swr';
import { apiFetch, ApiError } from './api-client';

/** Spec section 9: unused data is kept 5 minutes; 3 retries, exponential back-off capped at 30 s. */
export const UNUSED_DATA_TTL_MS = 5 * 60_000;
export const MAX_RETRIES = 3;
export const MAX_RETRY_DELAY_MS = 30_000;
const FIRST_RETRY_DELAY_MS = 1_000;

/** 1 s, 2 s, 4 s, ... never more than 30 s. `attempt` counts from 1. */
export const retryDelay = (attempt: number): number =>
  Math.min(FIRST_RETRY_DELAY_MS * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);

/** A request that failed because of what was asked (not found, refused) fails the same way again. */
export const isRetryable = (error: unknown): boolean =>
  !(error instanceof ApiError) ||
  error.status >= 500 ||
  error.status === 408 ||
  error.status === 429;

interface Entry {
  state: State;
  lastUsed: number;
}

/**
 * SWR's cache, forgetting entries nobody has read for `ttlMs`. SWR reads an entry on every render
 * of a component using its key, so an entry only ages once no mounted component uses it.
 */
export function createExpiringCache(
  ttlMs: number,
  now: () => number = Date.now,
): Cache & {
  sweep(): void;
} {
  const entries = new Map<string, Entry>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry) entry.lastUsed = now();
      return entry?.state;
    },
    set(key, state) {
      entries.set(key, { state, lastUsed: now() });
    },
    delete(key) {
      entries.delete(key);
    },
    keys() {
      return entries.keys();
    },
    sweep() {
      const oldest = now() - ttlMs;
      for (const [key, entry] of entries) if (entry.lastUsed < oldest) entries.delete(key);
    },
  };
}

export function createSwrConfig(): SWRConfiguration {
  return {
    fetcher: (path: string) => apiFetch(path),
    provider: () => {
      const cache = createExpiringCache(UNUSED_DATA_TTL_MS);
      window.setInterval(() => cache.sweep(), 60_000);
      return cache;
    },
    onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
      if (!isRetryable(error) || retryCount > MAX_RETRIES) return;
      window.setTimeout(() => void revalidate({ retryCount }), retryDelay(retryCount));
    },
  };
}
