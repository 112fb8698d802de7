/**
 * How fast an activity went, from its points: which stretches were moving, and its top speed.
 * Both judge a straight line over several seconds rather than one fix to the next, which a
 * receiver's wander would fill with speeds nobody went (see the constants for the numbers).
 */
import { greatCircleM } from '@server/domain/route/geodesy.js';
import type { RoutePoint } from '@server/domain/route/route-point.js';

/** Per point, ms since the epoch or null. */
type Times = readonly (number | null)[];

/**
 * 0.3 m/s (1.1 km/h): the slowest pace that is still going somewhere. A loaded walker on a steep
 * climb or a scramble covers 0.3 to 0.5 m/s of ground on the map, so the 0.5 m/s often used for
 * runs would count a hard ascent as a rest. A receiver standing still wanders a few metres over
 * the MOVING_WINDOW_S below, about 0.1 to 0.2 m/s: under it. On the watch files of the tests the
 * moving time found so is within 6 % of the devices' own timers (fit-activities.spec.ts).
 */
export const MOVING_SPEED_MPS = 0.3;

/**
 * Whether a stretch is moving is judged on the straight line between the points 10 s either
 * side of it (or its own ends, when they are farther apart): at one fix a second, two fixes a
 * couple of metres apart read as 2 m/s of jitter, while 20 s of standing still stay within a
 * few metres.
 */
export const MOVING_WINDOW_S = 20;

/**
 * The maximum speed is that of the fastest MAX_SPEED_WINDOW_S in a straight line, as the median
 * of the windows starting within MAX_SPEED_MEDIAN_S of each other. Point to point, every wild fix
 * counts at face value: a watch settling at the start of a run wanders 30 m out and back in four
 * fixes (activity-small-fenix2-run.fit: 30 m/s for a runner at 4), and one catching up after
 * losing the sky jumps 100 m in four seconds (the fenix 2 multisport file, on a climb at 1 m/s).
 * Over 10 s an out-and-back adds little to the straight line; a jump spoils every window that
 * holds it, 10 s of them, which the median of 30 s leaves out. So the figure is a speed held for
 * half a minute or so: a sprint of a few seconds reads lower than its peak.
 */
export const MAX_SPEED_WINDOW_S = 10;
export const MAX_SPEED_MEDIAN_S = 30;

export const timeAt = (times: Times, index: number | undefined): number =>
  index === undefined ? NaN : (times[index] ?? NaN);

/**
 * The straight line between two points, for judging speeds: the great circle, within 1 % of the
 * geodesic (GREAT_CIRCLE_ERROR) and twenty times cheaper; distances are the geodesics'.
 */
const between = (a: RoutePoint | undefined, b: RoutePoint | undefined): number =>
  a && b
    ? greatCircleM({ latitude: a[0], longitude: a[1] }, { latitude: b[0], longitude: b[1] })
    : 0;

/**
 * Seconds spent moving in one segment: each leg between two timed points counts when the
 * straight-line speed over the MOVING_WINDOW_S around it reaches MOVING_SPEED_MPS.
 */
export function segmentMovingS(
  points: readonly RoutePoint[],
  times: Times,
  timed: readonly number[],
): number {
  const half = (MOVING_WINDOW_S / 2) * 1000;
  let moving = 0;
  let a = 0;
  let b = 0;
  for (let k = 1; k < timed.length; k += 1) {
    const start = timeAt(times, timed[k - 1]);
    const end = timeAt(times, timed[k]);
    if (!(end > start)) continue;
    const middle = (start + end) / 2;
    while (a < k - 1 && timeAt(times, timed[a]) < middle - half) a += 1;
    b = Math.max(b, k);
    while (b + 1 < timed.length && timeAt(times, timed[b + 1]) <= middle + half) b += 1;
    const spanS = (timeAt(times, timed[b]) - timeAt(times, timed[a])) / 1000;
    const chordM = between(points[timed[a] ?? -1], points[timed[b] ?? -1]);
    if (spanS > 0 && chordM / spanS >= MOVING_SPEED_MPS) moving += (end - start) / 1000;
  }
  return moving;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** How many of windows[from..to] are faster than `speed` (a median above it needs half). */
function fasterThan(
  windows: readonly { speed: number }[],
  from: number,
  to: number,
  speed: number,
): number {
  let count = 0;
  for (let i = from; i <= to; i += 1) if ((windows[i]?.speed ?? 0) > speed) count += 1;
  return count;
}

/** The highest median of window speeds over MAX_SPEED_MEDIAN_S in one segment, or null. */
export function segmentMaxSpeed(
  points: readonly RoutePoint[],
  times: Times,
  timed: readonly number[],
): number | null {
  const windows: { start: number; speed: number }[] = [];
  let end = 0;
  for (let k = 0; k < timed.length; k += 1) {
    const start = timeAt(times, timed[k]);
    end = Math.max(end, k + 1);
    while (end < timed.length && timeAt(times, timed[end]) - start < MAX_SPEED_WINDOW_S * 1000) {
      end += 1;
    }
    if (end >= timed.length) break;
    const seconds = (timeAt(times, timed[end]) - start) / 1000;
    windows.push({
      start,
      speed: between(points[timed[k] ?? -1], points[timed[end] ?? -1]) / seconds,
    });
  }
  if (windows.length === 0) return null;
  let max = 0;
  let last = 0;
  for (let k = 0; k < windows.length; k += 1) {
    const from = windows[k]?.start ?? 0;
    while (
      last + 1 < windows.length &&
      (windows[last + 1]?.start ?? 0) - from < MAX_SPEED_MEDIAN_S * 1000
    ) {
      last += 1;
    }
    if (fasterThan(windows, k, last, max) * 2 >= last - k + 1) {
      max = Math.max(max, median(windows.slice(k, last + 1).map(({ speed }) => speed)));
    }
    if (last === windows.length - 1) break;
  }
  return max;
}
