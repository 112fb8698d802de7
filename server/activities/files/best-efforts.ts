import { cumulativeDistances } from '@server/domain/route/route-profile.js';
import type { RoutePoint } from '@server/domain/route/route-point.js';

/** The distances a personal best is kept for (metres): 5 km and 10 km. */
export const BEST_EFFORT_DISTANCES_M = [5000, 10_000] as const;

export type BestEffortDistance = (typeof BEST_EFFORT_DISTANCES_M)[number];

/**
 * The fastest time over each distance within one activity, from its points: for every point,
 * the latest point at least that far back (distance summed along the route, never across a
 * segment's gap), the start placed between two points by the distance left; the shortest such
 * time. Wall-clock time, pauses inside the stretch included, as a stopwatch would. Null where
 * the activity is shorter or its points have no times. O(points) per distance.
 */
export function bestEfforts(
  points: readonly RoutePoint[],
  times: readonly (number | null)[],
  segmentStarts: readonly number[],
): Record<BestEffortDistance, number | null> {
  const along = cumulativeDistances(points, segmentStarts);
  const result = {} as Record<BestEffortDistance, number | null>;
  for (const target of BEST_EFFORT_DISTANCES_M) {
    let best: number | null = null;
    let start = 0;
    for (let end = 0; end < along.length; end += 1) {
      const endTime = times[end];
      const endAlong = along[end];
      if (endTime === null || endTime === undefined || endAlong === undefined) continue;
      // The last start still `target` or more behind the end.
      while ((along[start + 1] ?? Infinity) <= endAlong - target) start += 1;
      const startAlong = along[start];
      if (startAlong === undefined || endAlong - startAlong < target) continue;
      const t0 = times[start];
      const t1 = times[start + 1];
      const a1 = along[start + 1];
      if (t0 === null || t0 === undefined) continue;
      // Where the stretch begins, between `start` and the next point.
      let startTime = t0;
      if (t1 !== null && t1 !== undefined && a1 !== undefined && a1 > startAlong) {
        const fraction = (endAlong - target - startAlong) / (a1 - startAlong);
        startTime = t0 + Math.max(0, Math.min(1, fraction)) * (t1 - t0);
      }
      const seconds = (endTime - startTime) / 1000;
      if (seconds > 0 && (best === null || seconds < best)) best = seconds;
    }
    result[target] = best === null ? null : Math.round(best * 10) / 10;
  }
  return result;
}
