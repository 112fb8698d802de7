import type { ActivityCategory } from './types';

export const ACTIVITIES_PATH = '/api/activities';

export const activityPath = (id: string) => `${ACTIVITIES_PATH}/${encodeURIComponent(id)}`;

/** The overview in the viewer's zone (the browser's), which sets where weeks and days begin. */
export const overviewPath = (timeZone: string) =>
  `${ACTIVITIES_PATH}/overview?timeZone=${encodeURIComponent(timeZone)}`;

/** Which activities the list shows: a category, and started from / before two instants. */
export interface ActivityFilter {
  category: ActivityCategory | null;
  /** ISO instants (with offset), or null for no bound. */
  from: string | null;
  to: string | null;
}

/** A page of the list, latest first, within the filter. */
export function activitiesPagePath(filter: ActivityFilter, cursor: string | null) {
  const query = new URLSearchParams();
  if (filter.category) query.set('category', filter.category);
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `${ACTIVITIES_PATH}?${text}` : ACTIVITIES_PATH;
}
