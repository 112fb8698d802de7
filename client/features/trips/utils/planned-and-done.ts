import type { TripDay } from '@domain/route/trip-days';
import type { TripActivity } from '@client/features/trips/api/trip-activities';

/** What was recorded on one day of a trip, summed over its linked activities. */
export interface DoneDay {
  distanceM: number;
  gainM: number;
  /** In motion (the elapsed time where an activity has no moving time). */
  movingS: number;
  count: number;
}

export interface PlannedAndDone {
  day: TripDay;
  done: DoneDay;
}

const NOTHING: DoneDay = { distanceM: 0, gainM: 0, movingS: 0, count: 0 };

/**
 * The trip's days side by side with what its linked activities recorded on each (by the day
 * they happened on where they happened). Activities on no day of the trip (its dates moved)
 * are left out here; the list of activities still names them.
 */
export function plannedAndDone(
  days: readonly TripDay[],
  activities: readonly TripActivity[],
): PlannedAndDone[] {
  const byDate = new Map<string, DoneDay>();
  for (const activity of activities) {
    const sum = byDate.get(activity.localDate) ?? NOTHING;
    byDate.set(activity.localDate, {
      distanceM: sum.distanceM + (activity.distanceM ?? 0),
      gainM: sum.gainM + (activity.gainM ?? 0),
      movingS: sum.movingS + (activity.movingS ?? activity.elapsedS ?? 0),
      count: sum.count + 1,
    });
  }
  return days.map((day) => ({
    day,
    done: (day.date ? byDate.get(day.date) : undefined) ?? NOTHING,
  }));
}
