/**
 * The route outline of a trip's preview: the route simplified, projected in Web Mercator (as the
 * map draws it, so the shape is the one people know) and fitted into the card's panel, one path
 * per segment so separate tracks are not joined by straight lines. Pure and unit tested.
 */
import type { RoutePoint } from '@server/domain/route/route-point.js';
import { segmentRanges } from '@server/domain/route/route-segments.js';
import { simplifySegments } from '@server/domain/route/route-geometry.js';

/** Points kept of a route: plenty for a 500-pixel outline, few enough for a small SVG. */
export const OUTLINE_MAX_POINTS = 400;

// Web Mercator stops short of the poles.
const MAX_LATITUDE = 85.05112878;

/** Web Mercator on a unit world: x west to east, y north to south (longitude unwrapped). */
export function mercator(latitude: number, longitude: number): [x: number, y: number] {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return [longitude / 360 + 0.5, 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)];
}

/** The longitudes made continuous: 179.9 then -179.9 goes on east (180.1), not round the world. */
function unwrapLongitudes(points: readonly RoutePoint[]): RoutePoint[] {
  let previous: number | null = null;
  return points.map(([latitude, longitude, elevation]): RoutePoint => {
    let unwrapped = longitude;
    if (previous !== null) {
      while (unwrapped - previous > 180) unwrapped -= 360;
      while (unwrapped - previous < -180) unwrapped += 360;
    }
    previous = unwrapped;
    return [latitude, unwrapped, elevation];
  });
}

/** The box around projected points (a loop: 50,000 points are too many to spread into Math.min). */
function bounds(xy: readonly [number, number][]): {
  minX: number;
  minY: number;
  spanX: number;
  spanY: number;
} {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of xy) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return { minX, minY, spanX: maxX - minX, spanY: maxY - minY };
}

/** Routes longer than this are thinned out before they are simplified. */
const THIN_ABOVE = 2_000;
/** A point nearer than this share of the route's extent to the last one kept adds nothing seen. */
const THIN_SHARE = 1 / 2_000;

/**
 * A long route with the points that are too near the last one kept to show left out (each
 * segment keeps its ends), in one pass: the simplification that follows spends time in
 * proportion to points x budget, and a 50,000-point track would take a tenth of a second of
 * the request's thread.
 */
function thinOut(
  points: readonly RoutePoint[],
  starts: readonly number[],
): { points: RoutePoint[]; starts: number[] } {
  if (points.length <= THIN_ABOVE) return { points: [...points], starts: [...starts] };
  const xy = points.map(([latitude, longitude]) => mercator(latitude, longitude));
  const { spanX, spanY } = bounds(xy);
  const extent = Math.max(spanX, spanY);
  const nearest = (extent * THIN_SHARE) ** 2;
  const kept: RoutePoint[] = [];
  const keptStarts: number[] = [];
  for (const [from, to] of segmentRanges(points.length, starts)) {
    if (from > 0) keptStarts.push(kept.length);
    let last: [number, number] | undefined;
    for (let i = from; i < to; i++) {
      const here = xy[i];
      const point = points[i];
      if (!here || !point) continue;
      const far = !last || (here[0] - last[0]) ** 2 + (here[1] - last[1]) ** 2 >= nearest;
      if (far || i === to - 1) {
        kept.push(point);
        last = here;
      }
    }
  }
  return { points: kept, starts: keptStarts };
}

export interface OutlineBox {
  width: number;
  height: number;
  /** Kept clear on every side (the line's width and round ends need room). */
  padding: number;
}

const isPlace = ([latitude, longitude]: RoutePoint): boolean =>
  Number.isFinite(latitude) &&
  Number.isFinite(longitude) &&
  Math.abs(latitude) <= 90 &&
  Math.abs(longitude) <= 180;

/** A number for a path: one decimal is a tenth of a pixel. */
const n = (value: number): string => String(Math.round(value * 10) / 10);

/**
 * Each segment's outline as an SVG path in a `width` x `height` box: the route's longer side
 * fills the box within its padding, the other is centred, north up. Longitudes are unwrapped
 * (a route over the antimeridian stays whole). A segment of one point, or a route that never
 * moves, is a dot (a zero-length line that round caps draw). [] for no usable point.
 */
export function routeOutline(
  points: readonly RoutePoint[],
  segmentStarts: readonly number[],
  box: OutlineBox,
): string[] {
  const usable: RoutePoint[] = [];
  const starts: number[] = [];
  // Unusable points are dropped; a segment keeps its start at the first point left of it.
  const ranges = segmentRanges(points.length, segmentStarts);
  for (const [from, to] of ranges) {
    const before = usable.length;
    for (let i = from; i < to; i++) {
      const point = points[i];
      if (point && isPlace(point)) usable.push(point);
    }
    if (usable.length > before && before > 0) starts.push(before);
  }
  const thinned = thinOut(unwrapLongitudes(usable), starts);
  const simple = simplifySegments(thinned.points, OUTLINE_MAX_POINTS, thinned.starts);
  if (simple.points.length === 0) return [];
  const xy = simple.points.map(([latitude, longitude]) => mercator(latitude, longitude));
  const { minX, minY, spanX, spanY } = bounds(xy);
  const innerWidth = Math.max(0, box.width - 2 * box.padding);
  const innerHeight = Math.max(0, box.height - 2 * box.padding);
  const span = Math.max(spanX / innerWidth || 0, spanY / innerHeight || 0);
  const scale = span > 0 ? 1 / span : 0;
  const offsetX = (box.width - spanX * scale) / 2;
  const offsetY = (box.height - spanY * scale) / 2;
  const place = ([x, y]: [number, number]): [number, number] => [
    offsetX + (x - minX) * scale,
    offsetY + (y - minY) * scale,
  ];
  return segmentRanges(xy.length, simple.segmentStarts).map(([from, to]) => {
    const placed = xy.slice(from, to).map(place);
    const [first, ...rest] = placed;
    if (!first) return '';
    const start = `M${n(first[0])} ${n(first[1])}`;
    if (rest.length === 0) return `${start} h0.1`;
    return `${start} ${rest.map(([x, y]) => `L${n(x)} ${n(y)}`).join(' ')}`;
  });
}
