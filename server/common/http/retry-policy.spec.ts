import { describe, expect, it } from 'vitest';
import { backoffDelay, isIdempotent, isRetryableStatus, parseRetryAfter } from './retry-policy.js';
import { UpstreamError } from './upstream-error.js';

const NOW = Date.parse('2026-11-25T10:00:00Z');

describe('parseRetryAfter', () => {
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('120', NOW)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0);
  });

  it('reads an HTTP date as the time left until it', () => {
    expect(parseRetryAfter('Wed, 25 Nov 2026 10:00:30 GMT', NOW)).toBe(30_000);
  });

  it('takes a date in the past as no wait', () => {
    expect(parseRetryAfter('Wed, 25 Nov 2026 09:59:00 GMT', NOW)).toBe(0);
  });

  it('ignores a missing or unreadable value', () => {
    expect(parseRetryAfter(undefined, NOW)).toBeUndefined();
    expect(parseRetryAfter('soon', NOW)).toBeUndefined();
    expect(parseRetryAfter('-5', NOW)).toBeUndefined();
    expect(parseRetryAfter('2026-11-25', NOW)).toBeUndefined();
  });
});

describe('backoffDelay', () => {
  it('doubles with each attempt, between half and all of base * 2^attempt', () => {
    expect(backoffDelay(0, 500, 10_000, () => 0)).toBe(250);
    expect(backoffDelay(0, 500, 10_000, () => 1)).toBe(500);
    expect(backoffDelay(2, 500, 10_000, () => 0)).toBe(1000);
    expect(backoffDelay(2, 500, 10_000, () => 1)).toBe(2000);
  });

  it('never passes the cap', () => {
    expect(backoffDelay(20, 500, 10_000, () => 1)).toBe(10_000);
  });
});

describe('what is retried', () => {
  it('retries busy and failing answers, not refusals', () => {
    for (const status of [408, 429, 500, 502, 503, 504])
      expect(isRetryableStatus(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 410, 501])
      expect(isRetryableStatus(status)).toBe(false);
  });

  it('retries only requests that are safe to repeat', () => {
    expect(isIdempotent('GET')).toBe(true);
    expect(isIdempotent('HEAD')).toBe(true);
    expect(isIdempotent('POST')).toBe(false);
  });
});

describe('UpstreamError.httpStatus', () => {
  const error = (kind: UpstreamError['kind'], status?: number) =>
    new UpstreamError('x', { kind, upstream: 'tiles', status }).httpStatus;

  it('answers 504 for a timeout, 503 for an upstream that is busy or down, 502 otherwise', () => {
    expect(error('timeout')).toBe(504);
    expect(error('status', 429)).toBe(503);
    expect(error('status', 503)).toBe(503);
    expect(error('status', 404)).toBe(502);
    expect(error('status', 500)).toBe(502);
    expect(error('network')).toBe(502);
    expect(error('too_large')).toBe(502);
  });

  it('answers 503 for a call refused because too many wait for the upstream', () => {
    expect(error('busy')).toBe(503);
  });
});
