import { describe, expect, it } from 'vitest';
import type { TripDetail, TripWaypoint } from '@client/features/trips/api/types';
import { tripFigures } from './trip-figures';

const waypoint = (changes: Partial<TripWaypoint>): TripWaypoint => ({
  id: 'w',
  name: 'Point',
  note: '',
  latitude: 54.5,
  longitude: -3,
  elevationM: null,
  color: '#2f855a',
  icon: 'generic',
  ...changes,
});

/** A route due east along 54.5° N, 0.1° of longitude (about 6.5 km), up 300 m and down again. */
const points: [number, number, number][] = Array.from({ length: 11 }, (_, i) => [
  54.5,
  -3.1 + i * 0.01,
  i <= 5 ? 200 + i * 60 : 500 - (i - 5) * 60,
]);

const trip = (changes: Partial<TripDetail> = {}): TripDetail =>
  ({
    id: 't',
    name: 'Trip',
    activity: 'hike',
    startDate: '2026-07-10',
    endDate: '2026-07-11',
    days: 2,
    paceKmh: 5,
    climbMPerHour: 600,
    foodPerDayGrams: null,
    effectiveFoodPerDayGrams: 700,
    waterLitresPerHour: 0.5,
    dayOverrides: [],
    packs: [],
    waypoints: [],
    route: { points },
    ...changes,
  }) as TripDetail;

describe('a trip’s figures', () => {
  it('measure the route and time it by Naismith at the trip’s pace', () => {
    const figures = tripFigures(trip());
    expect(figures.profile.distanceM).toBeGreaterThan(6400);
    expect(figures.profile.distanceM).toBeLessThan(6500);
    expect(figures.profile.highestM).toBe(500);
    // 6.45 km at 5 km/h plus the climb at 600 m/h.
    const expected = figures.profile.distanceM / 5000 + figures.profile.gainM / 600;
    expect(figures.movingHours).toBeCloseTo(expected, 6);
    expect(tripFigures(trip({ paceKmh: 2.5 })).movingHours).toBeGreaterThan(figures.movingHours);
  });

  it('know the climb only where the route has elevations', () => {
    expect(tripFigures(trip()).climbKnown).toBe(true);
    const drawn = points.map(([latitude, longitude]): [number, number, null] => [
      latitude,
      longitude,
      null,
    ]);
    const figures = tripFigures(trip(), drawn);
    expect(figures.climbKnown).toBe(false);
    expect(figures.movingHours).toBeCloseTo(figures.profile.distanceM / 5000, 6);
  });

  it('end the first day at a camp on the route, and place waypoints along it', () => {
    const figures = tripFigures(
      trip({
        waypoints: [
          waypoint({ id: 'camp', name: 'Camp', icon: 'camp', longitude: -3.04 }),
          waypoint({ id: 'far', name: 'Far away', latitude: 55, longitude: -3.05 }),
        ],
      }),
    );
    expect(figures.days.map((day) => day.endsAt?.name ?? null)).toEqual(['Camp', null]);
    expect(figures.alongM.get('camp')).toBeGreaterThan(3800);
    expect(figures.alongM.has('far')).toBe(false);
  });

  it('carry the main pack’s base weight, and follow a route being drawn', () => {
    const withPack = trip({
      packs: [
        {
          id: 'p',
          name: 'Kit',
          isMain: true,
          totals: {
            baseMg: 5_000_000,
            totalMg: 6_000_000,
            wornMg: 1_000_000,
            consumableMg: 0,
            packWeightMg: 5_000_000,
            itemCount: 3,
          },
        },
      ],
    });
    const figures = tripFigures(withPack);
    expect(figures.baseMg).toBe(5_000_000);
    expect(figures.budget.heaviest?.totalGrams).toBeGreaterThan(5000 + 1400);
    const drawn = tripFigures(withPack, points.slice(0, 3));
    expect(drawn.profile.distanceM).toBeLessThan(1500);
    expect(tripFigures(trip({ route: null })).days).toHaveLength(2);
  });
});
