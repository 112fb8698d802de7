import { tripPhase, type TripPhase } from '@domain/route/trip-dates';
import type { TripSummary } from '@client/features/trips/api/types';

export interface TripGroup {
  phase: TripPhase;
  title: string;
  trips: TripSummary[];
}

const TITLES: Record<TripPhase, string> = {
  in_progress: 'In progress',
  upcoming: 'Upcoming',
  past: 'Past',
};

/**
 * The trips by where they stand on `today` (the user's own calendar date): in progress first,
 * then upcoming (soonest first: the next one is what you plan), then past (latest first).
 * Groups without trips are left out.
 */
export function tripGroups(trips: readonly TripSummary[], today: string): TripGroup[] {
  const by: Record<TripPhase, TripSummary[]> = { in_progress: [], upcoming: [], past: [] };
  for (const trip of trips) by[tripPhase(trip.startDate, trip.endDate, today)].push(trip);
  const soonest = (a: TripSummary, b: TripSummary) =>
    a.startDate.localeCompare(b.startDate) || a.name.localeCompare(b.name);
  by.upcoming.sort(soonest);
  by.in_progress.sort(soonest);
  by.past.sort((a, b) => -soonest(a, b));
  return (['in_progress', 'upcoming', 'past'] as const)
    .filter((phase) => by[phase].length > 0)
    .map((phase) => ({ phase, title: TITLES[phase], trips: by[phase] }));
}
