import { describe, expect, it } from 'vitest';
import type { TripDay } from '@domain/route/trip-days';
import type { TripActivity } from '@client/features/trips/api/trip-activities';
import { plannedAndDone } from './planned-and-done';

const day = (n: number, date: string, distanceM: number): TripDay => ({
  day: n,
  date,
  startAlongM: 0,
  endAlongM: distanceM,
  distanceM,
  gainM: 100 * n,
  lossM: 0,
  movingHours: 2,
  endsAt: null,
});

const activity = (
  localDate: string,
  figures: Partial<Pick<TripActivity, 'distanceM' | 'gainM' | 'movingS' | 'elapsedS'>>,
) =>
  ({
    localDate,
    distanceM: null,
    gainM: null,
    movingS: null,
    elapsedS: null,
    ...figures,
  }) as TripActivity;

describe('plannedAndDone', () => {
  it('sums each day’s activities beside its plan, by the day they happened on', () => {
    const rows = plannedAndDone(
      [day(1, '2026-06-05', 8600), day(2, '2026-06-06', 6300), day(3, '2026-06-07', 0)],
      [
        activity('2026-06-05', { distanceM: 5000, gainM: 300, movingS: 5400 }),
        activity('2026-06-05', { distanceM: 4100, gainM: 150, elapsedS: 4000 }),
        activity('2026-06-06', { distanceM: 6000 }),
        // Outside the trip's days: not counted on any.
        activity('2026-06-09', { distanceM: 1000 }),
      ],
    );
    expect(rows.map((row) => row.done)).toEqual([
      { distanceM: 9100, gainM: 450, movingS: 9400, count: 2 },
      { distanceM: 6000, gainM: 0, movingS: 0, count: 1 },
      { distanceM: 0, gainM: 0, movingS: 0, count: 0 },
    ]);
    expect(rows.map((row) => row.day.day)).toEqual([1, 2, 3]);
  });
});
