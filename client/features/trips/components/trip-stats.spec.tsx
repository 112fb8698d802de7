import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TripDetail } from '@client/features/trips/api/types';
import { tripFigures } from '@client/features/trips/utils/trip-figures';
import { TripStats } from './trip-stats';

const trip = {
  id: 't',
  name: 'Trip',
  startDate: '2026-07-10',
  endDate: '2026-07-10',
  paceKmh: 5,
  climbMPerHour: 600,
  effectiveFoodPerDayGrams: 700,
  waterLitresPerHour: 0.5,
  dayOverrides: [],
  packs: [],
  waypoints: [],
  route: null,
} as unknown as TripDetail;

const mutations = { update: () => Promise.resolve(true) } as never;

/** The figures' terms and values as "Gain: 300 m" lines. */
function statsOf(points: [number, number, number | null][]): string[] {
  const html = renderToString(
    <TripStats
      trip={trip}
      figures={tripFigures(trip, points)}
      mutations={mutations}
      drafting={false}
    />,
  );
  return [...html.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map(([, term, value]) =>
    `${term}: ${value}`.replace(/<!-- -->/g, ''),
  );
}

describe('the trip’s route figures', () => {
  it('give the climb of a route with elevations', () => {
    const stats = statsOf([
      [54.5, -3.1, 200],
      [54.5, -3.05, 500],
    ]);
    expect(stats).toContain('Gain: 300 m');
    expect(stats).toContain('Loss: 0 m');
    expect(stats.some((line) => line.startsWith('Moving time: '))).toBe(true);
  });

  it('say the climb of a route drawn without elevations is unknown, and that the time leaves it out', () => {
    const stats = statsOf([
      [54.5, -3.1, null],
      [54.5, -3.05, null],
    ]);
    expect(stats).toContain('Gain: —');
    expect(stats).toContain('Loss: —');
    expect(stats).toContain('Highest: —');
    expect(stats.some((line) => line.startsWith('Moving time (no climb): '))).toBe(true);
  });
});
