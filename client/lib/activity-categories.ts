import type { ApiSchema } from '@client/lib/api/schema';

type ActivityCategory = ApiSchema<'ActivityCategory'>;

/** What each category is called on screen, in the order the forms and filters offer them. */
export const CATEGORY_NAMES: Record<ActivityCategory, string> = {
  hike: 'Hike',
  walk: 'Walk',
  run: 'Run',
  'trail-run': 'Trail run',
  ride: 'Ride',
  'mountain-bike': 'Mountain bike',
  gravel: 'Gravel',
  'ski-touring': 'Ski touring',
  ski: 'Ski',
  snowshoe: 'Snowshoe',
  swim: 'Swim',
  paddle: 'Paddle',
  climb: 'Climb',
  other: 'Other',
};

export const CATEGORY_CHOICES = Object.entries(CATEGORY_NAMES).map(([category, name]) => ({
  category: category as ActivityCategory,
  name,
}));

export const isCategory = (value: string): value is ActivityCategory => value in CATEGORY_NAMES;

/** Categories whose speed reads as a pace (time per kilometre) rather than km/h. */
const BY_PACE: ReadonlySet<ActivityCategory> = new Set([
  'hike',
  'walk',
  'run',
  'trail-run',
  'snowshoe',
]);

export const showsPace = (category: ActivityCategory): boolean => BY_PACE.has(category);
