import { describe, expect, it } from 'vitest';
import {
  readStravaUsage,
  waitAfterRefusal,
  waitUntil,
  windowEnd,
  type StravaUsage,
} from './strava-rate-limits.js';

const WINDOW = 15 * 60 * 1000;
const at = (iso: string) => Date.parse(iso);

const usage = (overall: string, read: string): StravaUsage =>
  readStravaUsage(
    new Headers({
      'X-RateLimit-Limit': '200,2000',
      'X-RateLimit-Usage': overall,
      'X-ReadRateLimit-Limit': '100,1000',
      'X-ReadRateLimit-Usage': read,
    }),
  );

describe('Strava rate limits', () => {
  it('reads the short window and the day from each header pair', () => {
    expect(usage('12,340', '7,300')).toEqual({
      overall: { windowLimit: 200, dayLimit: 2000, windowUsage: 12, dayUsage: 340 },
      read: { windowLimit: 100, dayLimit: 1000, windowUsage: 7, dayUsage: 300 },
    });
    const broken = readStravaUsage(
      new Headers({ 'X-RateLimit-Limit': '200', 'X-RateLimit-Usage': 'a,b' }),
    );
    expect(broken).toEqual({ overall: null, read: null });
  });

  it('ends windows on the quarter hour, UTC', () => {
    expect(new Date(windowEnd(at('2026-11-29T14:37:10Z'), WINDOW)).toISOString()).toBe(
      '2026-11-29T14:45:00.000Z',
    );
    expect(new Date(windowEnd(at('2026-11-29T14:45:00Z'), WINDOW)).toISOString()).toBe(
      '2026-11-29T15:00:00.000Z',
    );
  });

  it('goes on while there is room, and waits for the window near its limit', () => {
    const now = at('2026-11-29T14:37:10Z');
    expect(waitUntil(usage('12,340', '50,300'), now, now, WINDOW, 5)).toBeNull();
    expect(
      new Date(waitUntil(usage('100,340', '95,300'), now, now, WINDOW, 5)!).toISOString(),
    ).toBe('2026-11-29T14:45:00.000Z');
    // What cannot wait (reserve 0) still has those last calls.
    expect(waitUntil(usage('100,340', '95,300'), now, now, WINDOW, 0)).toBeNull();
  });

  it('waits for the next day once a daily limit is spent', () => {
    const now = at('2026-11-29T14:37:10Z');
    expect(new Date(waitUntil(usage('10,1999', '3,990'), now, now, WINDOW, 5)!).toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
  });

  it('forgets usage seen in a window that has ended', () => {
    const seen = at('2026-11-29T14:37:10Z');
    expect(
      waitUntil(usage('199,340', '99,300'), seen, at('2026-11-29T14:45:01Z'), WINDOW, 5),
    ).toBeNull();
  });

  it('after a 429 waits for the window, or the day when the day is spent', () => {
    const now = at('2026-11-29T23:50:00Z');
    expect(new Date(waitAfterRefusal(usage('201,900', '101,500'), now, WINDOW)).toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
    expect(
      new Date(
        waitAfterRefusal(usage('20,2000', '10,500'), at('2026-11-29T14:00:01Z'), WINDOW),
      ).toISOString(),
    ).toBe('2026-11-30T00:00:00.000Z');
    expect(
      new Date(
        waitAfterRefusal(readStravaUsage(new Headers()), at('2026-11-29T14:00:01Z'), WINDOW),
      ).toISOString(),
    ).toBe('2026-11-29T14:15:00.000Z');
  });
});
