/**
 * A route's profile: distance along it, elevation gain and loss (with the noise filter of
 * `elevation-gain.ts`: distance smoothing, then a 3 m hysteresis), highest and lowest point.
 * A route of several segments (route-segments.ts) is measured segment by segment: the distance
 * stands still across the gap between two, and no climb is counted there.
 * Pure ECMAScript: the server answers these figures and the client recomputes them live while a
 * route is drawn, with the same code.
 */
import { distanceM, type LatLon } from './geodesy.js';
import { cumulativeGainLoss } from './elevation-gain.js';
import { type RoutePoint } from './route-point.js';
import { cleanSegmentStarts } from './route-segments.js';

export { type RoutePoint } from './route-point.js';
export { elevationGainLoss, cumulativeGainLoss } from './elevation-gain.js';
export { nearestAlongRoute, simplifyRoute, valueAtAlong } from './route-geometry.js';

export interface RouteProfile {
  /** Distance from the start to each point, same length as points. */
  cumulativeM: number[];
  distanceM: number;
  /** With the noise filter (distance smoothing, then a 3 m hysteresis: see elevation-gain.ts). */
  gainM: number;
  lossM: number;
  /** Of the recorded elevations (unfiltered); null when no point has an elevation. */
  highestM: number | null;
  lowestM: number | null;
}

/**
 * Geodesic distance from the first point to each point (2D: elevation does not lengthen it). A
 * point that starts a segment (`segmentStarts`) has the distance of the point before it: the gap
 * is not walked. `measure` may trade the ellipsoid's geodesic for a cheaper one (greatCircleM).
 */
export function cumulativeDistances(
  points: readonly RoutePoint[],
  segmentStarts?: readonly number[],
  measure: (a: LatLon, b: LatLon) => number = distanceM,
): number[] {
  const starts = cleanSegmentStarts(points.length, segmentStarts);
  let nextStart = 0;
  const cumulative: number[] = [];
  let total = 0;
  points.forEach((point, i) => {
    const previous = points[i - 1];
    const breaks = starts[nextStart] === i;
    if (breaks) nextStart += 1;
    if (previous && !breaks) {
      total += measure(
        { latitude: previous[0], longitude: previous[1] },
        { latitude: point[0], longitude: point[1] },
      );
    }
    cumulative.push(total);
  });
  return cumulative;
}

/** The profile of a route; with `segmentStarts`, of its segments one after the other. */
export function routeProfile(
  points: readonly RoutePoint[],
  segmentStarts?: readonly number[],
): RouteProfile {
  const cumulativeM = cumulativeDistances(points, segmentStarts);
  const elevations = points.map((point) => point[2]);
  const { gainM, lossM } = cumulativeGainLoss(elevations, cumulativeM, segmentStarts);
  let highestM: number | null = null;
  let lowestM: number | null = null;
  for (const elevation of elevations) {
    if (elevation === null || !Number.isFinite(elevation)) continue;
    highestM = highestM === null ? elevation : Math.max(highestM, elevation);
    lowestM = lowestM === null ? elevation : Math.min(lowestM, elevation);
  }
  return {
    cumulativeM,
    distanceM: cumulativeM.at(-1) ?? 0,
    gainM: gainM.at(-1) ?? 0,
    lossM: lossM.at(-1) ?? 0,
    highestM,
    lowestM,
  };
}
