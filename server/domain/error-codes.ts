/**
 * Every `code` an API error body can carry (`{ statusCode, error, message, code?, errors? }`).
 * The server's error helpers take an `ErrorCode`, and the client's `errorCode()` returns one, so
 * a mistyped code fails the type check and a `switch` over codes can be exhaustive.
 */
export const ERROR_CODES = [
  // Any module
  'VALIDATION_FAILED',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_CHARSET',
  'RATE_LIMITED',
  'DATABASE_UNAVAILABLE',
  // Sign-in and sessions
  'NOT_SIGNED_IN',
  'CROSS_SITE_REQUEST',
  'SIGN_IN_FAILED',
  'PROVIDER_UNAVAILABLE',
  // Account
  'EMAIL_IN_USE',
  'USERNAME_TAKEN',
  'CONFIRMATION_MISMATCH',
  // Public pages: every missing case answers this one 404
  'PUBLIC_PAGE_NOT_FOUND',
  // Photos and uploads
  'PHOTO_NOT_FOUND',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_IMAGE',
  'IMAGE_TOO_LARGE',
  'IMAGE_TIMEOUT',
  'IMAGE_QUEUE_FULL',
  // Gear
  'GEAR_ITEM_NOT_FOUND',
  'CATEGORY_NOT_FOUND',
  'CATEGORY_EXISTS',
  // Bundles
  'BUNDLE_NOT_FOUND',
  'BUNDLE_ITEM_NOT_FOUND',
  'BUNDLE_FULL',
  // Packs
  'PACK_NOT_FOUND',
  'PACK_LINE_NOT_FOUND',
  'PACK_FULL',
  'SLUG_TAKEN',
  'ALREADY_IN_PACK',
  'NOT_A_BUNDLE_LINE',
  // Saved places (the map)
  'PLACE_NOT_FOUND',
  'PLACES_FULL',
  // Trips
  'TRIP_NOT_FOUND',
  'TRIP_WAYPOINT_NOT_FOUND',
  'TRIP_WAYPOINTS_FULL',
  // Route files (GPX, KML)
  'ROUTE_FILE_INVALID',
  'ROUTE_FILE_UNSUPPORTED',
  // Map tiles
  'TILE_SOURCE_NOT_FOUND',
  'TILE_NOT_FOUND',
  'TILE_UNAVAILABLE',
  // Place search
  'GEOCODER_OFF',
  'GEOCODER_BUSY',
  'GEOCODER_UNAVAILABLE',
  // LighterPack CSV import
  'NOT_TEXT',
  'EMPTY_FILE',
  'NOT_LIGHTERPACK',
  'TOO_MANY_ROWS',
  'NOTHING_TO_IMPORT',
  'IMPORT_IN_PROGRESS',
  'IMPORT_STOPPED',
  // Activities
  'ACTIVITY_NOT_FOUND',
  'ACTIVITY_FILE_REFUSED',
  'ACTIVITY_CATEGORY_NOT_FOUND',
  // A Strava export's import: undone while it runs, or not the owner's
  'IMPORT_NOT_FOUND',
  'IMPORT_RUNNING',
  'UNSUPPORTED_MEDIA_TYPE',
  // API keys
  'API_KEY_NOT_FOUND',
  'API_KEYS_FULL',
  'API_KEY_INVALID',
  // Background jobs
  'JOB_NOT_FOUND',
  'JOB_FINISHED',
  // Strava
  'STRAVA_NOT_SET_UP',
  'STRAVA_SCOPE_MISSING',
  'STRAVA_ATHLETE_TAKEN',
  'STRAVA_UNAVAILABLE',
  'STRAVA_NOT_LINKED',
  'STRAVA_WEBHOOK_REFUSED',
  'STRAVA_APP_PROVIDED',
  'STRAVA_APP_IN_USE',
  'STRAVA_GEAR_NOT_FOUND',
  // Garmin
  'GARMIN_NOT_SET_UP',
  'GARMIN_USER_TAKEN',
  'GARMIN_UNAVAILABLE',
  'GARMIN_PUSH_REFUSED',
  // Plans: a feature of the Explorer plan asked for on Basic
  'PLAN_REQUIRED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

/** Whether a value read off the wire is one of the codes above. */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && KNOWN.has(value);
