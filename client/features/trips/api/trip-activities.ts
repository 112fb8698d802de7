import useSWR from 'swr';
import { apiFetch } from '@client/lib/api-client';
import type { ApiSchema } from '@client/lib/api/schema';
import { tripPath } from './trip-paths';

type TripActivitiesWire = ApiSchema<'TripActivitiesDto'>;
type TripActivityWire = ApiSchema<'TripActivityDto'>;

/** An activity linked to the trip: its day where it happened, and its line for the trip's map. */
export type TripActivity = Omit<TripActivityWire, 'preview' | 'line'> & {
  preview: [number, number][];
  line: [number, number][];
};

export type SuggestedActivity = TripActivitiesWire['suggestions'][number];

export interface TripActivities {
  activities: TripActivity[];
  suggestions: SuggestedActivity[];
}

export const tripActivitiesPath = (tripId: string) => `${tripPath(tripId)}/activities`;

/**
 * The activities linked to the trip, and those recorded on its days near its route that are
 * linked to none (GET /api/trips/:id/activities).
 */
export const useTripActivities = (tripId: string) =>
  useSWR<TripActivities>(tripActivitiesPath(tripId), (path: string) =>
    apiFetch<TripActivities>(path),
  );

/** Links an activity to the trip, or unlinks it (null): PATCH /api/activities/:id. */
export const linkActivity = (activityId: string, tripId: string | null) =>
  apiFetch<unknown>(`/api/activities/${encodeURIComponent(activityId)}`, {
    method: 'PATCH',
    body: JSON.stringify({ tripId }),
  });
