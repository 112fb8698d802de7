/** Bounds of an activity's fields, shared by the server's checks and the client's forms. */

/** An activity's name and notes, in characters (as a trip's). */
export const ACTIVITY_NAME_MAX_LENGTH = 200;
export const ACTIVITY_NOTES_MAX_LENGTH = 5000;

/** Thirty days: a multi-day race or a week on a long trail recorded as one activity. */
export const ACTIVITY_MAX_SECONDS = 30 * 24 * 3600;

/** 10,000 km: farther than anyone covers in thirty days under their own power. */
export const ACTIVITY_MAX_DISTANCE_M = 10_000_000;

/** 100 km of climbing. */
export const ACTIVITY_MAX_CLIMB_M = 100_000;

/** 1,000 km/h: a typo's bound, not a sport's. */
export const ACTIVITY_MAX_SPEED_MPS = 280;

export const ACTIVITY_MAX_HEART_RATE = 300;
export const ACTIVITY_MAX_CADENCE = 300;

/** The gear items one activity can name beside its pack (shoes, poles, a bike, lights...). */
export const ACTIVITY_MAX_GEAR_ITEMS = 30;

/** UTC offsets run from -12:00 to +14:00. */
export const UTC_OFFSET_MINUTES_MIN = -720;
export const UTC_OFFSET_MINUTES_MAX = 840;

/** Activities in one page of the list. */
export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_PAGE_SIZE_MAX = 200;
