import { type Point } from './clip-lines';

/** Squared distance from p to the segment a-b. */
function distanceToSegmentSquared(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared > 0
      ? Math.min(1, Math.max(0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSquared))
      : 0;
  const x = a[0] + t * dx - p[0];
  const y = a[1] + t * dy - p[1];
  return x * x + y * y;
}

/**
 * Douglas-Peucker: the line with the points dropped that lie within `tolerance` pixels of the
 * line without them. Marching squares puts a point in every pixel a line crosses; most are not
 * needed to draw it. The ends stay, so lines still meet their neighbours' at the seams.
 */
export function simplifyLine(points: readonly Point[], tolerance: number): Point[] {
  if (points.length <= 2 || tolerance <= 0) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const limit = tolerance * tolerance;
  const spans: [number, number][] = [[0, points.length - 1]];
  for (let span = spans.pop(); span; span = spans.pop()) {
    const [first, last] = span;
    const a = points[first];
    const b = points[last];
    if (!a || !b) continue;
    let farthest = -1;
    let farthestDistance = limit;
    for (let k = first + 1; k < last; k += 1) {
      const point = points[k];
      const distance = point ? distanceToSegmentSquared(point, a, b) : 0;
      if (distance > farthestDistance) {
        farthest = k;
        farthestDistance = distance;
      }
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    spans.push([first, farthest], [farthest, last]);
  }
  return points.filter((_, k) => keep[k] === 1);
}
