import { describe, expect, it } from 'vitest';

import { distanceM, type LatLon } from './geodesy.js';
import type { RoutePoint } from './route-point.js';
import { cumulativeDistances } from './route-profile.js';
import {
  HIDDEN_ROUTE_END_M,
  hideRouteEnds,
  inPrivacyZone,
  privacyZones,
  type RoutePiece,
} from './route-privacy-zones.js';

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

const at = (point: RoutePoint | undefined): LatLon => {
  if (!point) throw new Error('expected a point');
  return { latitude: point[0], longitude: point[1] };
};

const length = (piece: RoutePiece) =>
  cumulativeDistances(piece.points, piece.segmentStarts).at(-1) ?? 0;

/** A line north from `fromM` to `toM`, a point every `stepM` metres, both ends included. */
const line = (fromM: number, toM: number, stepM: number): RoutePoint[] => {
  const count = Math.floor(Math.abs(toM - fromM) / stepM);
  const sign = Math.sign(toM - fromM);
  const points = Array.from({ length: count + 1 }, (_, i) => north(fromM + sign * i * stepM));
  if (count * stepM !== Math.abs(toM - fromM)) points.push(north(toM));
  return points;
};

/** No kept point is inside a zone (a thousandth of a millimetre of rounding allowed). */
function expectOutside(kept: RoutePiece, centres: RoutePoint[]) {
  for (const point of kept.points) {
    for (const centre of centres) {
      expect(distanceM(at(centre), at(point))).toBeGreaterThan(HIDDEN_ROUTE_END_M - 1e-6);
    }
  }
}

describe('hideRouteEnds', () => {
  it('hides 500 m around each end of a straight route, each cut on its circle', () => {
    const points = line(0, 3000, 130); // the circles cross legs, not points
    const { kept, zones } = hideRouteEnds(points);
    if (!kept) throw new Error('expected a route');
    expect(zones.map((zone) => zone.radiusM)).toEqual([500, 500]);
    expect(distanceM(at(points[0]), at(kept.points[0]))).toBeCloseTo(500, 3);
    expect(distanceM(at(points.at(-1)), at(kept.points.at(-1)))).toBeCloseTo(500, 3);
    expect(length(kept)).toBeCloseTo(2000, 2);
    expect(kept.segmentStarts).toEqual([]);
    expectOutside(kept, [north(0), north(3000)]);
  });

  it('hides the route wherever it passes the start: a loop back to the trailhead, another segment', () => {
    // Out 2 km and back to the trailhead, then a second outing elsewhere that ends the route.
    const out = line(0, 2000, 100);
    const back = line(2000, 0, 100).slice(1);
    const elsewhere = Array.from({ length: 31 }, (_, i) => east(i * 100));
    const points = [...out, ...back, ...elsewhere];
    const { kept } = hideRouteEnds(points, [out.length + back.length]);
    if (!kept) throw new Error('expected a route');
    // The loop leaves the start's circle and comes back into it: out and back from 500 m, then
    // the second segment from its start to 500 m before the finish.
    expect(kept.segmentStarts).toHaveLength(1);
    const [split = 0] = kept.segmentStarts;
    const loop = { points: kept.points.slice(0, split), segmentStarts: [] };
    const second = { points: kept.points.slice(split), segmentStarts: [] };
    expect(length(loop)).toBeCloseTo(3000, 2);
    expect(distanceM(at(north(0)), at(loop.points.at(-1)))).toBeCloseTo(500, 3);
    expect(length(second)).toBeCloseTo(2500, 0);
    expectOutside(kept, [north(0), east(3000)]);
  });

  it('cuts a long leg that passes through a circle with both its ends outside', () => {
    // A hand-drawn route: up 3 km, then one 6 km leg straight back over the start and beyond.
    const points = [north(0), north(3000), north(-3000)];
    const { kept } = hideRouteEnds(points);
    if (!kept) throw new Error('expected a route');
    expect(kept.segmentStarts).toHaveLength(1);
    const [split = 0] = kept.segmentStarts;
    expect(length({ points: kept.points.slice(0, split), segmentStarts: [] })).toBeCloseTo(5000, 1);
    expect(length({ points: kept.points.slice(split), segmentStarts: [] })).toBeCloseTo(2000, 1);
    expectOutside(kept, [north(0), north(-3000)]);
  });

  it('interpolates the elevation where the line meets a circle', () => {
    const points = [north(0, 0), north(3000, 300)];
    const { kept } = hideRouteEnds(points);
    expect(kept?.points[0]?.[2]).toBeCloseTo(50, 3);
    expect(kept?.points.at(-1)?.[2]).toBeCloseTo(250, 3);
  });

  it('drops a route under 1.2 km whole, and one that never leaves the circles', () => {
    expect(hideRouteEnds(line(0, 1000, 100)).kept).toBeNull();
    const wiggle = [...line(0, 400, 100), ...line(400, 0, 100).slice(1), ...line(0, 400, 100)];
    expect(hideRouteEnds([...wiggle, ...line(400, 0, 100).slice(1)]).kept).toBeNull();
    expect(hideRouteEnds([]).zones).toEqual([]);
  });
});

describe('inPrivacyZone', () => {
  it('finds a position inside or on a circle, not one outside', () => {
    const zones = privacyZones([north(0), north(3000)]);
    expect(inPrivacyZone(at(north(499.9)), zones)).toBe(true);
    expect(inPrivacyZone(at(north(2600)), zones)).toBe(true);
    expect(inPrivacyZone(at(north(500.1)), zones)).toBe(false);
    expect(inPrivacyZone(at(north(1500)), zones)).toBe(false);
  });
});
