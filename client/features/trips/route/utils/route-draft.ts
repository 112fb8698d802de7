import type { RouteChange } from '@client/components/map';
import type { RoutePoint } from '@domain/route/route-profile';
import { cleanSegmentStarts } from '@domain/route/route-segments';

/**
 * What the editor's history holds: the points and where each segment after the first begins, so
 * editing an imported route of several outings keeps them apart (no line drawn across a gap).
 */
export interface RouteDraft {
  points: RoutePoint[];
  segmentStarts: number[];
}

/** The segment starts after a change: a removed point moves the starts after it back by one. */
export function startsAfter(draft: RouteDraft, points: readonly RoutePoint[], what: RouteChange) {
  const starts =
    what.type === 'remove'
      ? draft.segmentStarts.map((start) => (start > what.index ? start - 1 : start))
      : draft.segmentStarts;
  return cleanSegmentStarts(points.length, starts);
}
