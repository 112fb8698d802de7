/**
 * A route with its ends hidden (a public trip's "hide where it starts and ends": the start is often
 * someone's home or car). HIDDEN_ROUTE_END_M is cut off along the route at the start and at the
 * end, across segments (nothing is counted across a gap between two, as everywhere), the cut
 * point interpolated on the geodesic of the leg it falls on. A route shorter than
 * HIDDEN_ROUTE_MIN_M would keep too little to be worth showing (or would show where it starts
 * through what is left) and is dropped whole. Pure ECMAScript, like the rest of `@domain/route`.
 */
import geographiclib from 'geographiclib-geodesic';
import { distanceM, type LatLon } from './geodesy.js';
import { nearestAlongRoute } from './route-geometry.js';
import type { RoutePoint } from './route-point.js';
import { cumulativeDistances } from './route-profile.js';
import { cleanSegmentStarts } from './route-segments.js';

/** Metres hidden at each end of the route, and around those ends for waypoints. */
export const HIDDEN_ROUTE_END_M = 500;

/** Shorter than this, a route with hidden ends is not shown at all. */
export const HIDDEN_ROUTE_MIN_M = 1200;

/** A piece of route: its points and where its segments begin (route-segments.ts). */
export interface RoutePiece {
  points: RoutePoint[];
  segmentStarts: number[];
}

export interface TrimmedRoute {
  /** What is shown; null when the route was too short and is dropped whole. */
  kept: RoutePiece | null;
  /** What was cut off (the start's part, the end's part; the whole route when dropped). */
  removed: RoutePiece[];
}

const { Geodesic } = geographiclib;
const WGS84 = Geodesic.WGS84;

/** The point `metres` along the geodesic from a to b; its elevation linear between theirs. */
function pointBetween(a: RoutePoint, b: RoutePoint, metres: number, legM: number): RoutePoint {
  const line = WGS84.InverseLine(a[0], a[1], b[0], b[1], Geodesic.STANDARD | Geodesic.DISTANCE_IN);
  const { lat2, lon2 } = line.Position(metres, Geodesic.STANDARD);
  const fraction = legM > 0 ? Math.min(1, Math.max(0, metres / legM)) : 0;
  const elevation = a[2] !== null && b[2] !== null ? a[2] + (b[2] - a[2]) * fraction : null;
  return [lat2 ?? a[0], lon2 ?? a[1], elevation];
}

/**
 * The route without its first and last `endM` metres (measured along it, segment by segment).
 * Both cut points are interpolated on their legs, so what is kept begins exactly `endM` from the
 * start and ends exactly `endM` before the end; segment breaks inside it are kept. A route
 * shorter than `minM` is dropped whole.
 */
export function trimRouteEnds(
  points: readonly RoutePoint[],
  segmentStarts: readonly number[] = [],
  endM: number = HIDDEN_ROUTE_END_M,
  minM: number = HIDDEN_ROUTE_MIN_M,
): TrimmedRoute {
  const starts = cleanSegmentStarts(points.length, segmentStarts);
  const cumulative = cumulativeDistances(points, starts);
  const total = cumulative.at(-1) ?? 0;
  if (points.length < 2 || total < minM || total <= 2 * endM) {
    return { kept: null, removed: [{ points: [...points], segmentStarts: starts }] };
  }
  const breaks = new Set(starts);
  // A leg is (i, i + 1) within a segment: the gap before a segment's first point is none.
  const walked = (i: number) => i + 1 < points.length && !breaks.has(i + 1);
  const at = (i: number) => cumulative[i] ?? 0;
  const point = (i: number): RoutePoint => points[i] ?? [0, 0, null];

  const startCut = endM;
  const endCut = total - endM;
  let first = 0; // the leg the start cut falls on: at(first) <= startCut < at(first + 1)
  while (!(walked(first) && at(first + 1) > startCut)) first += 1;
  let last = points.length - 2; // the leg the end cut falls on: at(last) < endCut <= at(last + 1)
  while (!(walked(last) && at(last) < endCut)) last -= 1;

  const legM = (i: number) => at(i + 1) - at(i);
  const startPoint = pointBetween(
    point(first),
    point(first + 1),
    startCut - at(first),
    legM(first),
  );
  const endPoint = pointBetween(point(last), point(last + 1), endCut - at(last), legM(last));

  // Points first + 1 ..= last lie strictly inside the kept stretch.
  const inner = points.slice(first + 1, last + 1);
  const kept: RoutePiece = {
    points: [startPoint, ...inner, endPoint],
    segmentStarts: starts.filter((s) => s > first + 1 && s <= last).map((s) => s - first),
  };
  const removed: RoutePiece[] = [
    {
      points: [...points.slice(0, first + 1), startPoint],
      segmentStarts: starts.filter((s) => s <= first),
    },
    {
      points: [endPoint, ...points.slice(last + 1)],
      segmentStarts: starts.filter((s) => s > last + 1).map((s) => s - last),
    },
  ];
  return { kept, removed };
}

/** Whether `position` lies within `radiusM` of any of these pieces (a removed end, say). */
export function nearPieces(
  pieces: readonly RoutePiece[],
  position: LatLon,
  radiusM: number = HIDDEN_ROUTE_END_M,
): boolean {
  return pieces.some((piece) => {
    const [only] = piece.points;
    if (piece.points.length === 1 && only) {
      return distanceM({ latitude: only[0], longitude: only[1] }, position) <= radiusM;
    }
    const cumulative = cumulativeDistances(piece.points, piece.segmentStarts);
    return (
      nearestAlongRoute(piece.points, cumulative, position, piece.segmentStarts).offM <= radiusM
    );
  });
}
