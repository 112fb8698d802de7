/*
 * The pure part of the route preview: [lat, lon] pairs projected in Web Mercator (as the map
 * draws them, so the outline looks like the route on the map) and fitted into a square.
 */

export type LatLonPair = readonly [latitude: number, longitude: number];

// Web Mercator stops short of the poles.
const MAX_LATITUDE = 85.05112878;

/** Web Mercator on a unit world: x 0..1 west to east, y 0..1 north to south. */
export function mercator([latitude, longitude]: LatLonPair): [number, number] {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const sin = Math.sin((clamped * Math.PI) / 180);
  const x = longitude / 360 + 0.5;
  const y = 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
  return [x, y];
}

/**
 * The longitudes made continuous: a route over the antimeridian (179.9 then -179.9) keeps going
 * east (180.1) instead of jumping across the world.
 */
export function unwrapLongitudes(points: readonly LatLonPair[]): LatLonPair[] {
  const result: LatLonPair[] = [];
  let previous: number | null = null;
  for (const [latitude, longitude] of points) {
    let unwrapped = longitude;
    if (previous !== null) {
      while (unwrapped - previous > 180) unwrapped -= 360;
      while (unwrapped - previous < -180) unwrapped += 360;
    }
    result.push([latitude, unwrapped]);
    previous = unwrapped;
  }
  return result;
}

const isPair = ([latitude, longitude]: LatLonPair) =>
  Number.isFinite(latitude) &&
  Number.isFinite(longitude) &&
  Math.abs(latitude) <= 90 &&
  Math.abs(longitude) <= 180;

/**
 * The points fitted into a `size` square with `padding` on every side, keeping the shape (the
 * longer side fills the square, the other is centred). Points outside the world are dropped; a
 * single place (or a route that never moves) lands in the middle.
 */
export function fitToSquare(
  points: readonly LatLonPair[],
  size: number,
  padding: number,
): [number, number][] {
  const projected = unwrapLongitudes(points.filter(isPair)).map(mercator);
  if (projected.length === 0) return [];
  const xs = projected.map(([x]) => x);
  const ys = projected.map(([, y]) => y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const spanX = Math.max(...xs) - minX;
  const spanY = Math.max(...ys) - minY;
  const span = Math.max(spanX, spanY);
  const inner = size - 2 * padding;
  const scale = span > 0 ? inner / span : 0;
  const offsetX = padding + (inner - spanX * scale) / 2;
  const offsetY = padding + (inner - spanY * scale) / 2;
  return projected.map(([x, y]) => [
    round2(offsetX + (x - minX) * scale),
    round2(offsetY + (y - minY) * scale),
  ]);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Segment starts (indices into `points`) as indices into what fitToSquare keeps of them: each
 * start moves to the next point kept, and a start with no kept point after it, or none before
 * it, splits nothing.
 */
export function keptSegmentStarts(
  points: readonly LatLonPair[],
  segmentStarts: readonly number[],
): number[] {
  const keptBefore: number[] = [0];
  for (const point of points) keptBefore.push((keptBefore.at(-1) ?? 0) + (isPair(point) ? 1 : 0));
  const total = keptBefore.at(-1) ?? 0;
  const starts: number[] = [];
  for (const start of segmentStarts) {
    const kept = keptBefore[start] ?? total;
    if (kept > (starts.at(-1) ?? 0) && kept < total) starts.push(kept);
  }
  return starts;
}

/**
 * An SVG path through the points ("M1 2L3 4…"), a new piece ("M") at each of `segmentStarts`
 * (indices into `points`) so no line crosses the gap before it; empty for none.
 */
export function pathOf(
  points: readonly (readonly [number, number])[],
  segmentStarts: readonly number[] = [],
): string {
  const starts = new Set(segmentStarts);
  return points
    .map(([x, y], index) => `${index === 0 || starts.has(index) ? 'M' : 'L'}${x} ${y}`)
    .join('');
}
