/**
 * An activity's figures worked out from its points, for what the file's own summary leaves out
 * (a GPX file has none; a FIT session may lack heart rate or speed). Distance and gain are
 * measured as the trips measure routes (geodesics, the same gain filter, nothing across the gap
 * between two segments), so an activity and a trip over the same track agree.
 */
import type { RoutePoint } from '@server/domain/route/route-point.js';
import { cumulativeDistances } from '@server/domain/route/route-profile.js';
import { elevationGainLoss } from '@server/domain/route/elevation-gain.js';
import { segmentRanges } from '@server/domain/route/route-segments.js';
import type { ActivityFigures, ParsedActivity } from './parsed-activity.js';
import { segmentMaxSpeed, segmentMovingS, timeAt } from './activity-speeds.js';

/** The per-point lists of a ParsedActivity. */
export type ActivitySeries = Pick<
  ParsedActivity,
  'points' | 'segmentStarts' | 'times' | 'heartRates' | 'cadences'
>;

/** What the figures are worked out from: an ActivitySeries, read only. */
export interface PointSeries {
  points: readonly RoutePoint[];
  segmentStarts: readonly number[];
  /** ms since the epoch, null where a point has no time. */
  times: readonly (number | null)[];
  heartRates: readonly (number | null)[] | null;
  cadences: readonly (number | null)[] | null;
}

/**
 * A gap between two recorded points longer than this, with no pause written, starts a new
 * segment: a device records every 1 to 10 s while it runs (Garmin's smart recording included),
 * so a minute without a fix is a lost signal or an unmarked stop, and the line across it would
 * be a guess.
 */
export const MAX_RECORD_GAP_S = 60;

/**
 * A sample speaks for half the time to each neighbour, at most this long: a heart rate logged
 * before a minute without records does not stand for all of it.
 */
const MAX_SAMPLE_INTERVAL_S = 60;

export const noFigures = (): ActivityFigures => ({
  elapsedS: null,
  movingS: null,
  distanceM: null,
  gainM: null,
  lossM: null,
  maxSpeedMps: null,
  avgSpeedMps: null,
  avgHeartRate: null,
  maxHeartRate: null,
  avgCadence: null,
  maxCadence: null,
});

/** Indices of the points of [from, to) that have a time, in order. */
function timedIndices(times: PointSeries['times'], from: number, to: number): number[] {
  const timed: number[] = [];
  for (let i = from; i < to; i += 1) if (times[i] !== null && times[i] !== undefined) timed.push(i);
  return timed;
}

/**
 * Each point's share of the time: half the leg to each neighbour in its segment, legs capped at
 * MAX_SAMPLE_INTERVAL_S; every point 1 when the points have no times.
 */
function sampleWeights(series: PointSeries): number[] {
  const { times } = series;
  const weights = new Array<number>(times.length).fill(0);
  const anyTime = times.some((time) => time !== null);
  if (!anyTime) return weights.fill(1);
  for (const [from, to] of segmentRanges(times.length, series.segmentStarts)) {
    const timed = timedIndices(times, from, to);
    for (let k = 1; k < timed.length; k += 1) {
      const seconds = (timeAt(times, timed[k]) - timeAt(times, timed[k - 1])) / 1000;
      const share = Math.min(Math.max(seconds, 0), MAX_SAMPLE_INTERVAL_S) / 2;
      weights[timed[k - 1] ?? 0] = (weights[timed[k - 1] ?? 0] ?? 0) + share;
      weights[timed[k] ?? 0] = (weights[timed[k] ?? 0] ?? 0) + share;
    }
  }
  return weights;
}

/**
 * The time-weighted mean and the maximum of the positive values (a 0 is a strap without contact
 * or a pedal at rest, not a reading); by sample where no time weights them.
 */
function meanAndMax(
  values: readonly (number | null)[] | null,
  weights: readonly number[],
): { mean: number | null; max: number | null } {
  let weighted = 0;
  let weight = 0;
  let sum = 0;
  let count = 0;
  let max = -Infinity;
  for (let i = 0; i < (values?.length ?? 0); i += 1) {
    const value = values?.[i] ?? null;
    if (value === null || !(value > 0)) continue;
    weighted += value * (weights[i] ?? 0);
    weight += weights[i] ?? 0;
    sum += value;
    count += 1;
    max = Math.max(max, value);
  }
  if (count === 0) return { mean: null, max: null };
  return { mean: weight > 0 ? weighted / weight : sum / count, max };
}

/**
 * The figures of a series of points: moving time and top speed as activity-speeds.ts judges
 * them, distance and climb as the trips measure them.
 */
export function figuresFromPoints(series: PointSeries): ActivityFigures {
  const { points, segmentStarts, times } = series;
  const cumulative = cumulativeDistances(points, segmentStarts);
  const timedAll = timedIndices(times, 0, times.length);
  const first = timeAt(times, timedAll[0]);
  const last = timeAt(times, timedAll.at(-1));
  let movingS: number | null = null;
  let maxSpeedMps: number | null = null;
  for (const [from, to] of segmentRanges(points.length, segmentStarts)) {
    const timed = timedIndices(times, from, to);
    if (timed.length < 2) continue;
    movingS = (movingS ?? 0) + segmentMovingS(points, times, timed);
    const segmentMax = segmentMaxSpeed(points, times, timed);
    if (segmentMax !== null) maxSpeedMps = Math.max(maxSpeedMps ?? 0, segmentMax);
  }
  const elevations = points.map(([, , elevation]) => elevation);
  const hasElevation = elevations.filter((elevation) => elevation !== null).length >= 2;
  const { gainM, lossM } = elevationGainLoss(elevations, cumulative, segmentStarts);
  const distance = points.length >= 2 ? (cumulative.at(-1) ?? 0) : null;
  const weights = sampleWeights(series);
  const heart = meanAndMax(series.heartRates, weights);
  const cadence = meanAndMax(series.cadences, weights);
  return {
    elapsedS: timedAll.length >= 2 ? (last - first) / 1000 : null,
    movingS,
    distanceM: distance,
    gainM: hasElevation ? gainM : null,
    lossM: hasElevation ? lossM : null,
    maxSpeedMps,
    avgSpeedMps: distance !== null && movingS ? distance / movingS : null,
    avgHeartRate: heart.mean,
    maxHeartRate: heart.max,
    avgCadence: cadence.mean,
    maxCadence: cadence.max,
  };
}

/**
 * The file's summary first, each figure the points give where the file has none. An average
 * speed the file lacks is the merged distance over the merged moving time, so the three agree.
 */
export function mergeFigures(file: ActivityFigures, points: ActivityFigures): ActivityFigures {
  const merged = noFigures();
  for (const key of Object.keys(merged) as (keyof ActivityFigures)[]) {
    merged[key] = file[key] ?? points[key];
  }
  if (file.avgSpeedMps === null && merged.distanceM !== null && merged.movingS) {
    merged.avgSpeedMps = merged.distanceM / merged.movingS;
  }
  return merged;
}

/**
 * The points timed within [fromMs, toMs), with their segments (a lap of the activity); a break
 * where the kept points were not next to each other.
 */
export function seriesBetween(series: PointSeries, fromMs: number, toMs: number): ActivitySeries {
  const starts = new Set(series.segmentStarts);
  const kept: number[] = [];
  const segmentStarts: number[] = [];
  series.times.forEach((time, i) => {
    if (time === null || time < fromMs || time >= toMs) return;
    const previous = kept.at(-1);
    if (previous !== undefined && (starts.has(i) || previous !== i - 1)) {
      segmentStarts.push(kept.length);
    }
    kept.push(i);
  });
  const pick = <T>(values: readonly T[]): T[] => kept.map((i) => values[i] as T);
  return {
    points: pick(series.points),
    segmentStarts,
    times: pick(series.times),
    heartRates: series.heartRates && pick(series.heartRates),
    cadences: series.cadences && pick(series.cadences),
  };
}
