import { describe, expect, it } from 'vitest';
import type { RoutePoint } from '@server/domain/route/route-point.js';
import {
  figuresFromPoints,
  mergeFigures,
  noFigures,
  seriesBetween,
  type ActivitySeries,
} from './activity-figures.js';
import { MOVING_SPEED_MPS } from './activity-speeds.js';

/** Metres of latitude per degree at 45 degrees north (WGS 84). */
const M_PER_DEGREE = 111_132;
const T0 = Date.parse('2024-05-04T07:00:00Z');

/** A repeatable noise in -1..1 (a GPS fix's wander), from a seed. */
const noise = (seed: number): number => Math.sin(seed * 12.9898);

interface Leg {
  /** Seconds the leg lasts, one fix a `step` seconds. */
  seconds: number;
  speedMps: number;
  step?: number;
  /** Metres of wander of each fix, east and north. */
  jitterM?: number;
  /** Metres climbed over the leg. */
  climbM?: number;
}

/** A track north from 45 N, 6 E along `legs`, one after the other. */
function track(legs: readonly Leg[]): ActivitySeries {
  const series: ActivitySeries = {
    points: [],
    segmentStarts: [],
    times: [],
    heartRates: null,
    cadences: null,
  };
  let seconds = 0;
  let northM = 0;
  let elevation = 500;
  for (const leg of legs) {
    const step = leg.step ?? 1;
    for (let t = 0; t < leg.seconds; t += step) {
      const i = series.points.length;
      const jitter = leg.jitterM ?? 0;
      const latitude = 45 + (northM + jitter * noise(i)) / M_PER_DEGREE;
      const longitude = 6 + (jitter * noise(i + 7919)) / (M_PER_DEGREE * Math.SQRT1_2);
      series.points.push([latitude, longitude, elevation] as RoutePoint);
      series.times.push(T0 + (seconds + t) * 1000);
      northM += leg.speedMps * step;
      elevation += ((leg.climbM ?? 0) * step) / leg.seconds;
    }
    seconds += leg.seconds;
  }
  return series;
}

describe('moving time', () => {
  it('does not count a stop of 5 minutes, each fix 1.5 m off at random', () => {
    const figures = figuresFromPoints(
      track([
        { seconds: 600, speedMps: 1.2 },
        { seconds: 300, speedMps: 0, jitterM: 1.5 },
        { seconds: 600, speedMps: 1.2 },
      ]),
    );
    expect(figures.elapsedS).toBe(1499);
    // 20 minutes walking, and at most the 10 s either side of the stop's ends.
    expect(figures.movingS).toBeGreaterThanOrEqual(1198);
    expect(figures.movingS).toBeLessThan(1220);
  });

  it('does not count 5 minutes without fixes where the device paused by itself', () => {
    const walking = track([{ seconds: 600, speedMps: 1.2 }]);
    const after = track([{ seconds: 600, speedMps: 1.2 }]);
    const series: ActivitySeries = {
      ...walking,
      // The same spot, 5 minutes on, then the same walk again from there.
      points: [
        ...walking.points,
        ...after.points.map(([lat, lon, ele]): RoutePoint => [lat + 720 / M_PER_DEGREE, lon, ele]),
      ],
      times: [...walking.times, ...after.times.map((time) => (time ?? 0) + 900_000)],
    };
    const figures = figuresFromPoints(series);
    expect(figures.elapsedS).toBe(1499);
    expect(figures.movingS).toBe(1198);
  });

  it('counts a slow steep climb, just over the threshold, as moving', () => {
    const figures = figuresFromPoints(
      track([{ seconds: 1200, speedMps: MOVING_SPEED_MPS + 0.1, climbM: 300, jitterM: 0.5 }]),
    );
    expect(figures.movingS).toBeGreaterThan(1180);
  });

  it('counts sparse fixes (one every 30 s) at walking pace as moving', () => {
    const figures = figuresFromPoints(track([{ seconds: 1800, speedMps: 1.2, step: 30 }]));
    expect(figures.movingS).toBe(1770);
  });
});

describe('maximum speed', () => {
  it('is not a GPS spike of one fix 300 m off the track', () => {
    const series = track([{ seconds: 600, speedMps: 3 }]);
    const [lat, lon, ele] = series.points[300]!;
    series.points[300] = [lat + 300 / M_PER_DEGREE, lon, ele];
    const figures = figuresFromPoints(series);
    expect(figures.maxSpeedMps).toBeGreaterThan(2.9);
    expect(figures.maxSpeedMps).toBeLessThan(3.2);
  });

  it('is not a fix catching up 100 m in 4 s after drifting', () => {
    // The recorded position lags 100 m behind for 2 minutes, then jumps back.
    const series = track([{ seconds: 600, speedMps: 1 }]);
    series.points = series.points.map(([lat, lon, ele], i): RoutePoint =>
      i >= 200 && i < 320 ? [lat - 100 / M_PER_DEGREE, lon, ele] : [lat, lon, ele],
    );
    expect(figuresFromPoints(series).maxSpeedMps).toBeLessThan(1.5);
  });

  it('is a burst of speed held for a minute', () => {
    const figures = figuresFromPoints(
      track([
        { seconds: 300, speedMps: 5 },
        { seconds: 60, speedMps: 12 },
        { seconds: 300, speedMps: 5 },
      ]),
    );
    expect(figures.maxSpeedMps).toBeGreaterThan(11.5);
    expect(figures.maxSpeedMps).toBeLessThan(12.1);
  });
});

describe('distance and climb', () => {
  it('measures each segment, not the gap between them, and no climb across it', () => {
    const morning = track([{ seconds: 600, speedMps: 1, climbM: 50 }]);
    const evening = track([{ seconds: 600, speedMps: 1 }]);
    const series: ActivitySeries = {
      ...morning,
      // 10 km farther north, 800 m higher, hours later.
      points: [
        ...morning.points,
        ...evening.points.map(([lat, lon, ele]): RoutePoint => [
          lat + 10_000 / M_PER_DEGREE,
          lon,
          (ele ?? 0) + 800,
        ]),
      ],
      segmentStarts: [600],
      times: [...morning.times, ...evening.times.map((time) => (time ?? 0) + 4 * 3600_000)],
    };
    const figures = figuresFromPoints(series);
    expect(figures.distanceM).toBeGreaterThan(1196);
    expect(figures.distanceM).toBeLessThan(1200);
    // The morning's 50 m (less the last second's rise), none of the 800 m between.
    expect(figures.gainM).toBeGreaterThan(48);
    expect(figures.gainM).toBeLessThan(50.1);
    expect(figures.lossM).toBe(0);
    expect(figures.avgSpeedMps).toBeCloseTo((figures.distanceM ?? 0) / (figures.movingS ?? 1), 6);
  });

  it('leaves gain and loss null without elevations, and times null without times', () => {
    const series = track([{ seconds: 60, speedMps: 1 }]);
    const flat: ActivitySeries = {
      ...series,
      points: series.points.map(([lat, lon]): RoutePoint => [lat, lon, null]),
      times: series.times.map(() => null),
    };
    const figures = figuresFromPoints(flat);
    expect(figures.distanceM).toBeGreaterThan(58);
    expect(figures).toMatchObject({
      gainM: null,
      lossM: null,
      elapsedS: null,
      movingS: null,
      maxSpeedMps: null,
      avgSpeedMps: null,
    });
  });
});

describe('heart rate and cadence', () => {
  it('averages over time, not over samples, where the device logs more often', () => {
    // 10 minutes at 100 bpm logged every second, then 10 at 160 logged every 10 s.
    const series = track([
      { seconds: 600, speedMps: 2 },
      { seconds: 600, speedMps: 2, step: 10 },
    ]);
    series.heartRates = series.times.map((time) => ((time ?? 0) - T0 < 600_000 ? 100 : 160));
    const figures = figuresFromPoints(series);
    // By sample it would be (600 x 100 + 60 x 160) / 660 = 105.5.
    expect(figures.avgHeartRate).toBeGreaterThan(129);
    expect(figures.avgHeartRate).toBeLessThan(131);
    expect(figures.maxHeartRate).toBe(160);
  });

  it('leaves zero cadences (standing, coasting) out of the average', () => {
    const series = track([{ seconds: 600, speedMps: 2 }]);
    series.cadences = series.times.map((_, i) => (i % 2 === 0 ? 0 : 80));
    expect(figuresFromPoints(series)).toMatchObject({ avgCadence: 80, maxCadence: 80 });
  });

  it('averages by sample where the points have no times', () => {
    const series = track([{ seconds: 4, speedMps: 2 }]);
    series.times = series.times.map(() => null);
    series.heartRates = [100, 110, 120, null];
    expect(figuresFromPoints(series).avgHeartRate).toBe(110);
  });
});

describe('mergeFigures', () => {
  it('keeps the file’s figures and fills the rest from the points', () => {
    const file = { ...noFigures(), distanceM: 1000, movingS: 400, gainM: 12 };
    const points = { ...noFigures(), distanceM: 990, gainM: 30, lossM: 28, avgHeartRate: 140 };
    expect(mergeFigures(file, points)).toEqual({
      ...noFigures(),
      distanceM: 1000,
      movingS: 400,
      gainM: 12,
      lossM: 28,
      avgHeartRate: 140,
      // The file's distance over its moving time, not the points' speed.
      avgSpeedMps: 2.5,
    });
  });
});

describe('seriesBetween', () => {
  it('keeps the points of a lap, with a segment where a pause fell inside it', () => {
    const series = track([{ seconds: 10, speedMps: 1 }]);
    series.segmentStarts = [6];
    const lap = seriesBetween(series, T0 + 3000, T0 + 8000);
    expect(lap.times).toEqual([3, 4, 5, 6, 7].map((s) => T0 + s * 1000));
    expect(lap.segmentStarts).toEqual([3]);
    expect(lap.points).toHaveLength(5);
  });
});
