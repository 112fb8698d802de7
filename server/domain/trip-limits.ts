/**
 * What a trip may hold and the bounds of its figures: one source for the server's validation, the
 * database's checks (the trips migration writes the same numbers) and the client's forms (pure
 * ECMAScript: the client reaches it as `@domain/trip-limits`). A trip's and a waypoint's name
 * share NAME_MAX_LENGTH, its description DESCRIPTION_MAX_LENGTH and its notes NOTES_MAX_LENGTH
 * with the rest of the app (limits.ts).
 */

/** What the trip is: its icon and its list filter. */
export const TRIP_ACTIVITIES = [
  'hike',
  'backpacking',
  'bikepacking',
  'trail_run',
  'ski_touring',
  'paddling',
  'climbing',
  'other',
] as const;

export type TripActivity = (typeof TRIP_ACTIVITIES)[number];

export const DEFAULT_TRIP_ACTIVITY: TripActivity = 'hike';

/**
 * Where a route's elevations came from: all from the file (or the drawing), all from the
 * elevation tiles, some of each, or none at all (no elevation anywhere, or no tiles to ask).
 */
export const ELEVATION_SOURCES = ['file', 'tiles', 'mixed', 'none'] as const;

export type ElevationSource = (typeof ELEVATION_SOURCES)[number];

/** The longest trip, in calendar days (a day trip is 1): the day-by-day view stays readable. */
export const MAX_TRIP_DAYS = 60;

/** The packs one trip takes (one of them the main pack). */
export const MAX_TRIP_PACKS = 20;

/** The waypoints one trip holds: far more than camps and water sources on a long trail. */
export const MAX_TRIP_WAYPOINTS = 500;

/** A waypoint's note, in characters. */
export const TRIP_WAYPOINT_NOTE_MAX_LENGTH = 2000;

/**
 * The points of one route: a GPS track of a long day at one point a second is about 40,000;
 * 50,000 points are about 1.3 MB of JSON tuples.
 */
export const MAX_ROUTE_POINTS = 50_000;

/** The largest GPX or KML file an import takes, in megabytes (MiB). */
export const MAX_ROUTE_FILE_MB = 10;

export const MAX_ROUTE_FILE_BYTES = MAX_ROUTE_FILE_MB * 1024 * 1024;

/** Walking (or riding, paddling) pace on the flat, km/h, for Naismith's rule. */
export const PACE_KMH_MIN = 0.5;
export const PACE_KMH_MAX = 50;

/** Climbing rate, metres of ascent per hour, for Naismith's rule. */
export const CLIMB_M_PER_HOUR_MIN = 50;
export const CLIMB_M_PER_HOUR_MAX = 3000;

/** A new trip's pace and climbing rate: Naismith's own (route/naismith.ts). */
export { DEFAULT_CLIMB_M_PER_HOUR, DEFAULT_PACE_KMH } from './route/naismith.js';

/** Food per day, grams: the account's default and a trip's own figure. */
export const FOOD_PER_DAY_GRAMS_MIN = 0;
export const FOOD_PER_DAY_GRAMS_MAX = 5000;
export const DEFAULT_FOOD_PER_DAY_GRAMS = 700;

/** Water drunk per hour of moving time, litres. */
export const WATER_LITRES_PER_HOUR_MIN = 0;
export const WATER_LITRES_PER_HOUR_MAX = 5;
export const DEFAULT_WATER_LITRES_PER_HOUR = 0.5;

/** One day's food and water set by hand (over what the trip's figures give). */
export const DAY_FOOD_GRAMS_MAX = 10_000;
export const DAY_WATER_LITRES_MAX = 50;

/**
 * The elevations a route point or a waypoint may have, in metres: from the deepest sea floor
 * (the elevation tiles hold bathymetry, which a paddling route over water may read) to above
 * Everest.
 */
export const ELEVATION_M_MIN = -11_000;
export const ELEVATION_M_MAX = 9000;
