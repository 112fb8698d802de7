import { TRIP_ACTIVITIES, type TripActivity } from '@server/domain/trip-limits.js';

/**
 * The words devices and apps write in a GPX track's `<type>` (Garmin's and Strava's sport names,
 * lowercase, spaces and hyphens as underscores), by the trip activity they are.
 */
const ACTIVITY_WORDS: Record<TripActivity, readonly string[]> = {
  hike: ['hiking', 'walking', 'walk', 'trekking', 'snowshoeing', 'snowshoe'],
  backpacking: ['thru_hiking', 'fastpacking'],
  bikepacking: [
    'cycling',
    'biking',
    'bike',
    'ride',
    'mountain_biking',
    'mountain_bike',
    'mtb',
    'gravel_cycling',
    'gravel_ride',
    'touring',
  ],
  trail_run: ['trail_running', 'running', 'run', 'trailrun'],
  ski_touring: ['backcountry_skiing', 'backcountry_ski', 'skitouring', 'ski_tour', 'splitboarding'],
  paddling: ['kayaking', 'canoeing', 'rowing', 'sup', 'stand_up_paddling', 'paddle'],
  climbing: ['mountaineering', 'alpine_climbing', 'rock_climbing', 'bouldering'],
  other: [],
};

const BY_WORD = new Map<string, TripActivity>([
  ...TRIP_ACTIVITIES.map((activity): [string, TripActivity] => [activity, activity]),
  ...Object.entries(ACTIVITY_WORDS).flatMap(([activity, words]) =>
    words.map((word): [string, TripActivity] => [word, activity as TripActivity]),
  ),
]);

/**
 * The trip activity a track's type names ("backpacking" as Packtrail writes it, "hiking" or
 * "trail_running" as a watch does), or null for a type that names none (a number, "other").
 */
export function activityOfTrackType(type: string | null): TripActivity | null {
  if (type === null) return null;
  const word = type
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const activity = BY_WORD.get(word);
  return activity === undefined || activity === 'other' ? null : activity;
}
