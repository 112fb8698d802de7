import { apiFetch } from './api-client';

/** How long a prefetched answer may wait for its screen; an older one is read again. */
export const PREFETCH_FRESH_MS = 10_000;

const prefetched = new Map<string, { at: number; answer: Promise<unknown> }>();

function forgetStale(now: number): void {
  for (const [path, entry] of prefetched) {
    if (now - entry.at >= PREFETCH_FRESH_MS) prefetched.delete(path);
  }
}

/**
 * Starts a GET of an API path before the screen that reads it is there (the router is on its
 * way to it, or a link to it is hovered), at most once per path in PREFETCH_FRESH_MS. The
 * screen's SWR fetcher takes the answer over with `takePrefetched`. SWR's own `preload` cannot
 * do this: it keeps what it preloads beside SWR's default cache, and the app has a cache of its
 * own (swr-config.ts).
 */
export function prefetchRead(path: string, now: number = Date.now()): void {
  forgetStale(now);
  if (prefetched.has(path)) return;
  const answer = apiFetch<unknown>(path);
  // A prefetch nobody takes is dropped; a failed one fails its screen's own read instead.
  answer.catch(() => undefined);
  prefetched.set(path, { at: now, answer });
}

/** The answer prefetched for `path` in the last PREFETCH_FRESH_MS, handed over once, or a new GET. */
export function takePrefetched<T>(path: string, now: number = Date.now()): Promise<T> {
  const entry = prefetched.get(path);
  prefetched.delete(path);
  return entry && now - entry.at < PREFETCH_FRESH_MS
    ? (entry.answer as Promise<T>)
    : apiFetch<T>(path);
}
