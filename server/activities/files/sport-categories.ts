/**
 * What category a file's sport names: FIT sport and sub-sport names ('running' + 'trail'), TCX
 * `Sport` attributes ('Running', 'Biking'), GPX track `<type>` words (Strava and Garmin Connect
 * write FIT-like names: 'running', 'trail_running', 'hiking'), Strava's `sport_type` names
 * ('TrailRun', 'MountainBikeRide') and the "Activity Type" words of Strava's bulk export
 * ('Trail Run', 'Mountain Bike Ride'). Case, spaces, hyphens and underscores do not matter.
 */
import type { ActivityCategory } from '@server/domain/activity-categories.js';

/** 'Trail Run', 'trail_run', 'TrailRun' and 'trail-run' are one key: 'trailrun'. */
const keyOf = (name: string): string => name.toLowerCase().replace(/[\s_-]+/g, '');

const NAMES: Record<ActivityCategory, readonly string[]> = {
  hike: ['hike', 'hiking', 'rucking', 'backpacking', 'thru_hiking', 'fastpacking', 'trekking'],
  walk: [
    'walk',
    'walking',
    'casual_walking',
    'speed_walking',
    'indoor_walking',
    'nordic_walking',
    'wheelchair',
    'wheelchair_push_walk',
  ],
  run: [
    'run',
    'running',
    'street_running',
    'road_running',
    'track',
    'track_running',
    'treadmill',
    'treadmill_running',
    'indoor_running',
    'virtual_run',
    'ultra',
    'ultra_run',
    'obstacle',
    'obstacle_run',
    'wheelchair_push_run',
  ],
  'trail-run': ['trail_run', 'trail_running'],
  ride: [
    'ride',
    'cycling',
    'biking',
    'bike',
    'bikepacking',
    'road',
    'road_cycling',
    'road_biking',
    'indoor_cycling',
    'spin',
    'virtual_ride',
    'e_bike_ride',
    'e_biking',
    'e_bike_fitness',
    'commuting',
    'recumbent',
    'hand_cycling',
    'handcycle',
    'velomobile',
    'track_cycling',
  ],
  'mountain-bike': [
    'mountain_bike_ride',
    'mountain_biking',
    'mountain_bike',
    'mtb',
    'mountain',
    'mountain_enduro',
    'mountain_downhill',
    'downhill',
    'e_mountain_bike_ride',
    'e_bike_mountain',
    'e_bike_enduro',
  ],
  gravel: ['gravel_ride', 'gravel_cycling', 'gravel_riding', 'gravel', 'cyclocross'],
  'ski-touring': [
    'backcountry_ski',
    'backcountry_skiing',
    'backcountry',
    'ski_touring',
    'ski_tour',
    'backcountry_skiing_snowboarding',
    'skimo',
    'splitboarding',
  ],
  ski: [
    'alpine_ski',
    'alpine_skiing',
    'nordic_ski',
    'nordic_skiing',
    'cross_country_skiing',
    'cross_country_ski',
    'skate_skiing',
    'resort',
    'resort_skiing',
    'resort_skiing_snowboarding',
    'downhill_skiing',
    'snowboard',
    'snowboarding',
    'ski',
    'skiing',
  ],
  snowshoe: ['snowshoe', 'snowshoeing'],
  swim: ['swim', 'swimming', 'lap_swimming', 'open_water', 'open_water_swimming', 'snorkeling'],
  paddle: [
    'paddle',
    'paddling',
    'kayaking',
    'kayak',
    'canoeing',
    'canoe',
    'rowing',
    'stand_up_paddling',
    'stand_up_paddleboarding',
    'sup',
    'rafting',
    'whitewater',
    'whitewater_rafting_kayaking',
  ],
  climb: [
    'climb',
    'rock_climbing',
    'rock_climb',
    'climbing',
    'bouldering',
    'indoor_climbing',
    'mountaineering',
    'alpine_climbing',
  ],
  other: [
    'training',
    'workout',
    'weight_training',
    'strength_training',
    'fitness_equipment',
    'crossfit',
    'elliptical',
    'stair_stepper',
    'stair_climbing',
    'yoga',
    'pilates',
    'hiit',
    'cardio_training',
    'flexibility_training',
    'indoor_rowing',
    'virtual_row',
    'roller_ski',
    'inline_skate',
    'inline_skating',
    'ice_skate',
    'ice_skating',
    'skateboard',
    'surfing',
    'windsurf',
    'windsurfing',
    'kitesurf',
    'kitesurfing',
    'sail',
    'sailing',
    'golf',
    'soccer',
    'football',
    'tennis',
    'squash',
    'badminton',
    'pickleball',
    'racquetball',
    'table_tennis',
    'horseback_riding',
    'fishing',
    'hunting',
    'geocaching',
  ],
};

const CATEGORY_OF_KEY = new Map<string, ActivityCategory>(
  (Object.entries(NAMES) as [ActivityCategory, readonly string[]][]).flatMap(([category, names]) =>
    names.map((name): [string, ActivityCategory] => [keyOf(name), category]),
  ),
);

/**
 * FIT sub-sports whose meaning depends on their sport ('trail' under cycling is no trail run,
 * 'downhill' under skiing no mountain bike). Keyed `sport/subSport`, as keys.
 */
const CATEGORY_OF_PAIR = new Map<string, ActivityCategory>([
  ['running/trail', 'trail-run'],
  ['cycling/trail', 'mountain-bike'],
  ['cycling/track', 'ride'],
  ['alpineskiing/downhill', 'ski'],
  ['snowboarding/backcountry', 'ski-touring'],
]);

/** Names that say nothing of the sport: the owner picks (a TCX 'Other', FIT 'generic'). */
const NO_CATEGORY = new Set(['generic', 'other', 'all', 'multisport', 'transition'].map(keyOf));

/**
 * The category of a sport and, for FIT, its sub-sport: the pair where it means something of its
 * own, else the sub-sport where it names a category (running + trail is a trail run, cycling +
 * gravel_cycling gravel), else the sport; null for a sport that names none or is unknown.
 */
export function categoryOfSport(
  sport: string | null,
  subSport?: string | null,
): ActivityCategory | null {
  const sportKey = sport === null ? '' : keyOf(sport);
  const subKey = subSport ? keyOf(subSport) : '';
  const pair = CATEGORY_OF_PAIR.get(`${sportKey}/${subKey}`);
  if (pair) return pair;
  const bySub = subKey === '' || NO_CATEGORY.has(subKey) ? undefined : CATEGORY_OF_KEY.get(subKey);
  if (bySub) return bySub;
  if (sportKey === '' || NO_CATEGORY.has(sportKey)) return null;
  return CATEGORY_OF_KEY.get(sportKey) ?? null;
}
