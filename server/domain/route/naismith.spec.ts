import { describe, expect, it } from 'vitest';

import { DEFAULT_CLIMB_M_PER_HOUR, DEFAULT_PACE_KMH, movingTimeHours } from './naismith.js';

describe("movingTimeHours (Naismith's rule)", () => {
  it('takes an hour per 5 km and an hour per 600 m of ascent by default', () => {
    expect(DEFAULT_PACE_KMH).toBe(5);
    expect(DEFAULT_CLIMB_M_PER_HOUR).toBe(600);
    expect(movingTimeHours(5000, 0)).toBe(1);
    expect(movingTimeHours(0, 600)).toBe(1);
    expect(movingTimeHours(10_000, 600)).toBe(3);
    expect(movingTimeHours(16_000, 900)).toBeCloseTo(4.7, 10);
  });

  it("uses the trip's own pace and climb rate", () => {
    expect(movingTimeHours(8000, 300, 4, 300)).toBe(3);
    expect(movingTimeHours(60_000, 1200, 20, 800)).toBe(4.5);
  });

  it('falls back to the defaults for a pace or climb rate that is not positive', () => {
    expect(movingTimeHours(5000, 600, 0, -1)).toBe(2);
    expect(movingTimeHours(5000, 600, Number.NaN, Number.POSITIVE_INFINITY)).toBe(2);
  });

  it('counts nothing for no distance, and nothing for descent', () => {
    expect(movingTimeHours(0, 0)).toBe(0);
    expect(movingTimeHours(-100, -50)).toBe(0);
  });
});
