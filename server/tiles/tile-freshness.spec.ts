import { describe, expect, it } from 'vitest';
import { browserMaxAge, tileExpiresAt, upstreamFreshSeconds } from './tile-freshness.js';

const NOW = Date.UTC(2026, 0, 1, 12);
const DAY = 86_400;

describe('upstreamFreshSeconds', () => {
  it.each([
    [{ 'cache-control': 'public, max-age=3600' }, 3600],
    [{ 'cache-control': 'max-age=3600, s-maxage=60' }, 60],
    [{ 'cache-control': 'max-age=3600', age: '600' }, 3000],
    [{ 'cache-control': 'no-cache' }, 0],
    [{ 'cache-control': 'no-store, max-age=3600' }, 0],
    [{ expires: new Date(NOW + 7200_000).toUTCString() }, 7200],
    [
      {
        expires: new Date(NOW + 7200_000).toUTCString(),
        date: new Date(NOW - 60_000).toUTCString(),
      },
      7260,
    ],
    [{ expires: '0' }, 0],
    [{}, undefined],
  ])('reads %j as %s seconds', (headers, seconds) => {
    expect(upstreamFreshSeconds(new Headers(headers), NOW)).toBe(seconds);
  });
});

describe('tileExpiresAt', () => {
  it('keeps the upstream’s expiry when it is longer than the minimum', () => {
    const headers = new Headers({ 'cache-control': `max-age=${30 * DAY}` });
    expect(tileExpiresAt(headers, NOW, 7 * DAY)).toBe(NOW + 30 * DAY * 1000);
  });

  it('keeps a tile at least the minimum', () => {
    expect(tileExpiresAt(new Headers({ 'cache-control': 'max-age=60' }), NOW, 7 * DAY)).toBe(
      NOW + 7 * DAY * 1000,
    );
    expect(tileExpiresAt(new Headers(), NOW, 7 * DAY)).toBe(NOW + 7 * DAY * 1000);
  });
});

describe('browserMaxAge', () => {
  it('is a day while more freshness is left, what is left when less, a minute when stale', () => {
    expect(browserMaxAge(NOW + 7 * DAY * 1000, NOW)).toBe(DAY);
    expect(browserMaxAge(NOW + 3600_000, NOW)).toBe(3600);
    expect(browserMaxAge(NOW - 1, NOW)).toBe(60);
  });
});
