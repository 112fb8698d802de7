import { describe, expect, it } from 'vitest';
import { monthSeries, weekSeries } from './period-series';

const totals = (start: string, distanceM: number) => ({
  start,
  count: 1,
  distanceM,
  movingS: 60,
  gainM: 0,
});

describe('period series', () => {
  it('fills the weeks up to today’s with zeros where nothing happened', () => {
    // 2026-11-26 is a Thursday: its week begins on Monday 23 November.
    const weeks = weekSeries([totals('2026-11-16', 5000)], '2026-11-26', 3);
    expect(weeks.map((week) => [week.start, week.distanceM])).toEqual([
      ['2026-11-09', 0],
      ['2026-11-16', 5000],
      ['2026-11-23', 0],
    ]);
  });

  it('fills the months up to today’s across a new year', () => {
    const months = monthSeries([totals('2025-12-01', 7000)], '2026-02-10', 4);
    expect(months.map((month) => [month.start, month.distanceM])).toEqual([
      ['2025-11-01', 0],
      ['2025-12-01', 7000],
      ['2026-01-01', 0],
      ['2026-02-01', 0],
    ]);
  });
});
