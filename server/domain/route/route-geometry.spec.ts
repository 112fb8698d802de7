import { describe, expect, it } from 'vitest';

import { distanceM } from './geodesy.js';
import {
  nearestAlongRoute,
  simplifyRoute,
  simplifySegments,
  valueAtAlong,
} from './route-geometry.js';
import { type RoutePoint } from './route-point.js';
import { cumulativeDistances } from './route-profile.js';

/** Points every 0.01 degree along the equator from longitude 0 to 0.1. */
const equator: RoutePoint[] = Array.from({ length: 11 }, (_, i) => [0, i * 0.01, null]);
const equatorM = cumulativeDistances(equator);
const metresPerDegree = 111_319.491;

describe('nearestAlongRoute', () => {
  it('projects a point beside the route onto its segment: index, metres along and off', () => {
    const near = nearestAlongRoute(equator, equatorM, { latitude: 0.001, longitude: 0.055 });
    expect(near.index).toBe(5);
    expect(near.alongM).toBeCloseTo(0.055 * metresPerDegree, 0);
    // 0.001 degree of latitude at the equator is 110.574 m on WGS 84.
    expect(near.offM).toBeCloseTo(110.574, 1);
  });

  it('answers the start for a point before it and the end for one past it', () => {
    const before = nearestAlongRoute(equator, equatorM, { latitude: 0, longitude: -0.01 });
    expect(before).toMatchObject({ index: 0, alongM: 0 });
    expect(before.offM).toBeCloseTo(0.01 * metresPerDegree, 2);
    const after = nearestAlongRoute(equator, equatorM, { latitude: 0.002, longitude: 0.2 });
    expect(after.index).toBe(9);
    expect(after.alongM).toBeCloseTo(equatorM.at(-1) ?? 0, 6);
  });

  it('finds the nearest of several passes (a route that doubles back)', () => {
    // Out along latitude 0, back along latitude 0.01: a point at 0.008 is nearer the way back.
    const outAndBack: RoutePoint[] = [
      [0, 0, null],
      [0, 0.1, null],
      [0.01, 0.1, null],
      [0.01, 0, null],
    ];
    const cumulative = cumulativeDistances(outAndBack);
    const near = nearestAlongRoute(outAndBack, cumulative, { latitude: 0.008, longitude: 0.05 });
    expect(near.index).toBe(2);
    expect(near.alongM).toBeCloseTo((cumulative[2] ?? 0) + 0.05 * metresPerDegree, -1);
  });

  it('puts a spot on an out-and-back trail at the first pass (a later one wins only when clearly nearer, above)', () => {
    // Out along latitude 0, back 10 m north of it (a GPS track's two passes of one trail).
    const tenMetres = 10 / 110_574;
    const trail: RoutePoint[] = [
      [0, 0, null],
      [0, 0.1, null],
      [tenMetres, 0.1, null],
      [tenMetres, 0, null],
    ];
    const cumulative = cumulativeDistances(trail);
    // 8 m from the way out, 2 m from the way back: the same place on the trail, reached first
    // going out.
    const onTrail = nearestAlongRoute(trail, cumulative, {
      latitude: 8 / 110_574,
      longitude: 0.03,
    });
    expect(onTrail.index).toBe(0);
    expect(onTrail.alongM).toBeCloseTo(0.03 * metresPerDegree, -1);
    // Passes 10 m apart are never more than 10 m nearer one than the other: always the first.
    const aside = nearestAlongRoute(trail, cumulative, {
      latitude: 70 / 110_574,
      longitude: 0.03,
    });
    expect(aside.index).toBe(0);
  });

  it('answers the one point of a one-point route, and index -1 for an empty route', () => {
    const single: RoutePoint[] = [[46, 7, 500]];
    const near = nearestAlongRoute(single, [0], { latitude: 46.01, longitude: 7 });
    expect(near).toMatchObject({ index: 0, alongM: 0 });
    expect(near.offM).toBeCloseTo(
      distanceM({ latitude: 46, longitude: 7 }, { latitude: 46.01, longitude: 7 }),
      6,
    );
    expect(nearestAlongRoute([], [], { latitude: 0, longitude: 0 })).toEqual({
      index: -1,
      alongM: 0,
      offM: Number.POSITIVE_INFINITY,
    });
  });
});

describe('nearestAlongRoute on a route of several segments', () => {
  // Two pieces along the equator, 0 to 0.04 and 0.06 to 0.1: the gap is no part of the route.
  const starts = [5];
  const pieces: RoutePoint[] = equator.filter((_, i) => i !== 5);
  const piecesM = cumulativeDistances(pieces, starts);

  it('does not stand on the gap: a point beside it is nearest the end of a segment', () => {
    const near = nearestAlongRoute(pieces, piecesM, { latitude: 0.001, longitude: 0.048 }, starts);
    expect(near.index).toBe(3);
    expect(near.alongM).toBeCloseTo(piecesM[4] ?? 0, 6);
    // From 0.048 to the end at 0.04, not 110 m up to the straight line across the gap.
    expect(near.offM).toBeGreaterThan(0.008 * metresPerDegree);
    const across = nearestAlongRoute(pieces, piecesM, { latitude: 0.001, longitude: 0.048 });
    expect(across.index).toBe(4);
    expect(across.offM).toBeCloseTo(110.574, 1);
  });

  it('answers the start of the next segment for a point nearer it, at the same distance along', () => {
    const near = nearestAlongRoute(pieces, piecesM, { latitude: 0, longitude: 0.058 }, starts);
    expect(near).toMatchObject({ index: 5, alongM: piecesM[5] });
    expect(piecesM[5]).toBe(piecesM[4]);
  });

  it('takes a segment of one point as that point', () => {
    const lone: RoutePoint[] = [
      [0, 0, null],
      [0, 0.01, null],
      [0.05, 0.05, null],
      [0, 0.09, null],
      [0, 0.1, null],
    ];
    const loneStarts = [2, 3];
    const cumulative = cumulativeDistances(lone, loneStarts);
    const near = nearestAlongRoute(
      lone,
      cumulative,
      { latitude: 0.049, longitude: 0.05 },
      loneStarts,
    );
    expect(near.index).toBe(2);
    expect(near.offM).toBeCloseTo(110.6, 0);
  });
});

describe('valueAtAlong', () => {
  it('interpolates between the points around a distance and clamps to the ends', () => {
    const along = [0, 100, 300];
    const values = [0, 10, 50];
    expect(valueAtAlong(along, values, 50)).toBe(5);
    expect(valueAtAlong(along, values, 200)).toBe(30);
    expect(valueAtAlong(along, values, 300)).toBe(50);
    expect(valueAtAlong(along, values, -5)).toBe(0);
    expect(valueAtAlong(along, values, 1000)).toBe(50);
    expect(valueAtAlong([], [], 10)).toBe(0);
  });
});

describe('simplifyRoute', () => {
  // An L: 100 points east along the equator, then 100 north; the corner is point 99.
  const ell: RoutePoint[] = [
    ...Array.from({ length: 100 }, (_, i): RoutePoint => [0, i * 0.001, i]),
    ...Array.from({ length: 100 }, (_, i): RoutePoint => [(i + 1) * 0.001, 0.099, 100 + i]),
  ];

  it('keeps the first and last points and the corner, within the budget', () => {
    const three = simplifyRoute(ell, 3);
    expect(three).toEqual([ell[0], ell[99], ell[199]]);
  });

  it('never answers more than maxPoints, in route order', () => {
    const wiggly: RoutePoint[] = Array.from({ length: 5000 }, (_, i) => [
      Math.sin(i / 7) * 0.01,
      i * 0.0001,
      null,
    ]);
    const preview = simplifyRoute(wiggly, 64);
    expect(preview).toHaveLength(64);
    expect(preview[0]).toBe(wiggly[0]);
    expect(preview.at(-1)).toBe(wiggly.at(-1));
    const indices = preview.map((point) => wiggly.indexOf(point));
    expect(indices).toEqual([...indices].sort((a, b) => a - b));
  });

  it('answers a short route whole, and at least its two ends', () => {
    expect(simplifyRoute(ell.slice(0, 10), 64)).toEqual(ell.slice(0, 10));
    expect(simplifyRoute(ell, 0)).toEqual([ell[0], ell[199]]);
    expect(simplifyRoute([], 64)).toEqual([]);
  });

  it('drops points of a straight line first', () => {
    const straight: RoutePoint[] = Array.from({ length: 50 }, (_, i) => [0, i * 0.001, null]);
    const bent: RoutePoint[] = [...straight, [0.01, 0.049, null]];
    expect(simplifyRoute(bent, 3)).toEqual([bent[0], bent[49], bent[50]]);
  });
});

describe('simplifySegments', () => {
  // Three segments of 100 points on parallel wiggly lines.
  const wiggle = (row: number): RoutePoint[] =>
    Array.from({ length: 100 }, (_, i) => [row * 0.01 + Math.sin(i / 5) * 1e-3, i * 0.001, null]);
  const points = [...wiggle(0), ...wiggle(1), ...wiggle(2)];
  const starts = [100, 200];

  it('keeps every segment’s first and last point and answers the breaks in the simplified route', () => {
    const simplified = simplifySegments(points, 24, starts);
    expect(simplified.points).toHaveLength(24);
    const indices = simplified.points.map((point) => points.indexOf(point));
    expect(indices).toEqual(expect.arrayContaining([0, 99, 100, 199, 200, 299]));
    expect(simplified.segmentStarts).toEqual([indices.indexOf(100), indices.indexOf(200)]);
    expect(indices).toEqual([...indices].sort((a, b) => a - b));
    expect(simplified.indices).toEqual(indices);
  });

  it('answers a short route whole with its breaks', () => {
    expect(simplifySegments(points.slice(0, 10), 64, [4])).toEqual({
      points: points.slice(0, 10),
      segmentStarts: [4],
      indices: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    });
    expect(simplifySegments([], 64, [])).toEqual({ points: [], segmentStarts: [], indices: [] });
  });

  it('simplifies as one line when the segments outnumber what the budget can show', () => {
    const simplified = simplifySegments(points, 5, starts);
    expect(simplified.points).toHaveLength(5);
    expect(simplified.segmentStarts).toEqual([]);
    expect(simplified.points).toEqual(simplifyRoute(points, 5));
  });
});
