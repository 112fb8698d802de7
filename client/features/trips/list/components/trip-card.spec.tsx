import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TripSummary } from '@client/features/trips/api/types';
import { TripCard } from './trip-card';

const summary = (gainM: number | null): TripSummary =>
  ({
    id: '0b7c4d1e-1111-4a2b-8c3d-000000000001',
    name: 'Drawn by hand',
    activity: 'hike',
    startDate: '2026-07-10',
    endDate: '2026-07-10',
    days: 1,
    distanceM: 5200,
    gainM,
    mainPack: null,
    preview: [
      [54.5, -3.1],
      [54.52, -3.08],
    ],
    previewSegmentStarts: [],
    isPublic: false,
  }) as unknown as TripSummary;

/** The card's Climb, as it reads. */
function climbOf(gainM: number | null): string | undefined {
  const html = renderToString(
    <MemoryRouter>
      <TripCard trip={summary(gainM)} unit="g" />
    </MemoryRouter>,
  );
  return /<dt>Climb<\/dt><dd>(.*?)<\/dd>/.exec(html)?.[1];
}

describe('a trip’s card', () => {
  it('gives the climb of a route, and says nothing of one whose climb is unknown', () => {
    expect(climbOf(340)).toBe('340 m');
    expect(climbOf(null)).toBe('—');
  });
});
