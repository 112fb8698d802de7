import type { LinkedActivity } from '@server/activities/activities-read.service.js';
import { simplifySegments } from '@server/domain/route/route-geometry.js';
import { hideRouteEnds, type PrivacyZone } from '@server/domain/route/route-privacy-zones.js';
import type { PublicTripActivityDto } from './dto/public-trip.dto.js';

/** The most points of an activity's line on a public trip's map. */
export const PUBLIC_ACTIVITY_LINE_MAX_POINTS = 400;

/**
 * A public trip's activities: with its ends hidden (`hideEnds`), each line without what lies
 * within 500 m of its own start and end (a walk from the door) or in the trip's circles
 * (`tripZones`), a short one dropped whole, as the trip's own route; then simplified. Their
 * figures stay those of the whole activity, as the trip's do.
 */
export function publicTripActivities(
  activities: readonly LinkedActivity[],
  hideEnds: boolean,
  tripZones: readonly PrivacyZone[],
): PublicTripActivityDto[] {
  return activities.map((activity) => {
    let piece = { points: activity.points, segmentStarts: activity.segmentStarts };
    if (hideEnds && piece.points.length > 0) {
      const { kept } = hideRouteEnds(
        piece.points,
        piece.segmentStarts,
        undefined,
        undefined,
        tripZones,
      );
      piece = kept ?? { points: [], segmentStarts: [] };
    }
    const line = simplifySegments(
      piece.points,
      PUBLIC_ACTIVITY_LINE_MAX_POINTS,
      piece.segmentStarts,
    );
    return {
      name: activity.name,
      category: activity.category,
      localDate: activity.localDate,
      distanceM: activity.distanceM,
      movingS: activity.movingS ?? activity.elapsedS,
      gainM: activity.gainM,
      line: line.points.map(([latitude, longitude]) => [latitude, longitude]),
      lineSegmentStarts: line.segmentStarts,
    };
  });
}
