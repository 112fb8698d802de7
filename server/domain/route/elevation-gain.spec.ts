import { describe, expect, it } from 'vitest';

import { ELEVATION_THRESHOLD_M, cumulativeGainLoss, elevationGainLoss } from './elevation-gain.js';

/** A seeded generator (mulberry32), so a noisy track is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A track `lengthM` long with a point every `stepM`, its elevation `shape(x)` plus `noise()`. */
function track(lengthM: number, stepM: number, shape: (x: number) => number, noise = () => 0) {
  const cumulativeM: number[] = [];
  const elevations: number[] = [];
  for (let x = 0; x <= lengthM; x += stepM) {
    cumulativeM.push(x);
    elevations.push(shape(x) + noise());
  }
  return { cumulativeM, elevations };
}

const plusMinus3 = (seed: number) => {
  const random = seeded(seed);
  return () => (random() * 2 - 1) * 3;
};

/** What summing every rise would give: the figure the filter exists to avoid. */
const rawGain = (elevations: readonly number[]) =>
  elevations.reduce((sum, e, i) => sum + Math.max(0, e - (elevations[i - 1] ?? e)), 0);

describe('elevationGainLoss', () => {
  it('gives 0 for a flat route, an empty one and one point', () => {
    const flat = track(5000, 10, () => 420);
    expect(elevationGainLoss(flat.elevations, flat.cumulativeM)).toEqual({ gainM: 0, lossM: 0 });
    expect(elevationGainLoss([], [])).toEqual({ gainM: 0, lossM: 0 });
    expect(elevationGainLoss([1200], [0])).toEqual({ gainM: 0, lossM: 0 });
  });

  it.each([1, 5, 10, 20])(
    'keeps a flat 10 km GPS track with +-3 m of white noise under 10 m per km, a point every %i m',
    (stepM) => {
      // White noise is the worst case: a receiver's real error drifts slowly and smooths better.
      const noisy = track(10_000, stepM, () => 300, plusMinus3(stepM));
      const raw = rawGain(noisy.elevations);
      expect(raw).toBeGreaterThan(400);
      const { gainM, lossM } = elevationGainLoss(noisy.elevations, noisy.cumulativeM);
      expect(gainM).toBeLessThan(Math.min(100, raw / 5));
      expect(lossM).toBeLessThan(Math.min(100, raw / 5));
    },
  );

  it('counts a clean 100 m climb as 100 m exactly, and the way down as 100 m of loss', () => {
    const climb = track(2000, 10, (x) => 500 + x / 20);
    expect(elevationGainLoss(climb.elevations, climb.cumulativeM)).toEqual({
      gainM: 100,
      lossM: 0,
    });
    const descent = track(2000, 10, (x) => 600 - x / 20);
    expect(elevationGainLoss(descent.elevations, descent.cumulativeM)).toEqual({
      gainM: 0,
      lossM: 100,
    });
  });

  it('keeps a noisy 100 m climb within 3 % of the clean one', () => {
    for (const seed of [1, 2, 3]) {
      const noisy = track(2000, 10, (x) => 500 + x / 20, plusMinus3(seed));
      const { gainM, lossM } = elevationGainLoss(noisy.elevations, noisy.cumulativeM);
      expect(Math.abs(gainM - 100)).toBeLessThan(3);
      expect(lossM).toBeLessThan(ELEVATION_THRESHOLD_M);
    }
  });

  it('keeps hills: 50 m up and down every kilometre, noisy, within 3 % of 1000 m', () => {
    const hills = track(
      10_000,
      10,
      (x) => 800 + 50 * Math.sin((2 * Math.PI * x) / 1000),
      plusMinus3(7),
    );
    const { gainM, lossM } = elevationGainLoss(hills.elevations, hills.cumulativeM);
    expect(gainM).toBeGreaterThan(970);
    expect(gainM).toBeLessThan(1030);
    expect(lossM).toBeGreaterThan(970);
  });

  it('ignores a bump lower than the threshold and counts a higher one in full (no distances: no smoothing)', () => {
    expect(elevationGainLoss([100, 102, 100])).toEqual({ gainM: 0, lossM: 0 });
    expect(elevationGainLoss([100, 104, 100])).toEqual({ gainM: 4, lossM: 4 });
    // The small dip inside a climb does not split it: one climb from 100 to 130.
    expect(elevationGainLoss([100, 110, 108, 120, 130])).toEqual({ gainM: 30, lossM: 0 });
    // A climb starting after a small dip counts from the lowest point.
    expect(elevationGainLoss([100, 98, 120])).toEqual({ gainM: 22, lossM: 0 });
  });

  it('skips points without elevation', () => {
    expect(elevationGainLoss([100, null, 110, null, 130, null])).toEqual({ gainM: 30, lossM: 0 });
    expect(elevationGainLoss([null, null], [0, 10])).toEqual({ gainM: 0, lossM: 0 });
  });

  it('costs a sharp summit between 20 % slopes about 5 m each way, no more', () => {
    const summit = track(1000, 5, (x) => 100 + Math.max(0, 100 - Math.abs(x - 500) * 0.2));
    const { gainM, lossM } = elevationGainLoss(summit.elevations, summit.cumulativeM);
    expect(gainM).toBeGreaterThan(94);
    expect(gainM).toBeLessThan(100);
    expect(lossM).toBeCloseTo(gainM, 6);
  });
});

describe('cumulativeGainLoss', () => {
  it('rises along a climb, stays level along the descent, and ends at the totals', () => {
    const hill = track(4000, 10, (x) => 200 + Math.max(0, 200 - Math.abs(x - 2000) / 10));
    const { gainM, lossM } = cumulativeGainLoss(hill.elevations, hill.cumulativeM);
    expect(gainM).toHaveLength(hill.elevations.length);
    gainM.forEach((g, i) => expect(g).toBeGreaterThanOrEqual(gainM[i - 1] ?? 0));
    lossM.forEach((l, i) => expect(l).toBeGreaterThanOrEqual(lossM[i - 1] ?? 0));
    const middle = hill.cumulativeM.indexOf(1000);
    expect(gainM[middle]).toBeCloseTo(100, 6);
    expect(lossM[middle]).toBe(0);
    const totals = elevationGainLoss(hill.elevations, hill.cumulativeM);
    expect(gainM.at(-1)).toBe(totals.gainM);
    expect(lossM.at(-1)).toBe(totals.lossM);
    expect(totals.gainM).toBeGreaterThan(195);
  });

  it('carries the figure of the point before across points without elevation', () => {
    const { gainM } = cumulativeGainLoss([null, 100, null, 120, null], [0, 10, 20, 30, 40]);
    expect(gainM).toEqual([0, 0, 0, 20, 20]);
  });
});

describe('gain and loss of a route of several segments', () => {
  // Two flat outings, one at 300 m and one at 400 m, logged every 5 m; the distance stands
  // still across the gap (as cumulativeDistances gives it with the same starts).
  const low = track(1000, 5, () => 300);
  const high = track(1000, 5, () => 400);
  const elevations = [...low.elevations, ...high.elevations];
  const cumulativeM = [...low.cumulativeM, ...high.cumulativeM.map((x) => x + 1000)];
  const starts = [low.elevations.length];

  it('counts nothing for the step between two segments, where one route would climb it', () => {
    expect(elevationGainLoss(elevations, cumulativeM, starts)).toEqual({ gainM: 0, lossM: 0 });
    expect(elevationGainLoss(elevations, cumulativeM).gainM).toBe(100);
  });

  it('never smooths across the gap: each segment keeps its heights at its ends', () => {
    // Climbing 20 m on each, the smoothing of one alone keeps its clean climb whole.
    const up = track(400, 5, (x) => 300 + x / 20);
    const again = track(400, 5, (x) => 600 + x / 20);
    const both = [...up.elevations, ...again.elevations];
    const along = [...up.cumulativeM, ...again.cumulativeM.map((x) => x + 400)];
    expect(elevationGainLoss(both, along, [up.elevations.length])).toEqual({
      gainM: 40,
      lossM: 0,
    });
  });

  it('runs the figures on from one segment to the next, the sum of the segments', () => {
    const hill = track(2000, 10, (x) => 200 + Math.max(0, 100 - Math.abs(x - 1000) / 10));
    const joined = [...hill.elevations, ...hill.elevations];
    const along = [...hill.cumulativeM, ...hill.cumulativeM.map((x) => x + 2000)];
    const one = elevationGainLoss(hill.elevations, hill.cumulativeM);
    const { gainM, lossM } = cumulativeGainLoss(joined, along, [hill.elevations.length]);
    expect(gainM).toHaveLength(joined.length);
    expect(gainM[hill.elevations.length - 1]).toBe(one.gainM);
    // The second segment starts where the first ended, and ends at twice.
    expect(gainM[hill.elevations.length]).toBe(one.gainM);
    expect(gainM.at(-1)).toBeCloseTo(2 * one.gainM, 9);
    expect(lossM.at(-1)).toBeCloseTo(2 * one.lossM, 9);
    gainM.forEach((g, i) => expect(g).toBeGreaterThanOrEqual(gainM[i - 1] ?? 0));
  });
});
