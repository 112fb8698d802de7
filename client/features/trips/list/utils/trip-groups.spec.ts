import { describe, expect, it } from 'vitest';
import type { TripSummary } from '@client/features/trips/api/types';
import { tripGroups } from './trip-groups';

const trip = (name: string, startDate: string, endDate = startDate): TripSummary => ({
  id: name,
  name,
  activity: 'hike',
  startDate,
  endDate,
  days: 1,
  distanceM: 0,
  gainM: 0,
  mainPack: null,
  preview: [],
  previewSegmentStarts: [],
  latitude: null,
  longitude: null,
  isPublic: false,
  hideRouteEnds: false,
  showActivities: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const namesOf = (groups: ReturnType<typeof tripGroups>) =>
  groups.map((group) => [group.title, group.trips.map((t) => t.name)]);

describe('the trips list’s groups', () => {
  it('puts trips in progress first, then upcoming soonest first, then past latest first', () => {
    const trips = [
      trip('Alps', '2026-08-01', '2026-08-10'),
      trip('Skye', '2026-06-20', '2026-06-25'),
      trip('Today walk', '2026-06-14'),
      trip('Cairngorms', '2026-06-10', '2026-06-14'),
      trip('Snowdon', '2026-05-01'),
      trip('Lakes', '2026-06-01', '2026-06-03'),
    ];
    expect(namesOf(tripGroups(trips, '2026-06-14'))).toEqual([
      ['In progress', ['Cairngorms', 'Today walk']],
      ['Upcoming', ['Skye', 'Alps']],
      ['Past', ['Lakes', 'Snowdon']],
    ]);
  });

  it('leaves out groups without trips', () => {
    expect(namesOf(tripGroups([trip('Skye', '2026-06-20')], '2026-06-14'))).toEqual([
      ['Upcoming', ['Skye']],
    ]);
    expect(tripGroups([], '2026-06-14')).toEqual([]);
  });
});
