import { describe, expect, it } from 'vitest';

import { distanceM } from './geodesy.js';
import type { RoutePoint } from './route-point.js';
import { cumulativeDistances } from './route-profile.js';
import { HIDDEN_ROUTE_END_M, nearPieces, trimRouteEnds } from './trim-route-ends.js';

/** Metres per degree of latitude near 45° N (WGS 84), close enough to lay out test routes. */
const NORTH_PER_DEGREE = 111_132;

/** A point `northM` metres north of 45° N, 6° E (a meridian: distances add up exactly). */
const north = (northM: number, elevation: number | null = null): RoutePoint => [
  45 + northM / NORTH_PER_DEGREE,
  6,
  elevation,
];

/** A point `eastM` metres east of 45° N, 7° E (on another line: a separate outing). */
const east = (eastM: number): RoutePoint => [45, 7 + eastM / 78_847, null];

const length = (points: readonly RoutePoint[], starts: readonly number[] = []) =>
  cumulativeDistances(points, starts).at(-1) ?? 0;

const between = (a: RoutePoint | undefined, b: RoutePoint | undefined) => {
  if (!a || !b) throw new Error('expected two points');
  return distanceM({ latitude: a[0], longitude: a[1] }, { latitude: b[0], longitude: b[1] });
};

/** A line north, a point every `stepM` metres. */
const line = (totalM: number, stepM: number): RoutePoint[] =>
  Array.from({ length: Math.floor(totalM / stepM) + 1 }, (_, i) => north(i * stepM));

describe('trimRouteEnds', () => {
  it('cuts 500 m off each end along the route, interpolating both cut points', () => {
    const points = line(3000, 130); // cuts fall between points, not on them
    const total = length(points);
    const { kept, removed } = trimRouteEnds(points);
    if (!kept) throw new Error('expected a route');
    expect(length(kept.points)).toBeCloseTo(total - 2 * HIDDEN_ROUTE_END_M, 3);
    expect(between(points[0], kept.points[0])).toBeCloseTo(500, 3);
    expect(between(kept.points.at(-1), points.at(-1))).toBeCloseTo(500, 3);
    // Only the points strictly inside the kept stretch, plus the two cut points.
    expect(kept.points.slice(1, -1)).toEqual(points.slice(4, 20));
    expect(kept.segmentStarts).toEqual([]);
    // What was cut off ends (and starts) where the kept part does.
    expect(removed).toHaveLength(2);
    expect(removed[0]?.points.at(-1)).toEqual(kept.points[0]);
    expect(removed[1]?.points[0]).toEqual(kept.points.at(-1));
    expect(length(removed[0]?.points ?? [])).toBeCloseTo(500, 3);
    expect(length(removed[1]?.points ?? [])).toBeCloseTo(500, 3);
  });

  it('interpolates on a single long leg, elevation too', () => {
    const { kept } = trimRouteEnds([north(0, 100), north(2000, 300)]);
    expect(kept?.points).toHaveLength(2);
    const [start, end] = kept?.points ?? [];
    expect(between(north(0), start)).toBeCloseTo(500, 3);
    expect(between(end, north(2000))).toBeCloseTo(500, 3);
    expect(start?.[2]).toBeCloseTo(150, 2);
    expect(end?.[2]).toBeCloseTo(250, 2);
    // A missing elevation at either end of the leg gives none.
    expect(trimRouteEnds([north(0, 100), north(2000)]).kept?.points[0]?.[2]).toBeNull();
  });

  it('measures across segments without the gaps, and keeps the breaks inside', () => {
    // 300 m, a gap, 1,000 m, a gap, 900 m: 2,200 m walked.
    const points = [north(0), north(300), east(0), east(500), east(1000), north(5000), north(5900)];
    const starts = [2, 5];
    expect(length(points, starts)).toBeCloseTo(2200, 0);
    const { kept, removed } = trimRouteEnds(points, starts);
    if (!kept) throw new Error('expected a route');
    // The start cut falls 200 m into the second segment, the end cut 400 m into the third.
    expect(between(east(0), kept.points[0])).toBeCloseTo(200, 1);
    expect(between(north(5000), kept.points.at(-1))).toBeCloseTo(400, 1);
    expect(kept.points.slice(1, -1)).toEqual([east(500), east(1000), north(5000)]);
    expect(kept.segmentStarts).toEqual([3]);
    expect(length(kept.points, kept.segmentStarts)).toBeCloseTo(1200, 1);
    // The start's removed part keeps its own gap.
    expect(removed[0]?.points.slice(0, 3)).toEqual([north(0), north(300), east(0)]);
    expect(removed[0]?.segmentStarts).toEqual([2]);
    expect(removed[1]?.points).toHaveLength(2);
    expect(removed[1]?.segmentStarts).toEqual([]);
  });

  it('maps breaks of the end’s removed part', () => {
    // 2,000 m, then a gap and a last segment of 300 m: the end cut lies 200 m before the gap.
    const points = [north(0), north(2000), east(0), east(300)];
    const { kept, removed } = trimRouteEnds(points, [2]);
    expect(kept?.points).toHaveLength(2);
    expect(kept?.segmentStarts).toEqual([]);
    expect(removed[1]?.points).toEqual([kept?.points[1], north(2000), east(0), east(300)]);
    expect(removed[1]?.segmentStarts).toEqual([2]);
  });

  it('drops a route under 1.2 km whole, and keeps 200 m of one just over', () => {
    const short = line(1150, 50);
    const dropped = trimRouteEnds(short);
    expect(dropped.kept).toBeNull();
    expect(dropped.removed).toEqual([{ points: short, segmentStarts: [] }]);
    expect(trimRouteEnds([north(0)]).kept).toBeNull();
    expect(trimRouteEnds([]).kept).toBeNull();
    const justOver = line(1210, 55);
    expect(length(justOver)).toBeGreaterThan(1200);
    const { kept } = trimRouteEnds(justOver);
    expect(length(kept?.points ?? [])).toBeCloseTo(length(justOver) - 1000, 3);
  });

  it('skips repeated points (legs of no length) when placing a cut', () => {
    const points = [north(0), north(500), north(500), north(1500), north(2000)];
    const { kept } = trimRouteEnds(points);
    // The start cut lies 500 m along: where the repeated point is (to within a millimetre).
    expect(between(kept?.points[0], north(500))).toBeLessThan(0.01);
    expect(length(kept?.points ?? [])).toBeCloseTo(length(points) - 1000, 3);
  });
});

describe('nearPieces', () => {
  const pieces = [
    { points: [north(0), north(500)], segmentStarts: [] },
    { points: [north(4000)], segmentStarts: [] },
  ];

  it('finds a position within the radius of a piece’s line or lone point', () => {
    expect(nearPieces(pieces, { latitude: north(250)[0], longitude: 6.005 })).toBe(true); // ~390 m off
    expect(nearPieces(pieces, { latitude: north(4400)[0], longitude: 6 })).toBe(true);
    expect(nearPieces(pieces, { latitude: north(1100)[0], longitude: 6 })).toBe(false);
    expect(nearPieces(pieces, { latitude: north(250)[0], longitude: 6.01 })).toBe(false); // ~790 m
  });
});
