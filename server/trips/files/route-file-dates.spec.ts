import { describe, expect, it } from 'vitest';
import type { RoutePoint } from './parsed-route-file.js';
import { datesFromTimes, datesOfFile } from './route-file-dates.js';

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
    // A point every day for 70 days: one long journey, cut at the longest trip there may be.
    const times = Array.from({ length: 70 }, (_, day) =>
      new Date(Date.UTC(2024, 0, 1 + day, 12)).toISOString(),
    );
    expect(
      datesFromTimes(
        times.map(() => at(0)),
        times,
        '2026-01-01',
      ),
    ).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-02-29',
    });
  });

  it('keeps rest days of up to two days inside a trip', () => {
    const times = ['2025-07-01T09:00:00Z', '2025-07-04T09:00:00Z', '2025-07-05T09:00:00Z'];
    expect(datesFromTimes([at(0), at(0), at(0)], times, '2026-01-01')).toEqual({
      startDate: '2025-07-01',
      endDate: '2025-07-05',
    });
  });

  it('dates a file of separate outings by the first of them, not weeks of rest days', () => {
    // Three hikes weeks apart in one export (as blue_hills.gpx: 26 May to 24 July 2001).
    const times = ['2001-07-24T15:00:00Z', '2001-05-26T15:00:00Z', '2001-06-30T15:00:00Z'];
    expect(datesFromTimes([at(-71), at(-71), at(-71)], times, '2026-01-01')).toEqual({
      startDate: '2001-05-26',
      endDate: '2001-05-26',
    });
  });
});

describe('datesOfFile', () => {
  const timed = { points: [at(7)], times: ['2025-07-03T09:00:00Z'] };

  it('keeps the dates Packtrail wrote, over the points’ times', () => {
    const writtenDates = { startDate: '2026-08-14', endDate: '2026-08-16' };
    expect(datesOfFile({ ...timed, writtenDates }, '2026-01-01')).toEqual(writtenDates);
  });

  it.each([
    ['none', null],
    ['not a calendar date', { startDate: '2026-02-30', endDate: '2026-03-01' }],
    ['the last day before the first', { startDate: '2026-08-16', endDate: '2026-08-14' }],
    ['too many days', { startDate: '2026-01-01', endDate: '2026-12-31' }],
  ])('dates the trip by its points’ times with written dates %s', (_, writtenDates) => {
    expect(datesOfFile({ ...timed, writtenDates }, '2026-01-01')).toEqual({
      startDate: '2025-07-03',
      endDate: '2025-07-03',
    });
  });
});
