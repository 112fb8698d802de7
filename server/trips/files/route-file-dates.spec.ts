import { describe, expect, it } from 'vitest';
import type { RoutePoint } from './parsed-route-file.js';
import { datesFromTimes } from './route-file-dates.js';

const at = (longitude: number): RoutePoint => [40, longitude, null];

describe('datesFromTimes', () => {
  it('spans the earliest to the latest day a point was recorded, whatever the order', () => {
    const points = [at(7), at(7), at(7)];
    const times = ['2025-07-03T09:00:00Z', '2025-07-01T08:00:00Z', null];
    expect(datesFromTimes(points, times, '2026-01-01')).toEqual({
      startDate: '2025-07-01',
      endDate: '2025-07-03',
    });
  });

  it('reads the day where the point was, not in London', () => {
    // 02:30 UTC is still the evening before in California (longitude -120: UTC − 8 h).
    expect(datesFromTimes([at(-120)], ['2025-07-02T02:30:00Z'], '2026-01-01')).toEqual({
      startDate: '2025-07-01',
      endDate: '2025-07-01',
    });
  });

  it('answers today for a file without times, or only with a clock never set', () => {
    expect(datesFromTimes([at(0), at(0)], [null, null], '2026-03-04')).toEqual({
      startDate: '2026-03-04',
      endDate: '2026-03-04',
    });
    expect(datesFromTimes([at(0)], ['1901-12-13T20:45:52Z'], '2026-03-04').startDate).toBe(
      '2026-03-04',
    );
  });

  it('keeps at most 60 days', () => {
    const times = ['2024-01-01T12:00:00Z', '2024-12-31T12:00:00Z'];
    expect(datesFromTimes([at(0), at(0)], times, '2026-01-01')).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-02-29',
    });
  });
});
