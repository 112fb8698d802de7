/**
 * A route's profile: distance along it, elevation gain and loss (with the noise filter of
 * `elevation-gain.ts`: distance smoothing, then a 5 m hysteresis), highest and lowest point.
 * Pure ECMAScript: the server answers these figures and the client recomputes them live while a
 * route is drawn, with the same code.
 */
import { distanceM } from './geodesy.js';
import { cumulativeGainLoss } from './elevation-gain.js';
import { type RoutePoint } from './route-point.js';

export { type RoutePoint } from './route-point.js';
export { elevationGainLoss, cumulativeGainLoss } from './elevation-gain.js';
export { nearestAlongRoute, simplifyRoute, valueAtAlong } from './route-geometry.js';

export interface RouteProfile {
  /** Distance from the start to each point, same length as points. */
  cumulativeM: number[];
  distanceM: number;
  /** With the noise filter (distance smoothing, then a 5 m hysteresis: see elevation-gain.ts). */
  gainM: number;
  lossM: number;
  /** Of the recorded elevations (unfiltered); null when no point has an elevation. */
  highestM: number | null;
  lowestM: number | null;
}

/** Geodesic distance from the first point to each point (2D: elevation does not lengthen it). */
export function cumulativeDistances(points: readonly RoutePoint[]): number[] {
  const cumulative: number[] = [];
  let total = 0;
  points.forEach((point, i) => {
    const previous = points[i - 1];
    if (previous) {
      total += distanceM(
        { latitude: previous[0], longitude: previous[1] },
        { latitude: point[0], longitude: point[1] },
      );
    }
    cumulative.push(total);
  });
  return cumulative;
}

export function routeProfile(points: readonly RoutePoint[]): RouteProfile {
  const cumulativeM = cumulativeDistances(points);
  const elevations = points.map((point) => point[2]);
  const { gainM, lossM } = cumulativeGainLoss(elevations, cumulativeM);
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
