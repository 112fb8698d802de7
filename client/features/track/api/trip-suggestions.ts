import useSWR from 'swr';
import { apiFetch } from '@client/lib/api-client';
import type { ApiSchema } from '@client/lib/api/schema';
import { activityPath } from './activity-paths';

export type TripSuggestion = ApiSchema<'TripSuggestionDto'>;

export const tripSuggestionsPath = (activityId: string) =>
  `${activityPath(activityId)}/trip-suggestions`;

/** The trips an activity looks like part of (on their days, near their route); none once linked. */
export const useTripSuggestions = (activityId: string) =>
  useSWR<{ trips: TripSuggestion[] }>(tripSuggestionsPath(activityId), (path: string) =>
    apiFetch<{ trips: TripSuggestion[] }>(path),
  );
