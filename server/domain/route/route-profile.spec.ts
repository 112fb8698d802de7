import { describe, expect, it } from 'vitest';

import { distanceM } from './geodesy.js';
import { type RoutePoint, cumulativeDistances, routeProfile } from './route-profile.js';

/** Points every 0.01 degree along the equator from longitude 0 to `toLongitude`. */
const equatorRoute = (toLongitude: number, elevation: (i: number) => number | null = () => null) =>
  Array.from({ length: Math.round(toLongitude / 0.01) + 1 }, (_, i): RoutePoint => [
    0,
    i * 0.01,
    elevation(i),
  ]);

describe('routeProfile', () => {
  it('measures a route geodesically, point by point from the start', () => {
    const points = equatorRoute(1);
    const profile = routeProfile(points);
    expect(profile.cumulativeM).toHaveLength(points.length);
    expect(profile.cumulativeM[0]).toBe(0);
    expect(profile.cumulativeM[50]).toBeCloseTo(111_319.491 / 2, 2);
    expect(profile.distanceM).toBeCloseTo(111_319.491, 2);
  });

  it('does not lengthen a route for its climbing (distances are on the map)', () => {
    const flat = routeProfile(equatorRoute(0.1, () => 0));
    const steep = routeProfile(equatorRoute(0.1, (i) => i * 100));
    expect(steep.distanceM).toBe(flat.distanceM);
  });

  it('gives gain, loss, highest and lowest with the filter', () => {
    // 1.1 km apart: up 300 m over five points, down 100 m, with a 2 m wobble that does not count.
    const elevations = [1000, 1100, 1200, 1198, 1300, 1250, 1200];
    const profile = routeProfile(equatorRoute(0.06, (i) => elevations[i] ?? null));
    expect(profile.gainM).toBe(300);
    expect(profile.lossM).toBe(100);
    expect(profile.highestM).toBe(1300);
    expect(profile.lowestM).toBe(1000);
  });

  it('gives null extremes and no gain without elevations, and zeros for an empty route', () => {
    const profile = routeProfile(equatorRoute(0.05));
    expect(profile).toMatchObject({ gainM: 0, lossM: 0, highestM: null, lowestM: null });
    expect(routeProfile([])).toEqual({
      cumulativeM: [],
      distanceM: 0,
      gainM: 0,
      lossM: 0,
      highestM: null,
      lowestM: null,
    });
  });

  it('takes extremes from the points that have an elevation', () => {
    const profile = routeProfile([
      [46, 7, null],
      [46.001, 7, 1500],
      [46.002, 7, null],
      [46.003, 7, 1490],
    ]);
    expect(profile.highestM).toBe(1500);
    expect(profile.lowestM).toBe(1490);
  });
});

describe('cumulativeDistances', () => {
  it('adds the geodesic legs', () => {
    const points: RoutePoint[] = [
      [46, 7, null],
      [46.5, 7.5, null],
      [47, 7, null],
    ];
    const leg1 = distanceM({ latitude: 46, longitude: 7 }, { latitude: 46.5, longitude: 7.5 });
    const leg2 = distanceM({ latitude: 46.5, longitude: 7.5 }, { latitude: 47, longitude: 7 });
    expect(cumulativeDistances(points)).toEqual([0, leg1, leg1 + leg2]);
  });
});

describe('a route of several segments', () => {
  // Two walks 0.1 degree apart: 0 to 0.05 east along the equator, then 0.15 to 0.2.
  const first = equatorRoute(0.05, (i) => 100 + i * 20);
  const second = equatorRoute(0.05, (i) => 600 - i * 10).map(
    ([latitude, longitude, elevation]): RoutePoint => [latitude, longitude + 0.15, elevation],
  );
  const points = [...first, ...second];
  const starts = [first.length];

  it('does not walk the gap: the distance stands still from one segment to the next', () => {
    const cumulative = cumulativeDistances(points, starts);
    const one = cumulativeDistances(first);
    expect(cumulative[first.length]).toBe(cumulative[first.length - 1]);
    expect(cumulative.at(-1)).toBeCloseTo(2 * (one.at(-1) ?? 0), 6);
    // Joined, the same points are 0.1 degree longer.
    expect(cumulativeDistances(points).at(-1)).toBeCloseTo(0.2 * 111_319.491, 0);
  });

  it('counts no climb from the end of one segment to the start of the next', () => {
    // Up 100 m on the first, down 50 m on the second; joined, the 500 m step between them counts.
    const profile = routeProfile(points, starts);
    expect(profile.gainM).toBe(100);
    expect(profile.lossM).toBe(50);
    expect(profile.distanceM).toBeCloseTo(0.1 * 111_319.491, 0);
    expect(profile.highestM).toBe(600);
    expect(routeProfile(points).gainM).toBe(500);
  });

  it('is one segment without starts, or with an empty list', () => {
    expect(routeProfile(points, [])).toEqual(routeProfile(points));
  });
});
