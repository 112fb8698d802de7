/**
 * How close two lines on the map come to each other: an activity's track and a trip's planned
 * route, to tell whether the one walked the other. Both are small (a preview of a few dozen
 * points each), so every vertex of each is measured against every stretch of the other.
 */
import { localFrame, type LatLon } from './geodesy.js';

/** `[latitude, longitude]`, as the previews keep them. */
export type LinePoint = readonly [number, number];

interface Xy {
  x: number;
  y: number;
}

/** From p to the stretch a–b, in the flat frame's metres. */
function toStretch(p: Xy, a: Xy, b: Xy): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const t =
    length2 === 0 ? 0 : Math.min(1, Math.max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}

/** Each vertex of `from` to the nearest stretch (or the only point) of `to`. */
function nearestOneWay(from: readonly Xy[], to: readonly Xy[]): number {
  let nearest = Infinity;
  for (const p of from) {
    if (to.length === 1 && to[0]) nearest = Math.min(nearest, toStretch(p, to[0], to[0]));
    for (let i = 1; i < to.length; i += 1) {
      const a = to[i - 1];
      const b = to[i];
      if (a && b) nearest = Math.min(nearest, toStretch(p, a, b));
    }
  }
  return nearest;
}

const cross = (o: Xy, a: Xy, b: Xy) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** Whether a stretch of one crosses a stretch of the other (nearest vertices miss a crossing). */
function crosses(one: readonly Xy[], other: readonly Xy[]): boolean {
  for (let i = 1; i < one.length; i += 1) {
    const a = one[i - 1];
    const b = one[i];
    if (!a || !b) continue;
    for (let j = 1; j < other.length; j += 1) {
      const c = other[j - 1];
      const d = other[j];
      if (!c || !d) continue;
      if (cross(a, b, c) * cross(a, b, d) < 0 && cross(c, d, a) * cross(c, d, b) < 0) return true;
    }
  }
  return false;
}

/**
 * The least distance in metres between two lines (or single points), measured in a flat frame
 * around the first's first point (0 where they cross): good to a few parts in a thousand within tens of kilometres,
 * and farther than that the answer only needs to be large. Infinity when either is empty.
 */
export function linesApproachM(a: readonly LinePoint[], b: readonly LinePoint[]): number {
  const origin = a[0];
  if (!origin || b.length === 0) return Infinity;
  const frame = localFrame({ latitude: origin[0], longitude: origin[1] } satisfies LatLon);
  const project = (line: readonly LinePoint[]) =>
    line.map(([latitude, longitude]) => ({ x: frame.x(longitude), y: frame.y(latitude) }));
  const xyA = project(a);
  const xyB = project(b);
  if (crosses(xyA, xyB)) return 0;
  return Math.min(nearestOneWay(xyA, xyB), nearestOneWay(xyB, xyA));
}
