import type { ActivityCategory } from './types';

export const ACTIVITIES_PATH = '/api/activities';

export const activityPath = (id: string) => `${ACTIVITIES_PATH}/${encodeURIComponent(id)}`;

/** The overview in the viewer's zone (the browser's), which sets where weeks and days begin. */
export const overviewPath = (timeZone: string) =>
  `${ACTIVITIES_PATH}/overview?timeZone=${encodeURIComponent(timeZone)}`;

/** A page of the list, latest first, optionally one category. */
export function activitiesPagePath(category: ActivityCategory | null, cursor: string | null) {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `${ACTIVITIES_PATH}?${text}` : ACTIVITIES_PATH;
}
