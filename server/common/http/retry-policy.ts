import { setTimeout as delay } from 'node:timers/promises';

/** Statuses worth asking again for: the upstream is busy or failed for now, not for good. */
const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

export const isRetryableStatus = (status: number): boolean => RETRYABLE_STATUSES.has(status);

/** Only requests that are safe to send twice are retried. */
export const isIdempotent = (method: string): boolean => method === 'GET' || method === 'HEAD';

/**
 * A Retry-After header (RFC 9110 10.2.3) in milliseconds from `now`: delay-seconds or an HTTP
 * date. Undefined when absent or unreadable; a date in the past is 0.
 */
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  // Date.parse also reads shapes HTTP never sends ("2026"); an HTTP date names its weekday.
  if (Number.isNaN(date) || !/^[A-Za-z]{3},? /.test(text)) return undefined;
  return Math.max(0, date - now);
}

/**
 * Exponential back-off with "equal jitter": half of base * 2^attempt, plus a random part up to
 * the other half, capped. The jitter keeps many callers that failed together from retrying
 * together; the fixed half keeps a floor under the wait.
 */
export function backoffDelay(
  attempt: number,
  baseMs: number,
  maxMs: number,
  random: () => number,
): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** attempt);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export async function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  try {
    await delay(ms, undefined, { signal });
  } catch (error) {
    signal?.throwIfAborted();
    throw error;
  }
}
