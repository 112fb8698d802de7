/**
 * What an activity is (issue 22): the categories the tracking area groups by, in the order the
 * screens offer them. Each is also the activity's slug in `/track/{category}`, so they are
 * stable: renaming one breaks bookmarks. Shared with the client.
 */
export const ACTIVITY_CATEGORIES = [
  'hike',
  'walk',
  'run',
  'trail-run',
  'ride',
  'mountain-bike',
  'gravel',
  'ski-touring',
  'ski',
  'snowshoe',
  'swim',
  'paddle',
  'climb',
  'other',
] as const;

export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

const CATEGORY_SET: ReadonlySet<string> = new Set(ACTIVITY_CATEGORIES);

export const isActivityCategory = (value: string): value is ActivityCategory =>
  CATEGORY_SET.has(value);

/** Where an activity came from. Strava and Garmin come with issue 23. */
export const ACTIVITY_SOURCES = ['file', 'device', 'manual', 'strava', 'garmin'] as const;

export type ActivitySource = (typeof ACTIVITY_SOURCES)[number];
