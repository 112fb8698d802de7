import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { daysText, formatDateRange, formatDayDate, isCalendarDate, today } from './trip-dates';

describe('trip dates', () => {
  beforeEach(() => vi.stubGlobal('navigator', { language: 'en-GB', languages: ['en-GB'] }));
  afterEach(() => vi.unstubAllGlobals());

  it('say how many days', () => {
    expect(daysText(1)).toBe('1 day');
    expect(daysText(3)).toBe('3 days');
  });

  it('take only real calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-6-1')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });

  it('write one date or a range the locale’s way, without a time zone shifting it', () => {
    expect(formatDateRange('2026-06-14', '2026-06-14')).toBe('14 Jun 2026');
    // ICU puts thin or plain spaces round the dash, by version.
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(formatDateRange('2026-06-14', '2026-06-16'))).toMatch(/^14 ?– ?16 Jun 2026$/);
    expect(spaced(formatDateRange('2026-06-30', '2026-07-02'))).toBe('30 Jun – 2 Jul 2026');
    expect(formatDayDate('2026-06-14')).toBe('Sun 14 Jun');
  });

  it('say today in the browser’s own calendar', () => {
    expect(today(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
