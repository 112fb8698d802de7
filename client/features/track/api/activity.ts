import useSWR from 'swr';
import { apiFetch } from '@client/lib/api-client';
import { ACTIVITIES_PATH, activityPath } from './activity-paths';
import type { ActivityChanges, ActivityDetail, NewActivity } from './types';

/** One activity, with its laps and its route for the map. */
export const useActivity = (id: string) =>
  useSWR<ActivityDetail>(activityPath(id), (path: string) => apiFetch<ActivityDetail>(path));

/** POST /api/activities: an activity entered by hand; 400 names a field it refuses. */
export const createActivity = (body: NewActivity) =>
  apiFetch<ActivityDetail>(ACTIVITIES_PATH, { method: 'POST', body: JSON.stringify(body) });

/** PATCH /api/activities/:id: what is sent changes. */
export const updateActivity = (id: string, changes: ActivityChanges) =>
  apiFetch<ActivityDetail>(activityPath(id), { method: 'PATCH', body: JSON.stringify(changes) });

export const deleteActivity = (id: string) =>
  apiFetch<void>(activityPath(id), { method: 'DELETE' });
