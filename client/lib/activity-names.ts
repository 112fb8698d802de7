import type { ApiSchema } from '@client/lib/api/schema';

type TripActivity = ApiSchema<'TripActivity'>;

/** What each activity is called on screen, in the order the form offers them. */
export const ACTIVITY_NAMES: Record<TripActivity, string> = {
  hike: 'Hike',
  backpacking: 'Backpacking',
  bikepacking: 'Bikepacking',
  trail_run: 'Trail run',
  ski_touring: 'Ski touring',
  paddling: 'Paddling',
  climbing: 'Climbing',
  other: 'Other',
};

export const ACTIVITY_CHOICES = Object.entries(ACTIVITY_NAMES).map(([activity, name]) => ({
  activity: activity as TripActivity,
  name,
}));

export const isActivity = (value: string): value is TripActivity => value in ACTIVITY_NAMES;
