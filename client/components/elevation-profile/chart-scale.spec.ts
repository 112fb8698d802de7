import { describe, expect, it } from 'vitest';
import {
  chartFigures,
  decimalsOf,
  indexAtDistance,
  linearScale,
  niceStep,
  niceTicks,
  stepIndex,
  valueTicks,
} from './chart-scale';

describe('nice ticks', () => {
  it('steps by 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(100, 5)).toBe(20);
    expect(niceStep(1_000, 4)).toBe(200);
    expect(niceStep(23.4, 5)).toBe(5);
    expect(niceStep(0.9, 5)).toBe(0.2);
    expect(niceStep(7_000, 5)).toBe(1_000);
    expect(niceStep(0, 5)).toBe(1);
  });

  it('cover the data with whole steps', () => {
    expect(niceTicks(0, 23.4, 5)).toEqual({
      min: 0,
      max: 25,
      step: 5,
      ticks: [0, 5, 10, 15, 20, 25],
    });
    expect(niceTicks(312, 987, 4)).toEqual({
      min: 200,
      max: 1_000,
      step: 200,
      ticks: [200, 400, 600, 800, 1_000],
    });
  });

  it('are clean decimals for short distances', () => {
    const { ticks, step } = niceTicks(0, 0.9, 5);
    expect(step).toBe(0.2);
    expect(ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks(0.1, 0.3, 2).ticks).toEqual([0.1, 0.2, 0.3]);
  });

  it('span below zero (a route below sea level) and open a flat range', () => {
    expect(niceTicks(-28, 12, 4).ticks).toEqual([-30, -20, -10, 0, 10, 20]);
    const flat = niceTicks(250, 250, 4);
    expect(flat.min).toBeLessThan(250);
    expect(flat.max).toBeGreaterThan(250);
  });

  it('fall back to 0..1 for numbers that are not finite', () => {
    expect(niceTicks(Number.NaN, 5).ticks).toEqual([0, 1]);
  });

  it('know how many decimals a step needs', () => {
    expect([
      decimalsOf(5),
      decimalsOf(1),
      decimalsOf(0.5),
      decimalsOf(0.2),
      decimalsOf(0.05),
    ]).toEqual([0, 0, 1, 1, 2]);
  });
});

describe('the value axis', () => {
  it('fits an elevation profile to its data, at least minSpan tall round its middle', () => {
    const fitted = valueTicks([410, null, 980, 620], { minSpan: 50 });
    expect(fitted.min).toBeLessThanOrEqual(410);
    expect(fitted.max).toBeGreaterThanOrEqual(980);
    expect(fitted.min).toBeGreaterThan(0);
    const flat = valueTicks([100, 102, 101], { minSpan: 50 });
    expect(flat.min).toBeLessThanOrEqual(76);
    expect(flat.max).toBeGreaterThanOrEqual(126);
  });

  it('starts a weight at zero and grows it upwards', () => {
    const weight = valueTicks([8.2, 12.4, 9], { fromZero: true });
    expect(weight.min).toBe(0);
    expect(weight.max).toBeGreaterThanOrEqual(12.4);
    expect(valueTicks([0.5], { fromZero: true, minSpan: 5 })).toMatchObject({ min: 0, max: 5 });
  });

  it('gives 0..1 when no sample has a value', () => {
    expect(valueTicks([null, null], {})).toMatchObject({ min: 0, max: 1 });
  });
});

describe('a linear scale', () => {
  it('maps and inverts', () => {
    const x = linearScale([0, 10_000], [40, 640]);
    expect(x(0)).toBe(40);
    expect(x(5_000)).toBe(340);
    expect(x.invert(640)).toBe(10_000);
    const y = linearScale([100, 300], [156, 12]);
    expect(y(300)).toBe(12);
    expect(y.invert(84)).toBe(200);
  });

  it('maps a zero-width domain to the range’s start', () => {
    expect(linearScale([5, 5], [0, 100])(5)).toBe(0);
  });
});

describe('the sample at a distance', () => {
  const along = [0, 100, 250, 250, 600, 1_000];

  it('is the nearest one, the earlier of two equally near', () => {
    expect(indexAtDistance(along, -50)).toBe(0);
    expect(indexAtDistance(along, 40)).toBe(0);
    expect(indexAtDistance(along, 60)).toBe(1);
    expect(indexAtDistance(along, 175)).toBe(1);
    expect(indexAtDistance(along, 430)).toBe(4);
    expect(indexAtDistance(along, 5_000)).toBe(5);
  });

  it('is null for no samples or no distance', () => {
    expect(indexAtDistance([], 10)).toBeNull();
    expect(indexAtDistance(along, Number.NaN)).toBeNull();
  });

  it('is found in a 50,000-point route', () => {
    const long = Array.from({ length: 50_000 }, (_, i) => i * 10);
    expect(indexAtDistance(long, 123_456)).toBe(12_346);
  });
});

describe('a keyboard step along the chart', () => {
  const along = Array.from({ length: 1_001 }, (_, i) => i * 10); // 10 km, a point every 10 m

  it('moves by a share of the route’s length', () => {
    expect(stepIndex(along, 500, 1, 0.01)).toBe(510);
    expect(stepIndex(along, 500, -1, 0.1)).toBe(400);
  });

  it('moves at least one sample where the points are far apart', () => {
    const sparse = [0, 5_000, 10_000];
    expect(stepIndex(sparse, 0, 1, 0.01)).toBe(1);
    expect(stepIndex(sparse, 2, -1, 0.01)).toBe(1);
  });

  it('stops at the ends', () => {
    expect(stepIndex(along, 1_000, 1, 0.01)).toBe(1_000);
    expect(stepIndex(along, 0, -1, 0.1)).toBe(0);
  });

  it('starts from the first sample forwards and the last backwards', () => {
    expect(stepIndex(along, null, 1, 0.01)).toBe(0);
    expect(stepIndex(along, null, -1, 0.01)).toBe(1_000);
    expect(stepIndex([], null, 1, 0.01)).toBeNull();
  });
});

describe('a chart’s figures', () => {
  it('are the length, the first and last known values, the highest and the lowest', () => {
    const figures = chartFigures([0, 100, 200, 300, 400], [null, 120, 300, 80, null]);
    expect(figures).toEqual({
      distanceM: 400,
      first: { value: 120, alongM: 100 },
      last: { value: 80, alongM: 300 },
      highest: { value: 300, alongM: 200 },
      lowest: { value: 80, alongM: 300 },
    });
  });

  it('are null when no sample has a value', () => {
    expect(chartFigures([0, 100], [null, null])).toBeNull();
    expect(chartFigures([], [])).toBeNull();
  });
});
