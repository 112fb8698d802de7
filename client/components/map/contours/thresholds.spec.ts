import { describe, expect, it } from 'vitest';
import { contourIntervals } from './thresholds';

describe('contourIntervals', () => {
  it.each([
    [11, 200, 1000],
    [12, 100, 500],
    [13, 100, 500],
    [14, 50, 200],
    [15, 20, 100],
    [16, 20, 100],
  ])('at zoom %i draws a line every %i m and a major one every %i m', (zoom, minor, major) => {
    expect(contourIntervals(zoom)).toEqual({ minor, major });
  });

  it('widens the intervals below zoom 11', () => {
    expect(contourIntervals(10)).toEqual({ minor: 500, major: 2000 });
    expect(contourIntervals(9)).toEqual({ minor: 500, major: 2000 });
    expect(contourIntervals(8)).toEqual({ minor: 1000, major: 5000 });
    expect(contourIntervals(0)).toEqual({ minor: 1000, major: 5000 });
  });

  it('draws no contours above zoom 16', () => {
    expect(contourIntervals(17)).toBeNull();
    expect(contourIntervals(22)).toBeNull();
  });

  it('counts a fractional zoom as the whole zoom below', () => {
    expect(contourIntervals(13.9)).toEqual({ minor: 100, major: 500 });
    expect(contourIntervals(16.5)).toEqual({ minor: 20, major: 100 });
  });

  it('has major intervals that are whole multiples of the minor ones', () => {
    for (let zoom = 0; zoom <= 16; zoom += 1) {
      const intervals = contourIntervals(zoom)!;
      expect(intervals.major % intervals.minor).toBe(0);
    }
  });
});
