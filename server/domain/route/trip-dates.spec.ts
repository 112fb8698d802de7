import { describe, expect, it } from 'vitest';

import { addDays, daysBetween, tripPhase } from './trip-dates.js';

describe('daysBetween', () => {
  it('counts both ends: a day trip is 1 day, a weekend 2', () => {
    expect(daysBetween('2025-06-14', '2025-06-14')).toBe(1);
    expect(daysBetween('2025-06-14', '2025-06-15')).toBe(2);
  });

  it('counts across months, a leap day and a daylight-saving change', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(3);
    expect(daysBetween('2025-02-28', '2025-03-01')).toBe(2);
    expect(daysBetween('2025-03-29', '2025-04-01')).toBe(4);
    expect(daysBetween('2025-12-30', '2026-01-02')).toBe(4);
  });

  it('answers 0 when the end is before the start', () => {
    expect(daysBetween('2025-06-14', '2025-06-13')).toBe(0);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => daysBetween('2025-02-30', '2025-03-01')).toThrow(RangeError);
    expect(() => daysBetween('14/06/2025', '2025-06-14')).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it('moves across months and years, both ways', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-06-14', 0)).toBe('2025-06-14');
  });
});

describe('tripPhase', () => {
  it('is upcoming before the first day, in progress on any day, past after the last', () => {
    expect(tripPhase('2025-06-14', '2025-06-16', '2025-06-13')).toBe('upcoming');
    expect(tripPhase('2025-06-14', '2025-06-16', '2025-06-14')).toBe('in_progress');
    expect(tripPhase('2025-06-14', '2025-06-16', '2025-06-16')).toBe('in_progress');
    expect(tripPhase('2025-06-14', '2025-06-16', '2025-06-17')).toBe('past');
  });

  it('refuses a today that is not a date', () => {
    expect(() => tripPhase('2025-06-14', '2025-06-16', 'today')).toThrow(RangeError);
  });
});
