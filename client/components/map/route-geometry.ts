/*
 * Pure geometry for the route line's hover: which route point the pointer is nearest, in a flat
 * projection (Web Mercator pixels at any one zoom: distances on screen are these times a
 * constant, so "nearest on screen" is "nearest here").
 */

export type Point = readonly [x: number, y: number];

/**
 * The index of the route point nearest to `target` along the line: the nearest segment first
 * (so on a hairpin the pointer picks the leg it is on, not a closer vertex of the other leg),
 * then whichever of that segment's two ends is nearer. With `segmentStarts` (indices into
 * `points` where a new piece of the route begins) the gap before each start is no line: a
 * pointer there is nearest an end of a piece. Null for no points.
 */
export function nearestIndexOnLine(
  points: readonly Point[],
  target: Point,
  segmentStarts: readonly number[] = [],
): number | null {
  if (points.length === 0) return null;
  if (points.length === 1) return 0;
  const starts = new Set(segmentStarts);
  const [tx, ty] = target;
  let best = 0;
  let bestDistance = Infinity;
  const consider = (distance: number, index: number) => {
    if (distance < bestDistance) [bestDistance, best] = [distance, index];
  };
  for (let i = 0; i < points.length; i += 1) {
    const a = points[i];
    if (!a) continue;
    const [ax, ay] = a;
    const b = starts.has(i + 1) ? undefined : points[i + 1];
    if (!b) {
      // The last point of a piece: on its own only when the piece is this one point.
      if (i === 0 || starts.has(i)) consider((tx - ax) ** 2 + (ty - ay) ** 2, i);
      continue;
    }
    const [bx, by] = b;
    const dx = bx - ax;
    const dy = by - ay;
    const lengthSquared = dx * dx + dy * dy;
    const t =
      lengthSquared === 0
        ? 0
        : Math.max(0, Math.min(1, ((tx - ax) * dx + (ty - ay) * dy) / lengthSquared));
    const px = ax + t * dx - tx;
    const py = ay + t * dy - ty;
    consider(px * px + py * py, t <= 0.5 ? i : i + 1);
  }
  return best;
}

/** A route as the map draws it: its pieces, and each drawn point's index in the caller's list. */
export interface RouteLineParts<T> {
  /** One list of positions per piece of the route (a piece of one point draws no line). */
  pieces: T[][];
  /** The caller's index of each drawn point, in drawing order (pieces one after the other). */
  indexes: number[];
  /** Where each piece after the first begins among the drawn points. */
  starts: number[];
}

/**
 * The caller's points cut into pieces at `segmentStarts` (indices into `points`), leaving out
 * the points `keep` refuses (off the world): a start whose point is left out begins its piece at
 * the next point kept, and a piece left with no point is no piece.
 */
export function routeLineParts<P, T>(
  points: readonly P[],
  segmentStarts: readonly number[] | undefined,
  toDrawn: (point: P) => T | null,
): RouteLineParts<T> {
  const starts = new Set(segmentStarts ?? []);
  const parts: RouteLineParts<T> = { pieces: [], indexes: [], starts: [] };
  let piece: T[] | null = null;
  points.forEach((point, index) => {
    if (starts.has(index)) piece = null;
    const drawn = toDrawn(point);
    if (drawn === null) return;
    if (piece === null) {
      piece = [];
      if (parts.pieces.length > 0) parts.starts.push(parts.indexes.length);
      parts.pieces.push(piece);
    }
    piece.push(drawn);
    parts.indexes.push(index);
  });
  return parts;
}
