import { apiFetch, writesSent } from './api-client';

/** How long a prefetched answer may wait for its screen; an older one is asked for again. */
const FRESH_MS = 10_000;

const waiting = new Map<string, { at: number; writes: number; answer: Promise<unknown> }>();

/**
 * Starts GET `path` before its screen is there (the router is on its way to it, loading the
 * screen's code meanwhile), once per path in FRESH_MS. The screen's SWR fetcher takes the answer
 * over with `takePrefetched`, so the read does not wait for the code, nor is it made twice.
 */
export function prefetchRead(path: string): void {
  const now = Date.now();
  for (const [key, entry] of waiting) if (now - entry.at >= FRESH_MS) waiting.delete(key);
  if (waiting.has(path)) return;
  const answer = apiFetch<unknown>(path);
  // A prefetch nobody takes is dropped; a failed one fails its screen's own read instead.
  answer.catch(() => undefined);
  waiting.set(path, { at: now, writes: writesSent(), answer });
}

/**
 * The answer prefetched for `path` in the last FRESH_MS, handed over once, or `read()` when there
 * is none. One begun before a write the client has sent since is not handed over: it may not
 * show that change.
 */
export function takePrefetched<T>(path: string, read: () => Promise<T>): Promise<T> {
  const entry = waiting.get(path);
  waiting.delete(path);
  const usable = entry && Date.now() - entry.at < FRESH_MS && entry.writes === writesSent();
  return usable ? (entry.answer as Promise<T>) : read();
}
