/*
 * Pure geometry for the route line's hover: which route point the pointer is nearest, in a flat
 * projection (Web Mercator pixels at any one zoom: distances on screen are these times a
 * constant, so "nearest on screen" is "nearest here").
 */

export type Point = readonly [x: number, y: number];

/**
 * The index of the route point nearest to `target` along the line: the nearest segment first
 * (so on a hairpin the pointer picks the leg it is on, not a closer vertex of the other leg),
 * then whichever of that segment's two ends is nearer. Null for no points.
 */
export function nearestIndexOnLine(points: readonly Point[], target: Point): number | null {
  if (points.length === 0) return null;
  if (points.length === 1) return 0;
  const [tx, ty] = target;
  let best = 0;
  let bestDistance = Infinity;
  for (let i = 0; i < points.length - 1; i += 1) {
    const a = points[i];
    const b = points[i + 1];
    if (!a || !b) continue;
    const [ax, ay] = a;
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
    const distance = px * px + py * py;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = t <= 0.5 ? i : i + 1;
    }
  }
  return best;
}
