import { describe, expect, it } from 'vitest';
import { calendarGrid } from './calendar-grid';

const day = (date: string, movingS: number) => ({ date, count: 1, distanceM: 1000, movingS });

describe('calendarGrid', () => {
  it('lays the days out in weeks from Monday to today and grades the active ones', () => {
    const grid = calendarGrid('2026-01-05', '2026-01-21', [
      day('2026-01-05', 600),
      day('2026-01-07', 1200),
      day('2026-01-14', 3600),
      day('2026-01-21', 7200),
    ]);
    expect(grid.weeks.map((week) => week.length)).toEqual([7, 7, 3]);
    expect(grid.weeks[0]?.[0]).toMatchObject({ date: '2026-01-05', level: 1 });
    expect(grid.weeks[0]?.[1]).toMatchObject({ date: '2026-01-06', level: 0, day: null });
    expect(grid.weeks[0]?.[2]?.level).toBe(2);
    expect(grid.weeks[1]?.[2]?.level).toBe(3);
    expect(grid.weeks[2]?.[2]).toMatchObject({ date: '2026-01-21', level: 4 });
    expect(grid.activeDays).toBe(4);
  });

  it('labels each month on the first column wholly in it, never two labels on top', () => {
    // The first column's month has a column of its own before February's: no room to say so.
    const grid = calendarGrid('2026-01-26', '2026-03-10', []);
    expect(grid.months).toEqual([
      { column: 1, label: 'Feb' },
      { column: 5, label: 'Mar' },
    ]);
    expect(calendarGrid('2026-01-05', '2026-02-20', []).months).toEqual([
      { column: 0, label: 'Jan' },
      { column: 4, label: 'Feb' },
    ]);
  });
});
