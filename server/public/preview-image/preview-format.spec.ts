import { describe, expect, it } from 'vitest';
import {
  formatDateRange,
  formatDistance,
  formatItemCount,
  formatMetres,
} from './preview-format.js';

describe('formatDateRange', () => {
  it('writes one day, days of one month, of two months and of two years', () => {
    expect(formatDateRange('2025-07-14', '2025-07-14')).toBe('14 Jul 2025');
    expect(formatDateRange('2025-07-14', '2025-07-16')).toBe('14–16 Jul 2025');
    expect(formatDateRange('2025-07-30', '2025-08-02')).toBe('30 Jul – 2 Aug 2025');
    expect(formatDateRange('2025-12-30', '2026-01-02')).toBe('30 Dec 2025 – 2 Jan 2026');
  });

  it('reads the dates as calendar dates, whatever the server’s time zone', () => {
    expect(formatDateRange('2025-01-01', '2025-01-01')).toBe('1 Jan 2025');
  });

  it('writes nothing for a date that is not YYYY-MM-DD', () => {
    expect(formatDateRange('2025-13-01', '2025-13-02')).toBe('');
    expect(formatDateRange('soon', '2025-01-02')).toBe('');
  });
});

describe('figures', () => {
  it('writes distances in m below a kilometre, one decimal below 100 km, none above', () => {
    expect(formatDistance(850.4)).toBe('850 m');
    expect(formatDistance(42_318)).toBe('42.3 km');
    expect(formatDistance(1_234_567)).toBe('1,235 km');
  });

  it('writes an ascent in whole metres and counts items (fractional quantities too)', () => {
    expect(formatMetres(2846.4)).toBe('2,846 m');
    expect(formatItemCount(1)).toBe('1 item');
    expect(formatItemCount(43)).toBe('43 items');
    expect(formatItemCount(2.5)).toBe('2.5 items');
  });
});
