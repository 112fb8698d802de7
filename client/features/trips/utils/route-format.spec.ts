import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatDistance,
  formatHours,
  formatLitres,
  formatMetres,
  formatPace,
} from './route-format';

describe('the trip screens’ figures', () => {
  beforeEach(() => vi.stubGlobal('navigator', { language: 'en-GB', languages: ['en-GB'] }));
  afterEach(() => vi.unstubAllGlobals());

  it('write distances in metres below a kilometre, then in km with a decimal below 100 km', () => {
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(849.6)).toBe('850 m');
    expect(formatDistance(12_449)).toBe('12.4 km');
    expect(formatDistance(123_456)).toBe('123 km');
    expect(formatDistance(1_234_567)).toBe('1,235 km');
  });

  it('write heights in whole metres, and a dash for none', () => {
    expect(formatMetres(1234.4)).toBe('1,234 m');
    expect(formatMetres(-3.6)).toBe('-4 m');
    expect(formatMetres(null)).toBe('—');
  });

  it('write moving times to the minute', () => {
    expect(formatHours(0)).toBe('0 min');
    expect(formatHours(0.75)).toBe('45 min');
    expect(formatHours(2)).toBe('2 h');
    expect(formatHours(5 + 20 / 60)).toBe('5 h 20 min');
    expect(formatHours(1.9999)).toBe('2 h');
  });

  it('write water to a tenth of a litre, and paces with at most a decimal', () => {
    expect(formatLitres(2.449)).toBe('2.4 l');
    expect(formatLitres(3)).toBe('3 l');
    expect(formatPace(5)).toBe('5 km/h');
    expect(formatPace(4.25)).toBe('4.3 km/h');
  });

  it('follow the browser’s locale', () => {
    vi.stubGlobal('navigator', { language: 'de-DE', languages: ['de-DE'] });
    expect(formatDistance(12_449)).toBe('12,4 km');
    expect(formatMetres(1234)).toBe('1.234 m');
  });
});
