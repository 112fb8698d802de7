import { describe, expect, it } from 'vitest';
import { daysBetween, tripCountdown } from './countdown';

describe('tripCountdown', () => {
  it('counts the days to a trip, then its days while it is under way', () => {
    expect(tripCountdown('2026-11-30', '2026-12-12', '2026-12-14')).toBe('in 12 days');
    expect(tripCountdown('2026-11-30', '2026-12-01', '2026-12-01')).toBe('tomorrow');
    expect(tripCountdown('2026-11-30', '2026-11-30', '2026-12-02')).toBe('today');
    expect(tripCountdown('2026-12-01', '2026-11-30', '2026-12-02')).toBe('under way: day 2 of 3');
  });

  it('counts across a change of clocks and of years', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
  });
});
