/** The largest route file taken, in megabytes (MiB): a day recorded every second is ~4 MB. */
export const MAX_ROUTE_FILE_MB = 10;
export const MAX_ROUTE_FILE_BYTES = MAX_ROUTE_FILE_MB * 1024 * 1024;

/** The most points a trip's route holds. */
export const MAX_ROUTE_POINTS = 50_000;

/** The most waypoints a trip holds. */
export const MAX_TRIP_WAYPOINTS = 500;

/** A waypoint's name and note, in characters. */
export const WAYPOINT_NAME_MAX_LENGTH = 200;
export const WAYPOINT_NOTE_MAX_LENGTH = 2000;

/** A trip's name and description, in characters. */
export const TRIP_NAME_MAX_LENGTH = 200;
