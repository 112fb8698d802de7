import type { ActivityEntity } from '../activity.entity.js';

/** Two recordings of one outing start within a minute of each other (devices' clocks agree). */
export const DUPLICATE_START_TOLERANCE_S = 60;

/** ... and cover the same distance within 2 % or 100 m, whichever is more. */
const sameDistance = (a: number | null, b: number | null): boolean =>
  a === null || b === null || Math.abs(a - b) <= Math.max(100, 0.02 * Math.max(a, b));

/**
 * The activity already there that this one repeats: the same start within a minute and the
 * same distance within a tolerance (a distance unknown on either side matches), the closest
 * start first. A watch's file uploaded twice, or the same run from the watch and from Strava.
 */
export function duplicateOf(
  candidate: Pick<ActivityEntity, 'startTime' | 'distanceM'>,
  existing: readonly ActivityEntity[],
): ActivityEntity | null {
  let best: ActivityEntity | null = null;
  let bestGap = Infinity;
  for (const activity of existing) {
    const gap = Math.abs(activity.startTime.getTime() - candidate.startTime.getTime()) / 1000;
    if (
      gap > DUPLICATE_START_TOLERANCE_S ||
      !sameDistance(activity.distanceM, candidate.distanceM)
    ) {
      continue;
    }
    if (gap < bestGap) {
      best = activity;
      bestGap = gap;
    }
  }
  return best;
}
