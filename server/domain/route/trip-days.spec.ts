import { describe, expect, it } from 'vitest';

import { type MarkerIcon } from '../map-markers.js';
import { movingTimeHours } from './naismith.js';
import { type RoutePoint } from './route-point.js';
import { cumulativeDistances, routeProfile } from './route-profile.js';
import { type TripDaysInput, type TripWaypointInput, tripDays } from './trip-days.js';

/** 301 points north along longitude 10 from latitude 46, 0.001 degree (about 111 m) apart: 33 km. */
const route: RoutePoint[] = Array.from({ length: 301 }, (_, i) => [
  46 + i * 0.001,
  10,
  // Up 300 m over the first 100 points, level, then down 300 m over the last 100.
  1000 + Math.min(i, 100) * 3 - Math.max(0, i - 200) * 3,
]);
const along = cumulativeDistances(route);

/** A waypoint 40 m east of route point `index` (or `eastM` metres east). */
function near(index: number, id: string, icon: MarkerIcon = 'camp', eastM = 40): TripWaypointInput {
  const [latitude, longitude] = route[index] ?? [0, 0];
  const metresPerDegree = 111_320 * Math.cos((latitude * Math.PI) / 180);
  return {
    id,
    name: `Waypoint ${id}`,
    icon,
    latitude,
    longitude: longitude + eastM / metresPerDegree,
  };
}

const base: TripDaysInput = {
  points: route,
  waypoints: [],
  startDate: '2025-07-01',
  endDate: '2025-07-01',
  paceKmh: 5,
  climbMPerHour: 600,
};

describe('tripDays', () => {
  it('gives a day per date without a route, with nothing to walk', () => {
    const days = tripDays({
      ...base,
      points: [],
      endDate: '2025-07-03',
      waypoints: [near(100, 'c')],
    });
    expect(days.map((d) => d.date)).toEqual(['2025-07-01', '2025-07-02', '2025-07-03']);
    expect(days.map((d) => d.day)).toEqual([1, 2, 3]);
    for (const day of days) {
      expect(day).toMatchObject({
        startAlongM: 0,
        endAlongM: 0,
        distanceM: 0,
        gainM: 0,
        movingHours: 0,
        endsAt: null,
      });
    }
  });

  it('makes a day trip one day over the whole route', () => {
    const [day, ...rest] = tripDays(base);
    const profile = routeProfile(route);
    expect(rest).toHaveLength(0);
    expect(day).toMatchObject({ day: 1, date: '2025-07-01', startAlongM: 0, endsAt: null });
    expect(day?.distanceM).toBeCloseTo(profile.distanceM, 6);
    expect(day?.gainM).toBeCloseTo(300, 6);
    expect(day?.lossM).toBeCloseTo(300, 6);
    expect(day?.movingHours).toBeCloseTo(movingTimeHours(profile.distanceM, 300), 6);
  });

  it('cuts the route at camps in their order along it, whatever their order as waypoints', () => {
    const days = tripDays({
      ...base,
      endDate: '2025-07-03',
      waypoints: [near(250, 'second'), near(50, 'water', 'water'), near(100, 'first')],
    });
    expect(days.map((d) => d.endsAt?.waypointId ?? null)).toEqual(['first', 'second', null]);
    expect(days.map((d) => d.endsAt?.name ?? null)).toEqual([
      'Waypoint first',
      'Waypoint second',
      null,
    ]);
    expect(days[0]?.endAlongM).toBeCloseTo(along[100] ?? 0, 0);
    expect(days[1]?.startAlongM).toBe(days[0]?.endAlongM);
    expect(days[1]?.endAlongM).toBeCloseTo(along[250] ?? 0, 0);
    // The stages add up to the route: distance, gain and loss.
    const sum = (pick: (d: (typeof days)[number]) => number) =>
      days.reduce((s, d) => s + pick(d), 0);
    expect(sum((d) => d.distanceM)).toBeCloseTo(along.at(-1) ?? 0, 6);
    expect(sum((d) => d.gainM)).toBeCloseTo(300, 6);
    expect(sum((d) => d.lossM)).toBeCloseTo(300, 6);
    // Day 1 holds the whole climb; day 3 half the descent.
    expect(days[0]?.gainM).toBeCloseTo(300, 0);
    expect(days[2]?.lossM).toBeCloseTo(150, -1);
    expect(days[0]?.movingHours).toBeCloseTo(
      movingTimeHours(days[0]?.distanceM ?? 0, days[0]?.gainM ?? 0),
      6,
    );
  });

  it('ignores camps more than 1 km off the route and camps at its start or end', () => {
    const days = tripDays({
      ...base,
      endDate: '2025-07-02',
      waypoints: [
        near(150, 'far', 'camp', 1500),
        near(0, 'trailhead'),
        near(300, 'end'),
        near(150, 'near', 'camp', 900),
      ],
    });
    expect(days).toHaveLength(2);
    expect(days[0]?.endsAt?.waypointId).toBe('near');
  });

  it('adds rest days at the route’s end when there are more dates than stages', () => {
    const days = tripDays({ ...base, endDate: '2025-07-04', waypoints: [near(100, 'camp')] });
    const end = along.at(-1) ?? 0;
    expect(days).toHaveLength(4);
    expect(days.map((d) => d.date)).toEqual([
      '2025-07-01',
      '2025-07-02',
      '2025-07-03',
      '2025-07-04',
    ]);
    for (const rest of days.slice(2)) {
      expect(rest).toMatchObject({
        distanceM: 0,
        gainM: 0,
        lossM: 0,
        movingHours: 0,
        endsAt: null,
      });
      expect(rest.startAlongM).toBeCloseTo(end, 6);
      expect(rest.endAlongM).toBeCloseTo(end, 6);
    }
  });

  it('gives the days past the end date no date when there are more camps than dates', () => {
    const days = tripDays({ ...base, waypoints: [near(100, 'a'), near(200, 'b')] });
    expect(days.map((d) => d.date)).toEqual(['2025-07-01', null, null]);
  });

  it('gives the same days from distances the caller already has', () => {
    const waypoints = [near(100, 'a'), near(200, 'b')];
    expect(tripDays({ ...base, waypoints, cumulativeM: along })).toEqual(
      tripDays({ ...base, waypoints }),
    );
  });

  it("uses the trip's pace and climb rate for the moving time", () => {
    const [slow] = tripDays({ ...base, paceKmh: 2.5, climbMPerHour: 300 });
    const [normal] = tripDays(base);
    expect(slow?.movingHours).toBeCloseTo((normal?.movingHours ?? 0) * 2, 6);
  });
});

describe('tripDays on a route of several segments', () => {
  // The route's two halves as two outings: the second moved 0.05 degree east (about 3.9 km) and
  // 500 m higher, with a camp at the end of the first.
  const starts = [151];
  const pieces: RoutePoint[] = route.map(([latitude, longitude, elevation], i) =>
    i < 151
      ? [latitude, longitude, elevation]
      : [latitude, longitude + 0.05, (elevation ?? 0) + 500],
  );
  const camp: TripWaypointInput = { ...near(150, 'c'), latitude: 46.15 };
  const input: TripDaysInput = {
    ...base,
    points: pieces,
    segmentStarts: starts,
    waypoints: [camp],
    endDate: '2025-07-02',
  };

  it('walks neither the gap nor its climb', () => {
    const days = tripDays(input);
    const profile = routeProfile(pieces, starts);
    expect(days).toHaveLength(2);
    expect(days[0]?.endsAt?.waypointId).toBe('c');
    expect((days[0]?.distanceM ?? 0) + (days[1]?.distanceM ?? 0)).toBeCloseTo(profile.distanceM, 6);
    // The route's length less the one leg (150 to 151) that is now the gap.
    const gapLeg = (along[151] ?? 0) - (along[150] ?? 0);
    expect(profile.distanceM).toBeCloseTo((along.at(-1) ?? 0) - gapLeg, 0);
    expect(days[0]?.gainM).toBeCloseTo(300, 6);
    expect(days[1]?.gainM).toBe(0);
    expect(days[1]?.lossM).toBeCloseTo(300, 6);
    // Joined, the 500 m step and the 3.9 km across are walked on day 2.
    const joined = tripDays({ ...input, segmentStarts: undefined });
    expect(joined[1]?.gainM).toBeGreaterThan(400);
  });

  it('gives the same days with the caller’s distances as with its own', () => {
    const cumulativeM = cumulativeDistances(pieces, starts);
    expect(tripDays({ ...input, cumulativeM })).toEqual(tripDays(input));
  });
});
