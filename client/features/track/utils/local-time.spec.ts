import { describe, expect, it } from 'vitest';
import { zoneOffsetMinutes } from '@domain/time-zones';
import { localToInstant } from './local-time';

describe('localToInstant', () => {
  it('writes a local time with the offset its zone had then', () => {
    expect(localToInstant('2026-05-02', '18:30', 'Europe/Ljubljana')).toBe(
      '2026-05-02T18:30:00+02:00',
    );
    expect(localToInstant('2026-01-10', '07:05', 'Europe/Ljubljana')).toBe(
      '2026-01-10T07:05:00+01:00',
    );
    expect(localToInstant('2026-07-01', '06:00', 'America/Denver')).toBe(
      '2026-07-01T06:00:00-06:00',
    );
    expect(localToInstant('2026-07-01', '06:00', 'Asia/Kolkata')).toBe('2026-07-01T06:00:00+05:30');
    expect(localToInstant('2026-07-01', '06:00', 'UTC')).toBe('2026-07-01T06:00:00+00:00');
  });

  it('takes the first of a time that happens twice, and the old offset for a skipped one', () => {
    const written = localToInstant('2026-10-25', '01:30', 'Europe/London');
    expect(new Date(written).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(localToInstant('2026-03-29', '02:30', 'Europe/Berlin')).toBe(
      '2026-03-29T02:30:00+01:00',
    );
  });
});

describe('zoneOffsetMinutes', () => {
  it('follows daylight saving time', () => {
    expect(zoneOffsetMinutes(Date.parse('2026-01-15T12:00:00Z'), 'Europe/Berlin')).toBe(60);
    expect(zoneOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'), 'Europe/Berlin')).toBe(120);
    expect(zoneOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'), 'America/St_Johns')).toBe(-150);
  });
});
