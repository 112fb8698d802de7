export type Point = [x: number, y: number];

interface ClippedSegment {
  from: Point;
  to: Point;
  cutAtStart: boolean;
  cutAtEnd: boolean;
}

/** Liang-Barsky: the part of the segment p-q inside [0, width] × [0, height], if any. */
function clipSegment(p: Point, q: Point, width: number, height: number): ClippedSegment | null {
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, p[0]],
    [dx, width - p[0]],
    [-dy, p[1]],
    [dy, height - p[1]],
  ];
  for (const [direction, room] of edges) {
    if (direction === 0) {
      if (room < 0) return null;
      continue;
    }
    const t = room / direction;
    if (direction < 0) {
      if (t > t1) return null;
      t0 = Math.max(t0, t);
    } else {
      if (t < t0) return null;
      t1 = Math.min(t1, t);
    }
  }
  if (t1 <= t0) return null;
  return {
    from: t0 > 0 ? [p[0] + t0 * dx, p[1] + t0 * dy] : p,
    to: t1 < 1 ? [p[0] + t1 * dx, p[1] + t1 * dy] : q,
    cutAtStart: t0 > 0,
    cutAtEnd: t1 < 1,
  };
}

/**
 * The parts of a closed ring inside the box [0, width] × [0, height], as open lines that end on
 * the box's edge (or one closed line if the ring lies wholly inside). Marching squares closes
 * every ring round the grid's outside; clipping to the tile drops those closing edges, which
 * lie in the border, and leaves lines that end exactly where the neighbouring tile's begin.
 */
export function clipRing(ring: readonly Point[], width: number, height: number): Point[][] {
  const pieces: Point[][] = [];
  let current: Point[] | null = null;
  let startsAtRingStart = false;
  for (const [k, to] of ring.entries()) {
    const from = ring[k - 1];
    if (!from) continue;
    const segment = clipSegment(from, to, width, height);
    if (!segment) {
      current = null;
      continue;
    }
    if (current && !segment.cutAtStart) {
      current.push(segment.to);
    } else {
      current = [segment.from, segment.to];
      pieces.push(current);
      if (k === 1) startsAtRingStart = !segment.cutAtStart;
    }
    if (segment.cutAtEnd) current = null;
  }
  // A ring cut open part-way round: its last piece runs on into its first.
  const first = pieces[0];
  if (current && startsAtRingStart && first && pieces.length > 1 && current !== first) {
    pieces.shift();
    current.push(...first.slice(1));
  }
  return pieces;
}
