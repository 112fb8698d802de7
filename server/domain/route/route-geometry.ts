/**
 * Where things are along a route: the nearest point of the route to a position, a value
 * interpolated at a distance along it, and a simplified copy for small previews.
 */
import { distanceM, type LatLon, localFrame } from './geodesy.js';
import { type RoutePoint } from './route-point.js';
import { segmentRanges } from './route-segments.js';

export interface AlongRoute {
  /** The segment's first point: the nearest spot lies between points[index] and points[index + 1]. */
  index: number;
  /** Metres from the route's start to that spot. */
  alongM: number;
  /** Metres from the position to that spot (geodesic). */
  offM: number;
}

/**
 * How much nearer a later pass must be to win over an earlier one: an out-and-back route's two
 * passes lie a GPS track's few metres apart, and a waypoint put on the trail belongs to the first
 * time the route gets there, not to whichever pass the recorder happened to log closer.
 */
export const SAME_PLACE_M = 25;

/**
 * The spot of the route nearest to `p`, found by projecting `p` onto every segment in a flat frame
 * centred on `p` (exact enough to pick the segment and the spot on it; the distances answered are
 * geodesic). On a route that passes the same place twice, the earlier pass wins unless the later
 * one is more than SAME_PLACE_M nearer. A route of
 * one point answers that point; an empty route answers index -1 and an infinite offM. With
 * `segmentStarts` (route-segments.ts) the gap between two segments is no line to stand on: a
 * position beside it is nearest the end of one segment or the start of the next.
 */
export function nearestAlongRoute(
  points: readonly RoutePoint[],
  cumulativeM: readonly number[],
  p: LatLon,
  segmentStarts?: readonly number[],
): AlongRoute {
  if (points.length === 0) return { index: -1, alongM: 0, offM: Number.POSITIVE_INFINITY };
  // Plain numbers in the loop, no objects: a 50,000-point route is searched once per waypoint.
  const xs = new Float64Array(points.length);
  const ys = new Float64Array(points.length);
  const frame = localFrame(p);
  points.forEach(([latitude, longitude], i) => {
    xs[i] = frame.x(longitude);
    ys[i] = frame.y(latitude);
  });
  // Each line's nearest spot (t) and squared distance, then the earliest within reach of the best.
  const ts = new Float64Array(points.length);
  const squares = new Float64Array(points.length).fill(Number.POSITIVE_INFINITY);
  squares[0] = (xs[0] ?? 0) ** 2 + (ys[0] ?? 0) ** 2;
  let nearest = squares[0];
  for (const [from, to] of segmentRanges(points.length, segmentStarts)) {
    // A segment of one point is that point.
    if (to - from === 1) {
      squares[from] = (xs[from] ?? 0) ** 2 + (ys[from] ?? 0) ** 2;
      nearest = Math.min(nearest, squares[from] ?? nearest);
    }
    for (let i = from; i + 1 < to; i += 1) {
      const ax = xs[i] ?? 0;
      const ay = ys[i] ?? 0;
      const dx = (xs[i + 1] ?? 0) - ax;
      const dy = (ys[i + 1] ?? 0) - ay;
      const length2 = dx * dx + dy * dy;
      // p is the frame's origin, so its projection onto a->b lies at t = -a.(b-a) / |b-a|^2.
      const t = length2 === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / length2));
      const x = ax + t * dx;
      const y = ay + t * dy;
      const squared = x * x + y * y;
      ts[i] = t;
      squares[i] = squared;
      if (squared < nearest) nearest = squared;
    }
  }
  const reach = (Math.sqrt(nearest) + SAME_PLACE_M) ** 2;
  const index = Math.max(
    0,
    squares.findIndex((squared) => squared <= reach),
  );
  const best = { index, t: ts[index] ?? 0 };
  const start = cumulativeM[best.index] ?? 0;
  const end = cumulativeM[best.index + 1] ?? start;
  const spot = pointBetween(points, best.index, best.t);
  return { index: best.index, alongM: start + best.t * (end - start), offM: distanceM(p, spot) };
}

/** The position a fraction `t` of the way from points[index] to points[index + 1]. */
function pointBetween(points: readonly RoutePoint[], index: number, t: number): LatLon {
  const a = points[index];
  const b = points[index + 1] ?? a;
  if (!a || !b) return { latitude: 0, longitude: 0 };
  let dLon = b[1] - a[1];
  if (dLon > 180) dLon -= 360;
  if (dLon < -180) dLon += 360;
  let longitude = a[1] + t * dLon;
  if (longitude > 180) longitude -= 360;
  if (longitude < -180) longitude += 360;
  return { latitude: a[0] + t * (b[0] - a[0]), longitude };
}

/**
 * `values[i]` belongs at `cumulativeM[i]`; the value at `alongM`, linearly between the two points
 * around it (clamped to the ends). Used for the gain, loss or time up to any spot of a route.
 */
export function valueAtAlong(
  cumulativeM: readonly number[],
  values: readonly number[],
  alongM: number,
): number {
  const n = Math.min(cumulativeM.length, values.length);
  if (n === 0) return 0;
  if (alongM <= (cumulativeM[0] ?? 0)) return values[0] ?? 0;
  if (alongM >= (cumulativeM[n - 1] ?? 0)) return values[n - 1] ?? 0;
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((cumulativeM[mid] ?? 0) <= alongM) lo = mid;
    else hi = mid;
  }
  const from = cumulativeM[lo] ?? 0;
  const span = (cumulativeM[hi] ?? from) - from;
  const t = span > 0 ? (alongM - from) / span : 0;
  return (values[lo] ?? 0) + t * ((values[hi] ?? 0) - (values[lo] ?? 0));
}

/**
 * At most `maxPoints` points (never fewer than the first and last), chosen by Douglas–Peucker
 * taken greedily: the point farthest from the current simplified line is added next, until the
 * budget is spent. A budget of points rather than a tolerance, so a 64-point preview is 64 points
 * whatever the route's length. Distances are measured in a flat frame around the route's first
 * point, which only ranks points.
 */
export function simplifyRoute(points: readonly RoutePoint[], maxPoints: number): RoutePoint[] {
  return simplifySegments(points, maxPoints).points;
}

/** A simplified route and where its segments begin in it. */
export interface SimplifiedRoute {
  points: RoutePoint[];
  segmentStarts: number[];
  /** Where each kept point was in the route (ascending), to carry its other values along. */
  indices: number[];
}

/**
 * simplifyRoute for a route of several segments (route-segments.ts): each segment keeps its
 * first and last point, so the simplified route has the same breaks (answered as indices into
 * the simplified points), and the budget goes wherever the line bends most. A route of more
 * segments than the budget can give two points each is simplified as one line (its breaks
 * dropped): a preview that small cannot show them apart.
 */
export function simplifySegments(
  points: readonly RoutePoint[],
  maxPoints: number,
  segmentStarts?: readonly number[],
): SimplifiedRoute {
  const budget = Math.max(2, Math.floor(maxPoints));
  const first = points[0];
  if (!first) return { points: [], segmentStarts: [], indices: [] };
  let ranges = segmentRanges(points.length, segmentStarts);
  const ends = new Set(ranges.flatMap(([from, to]) => [from, to - 1]));
  if (ends.size > budget) ranges = segmentRanges(points.length);
  const starts = ranges.slice(1).map(([from]) => from);
  if (points.length <= budget) {
    return { points: [...points], segmentStarts: starts, indices: points.map((_, i) => i) };
  }
  const frame = localFrame({ latitude: first[0], longitude: first[1] });
  const xy = points.map(([latitude, longitude]) => ({
    x: frame.x(longitude),
    y: frame.y(latitude),
  }));
  const kept = new Set(ranges.flatMap(([from, to]) => [from, to - 1]));
  const open: { from: number; to: number; farthest: number; distance: number }[] = [];
  const split = (from: number, to: number) => {
    if (to - from < 2) return;
    open.push({ from, to, ...farthestBetween(xy, from, to) });
  };
  for (const [from, to] of ranges) split(from, to - 1);
  while (kept.size < budget && open.length > 0) {
    let pick = 0;
    open.forEach((range, i) => {
      if (range.distance > (open[pick]?.distance ?? 0)) pick = i;
    });
    const [range] = open.splice(pick, 1);
    if (!range) break;
    kept.add(range.farthest);
    split(range.from, range.farthest);
    split(range.farthest, range.to);
  }
  const indices = [...kept].sort((a, b) => a - b);
  const startSet = new Set(starts);
  return {
    points: indices.flatMap((i) => (points[i] ? [points[i]] : [])),
    segmentStarts: indices.flatMap((index, k) => (startSet.has(index) ? [k] : [])),
    indices,
  };
}

/** The point strictly between `from` and `to` farthest from the straight line joining them. */
function farthestBetween(
  xy: readonly { x: number; y: number }[],
  from: number,
  to: number,
): { farthest: number; distance: number } {
  const a = xy[from] ?? { x: 0, y: 0 };
  const b = xy[to] ?? a;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  let farthest = from + 1;
  let distance = -1;
  for (let i = from + 1; i < to; i += 1) {
    const p = xy[i] ?? a;
    const t =
      length2 === 0 ? 0 : Math.min(1, Math.max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
    const d = Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
    if (d > distance) [farthest, distance] = [i, d];
  }
  return { farthest, distance };
}
