/**
 * The limits the server's validation holds requests to and the client's forms check before
 * sending, one source for both (pure ECMAScript: the client reaches it as `@domain/limits`).
 * The bounds of a pack's figures (quantities, weights, prices, lines) are in pack-limits.ts,
 * with the reasoning that ties them together.
 */

/** A gear item's, a pack's, a bundle's or a saved place's name, in characters. */
export const NAME_MAX_LENGTH = 200;

/** A gear item's brand. */
export const BRAND_MAX_LENGTH = 100;

/** A gear item's notes. */
export const NOTES_MAX_LENGTH = 5000;

/** A gear item's web address. */
export const URL_MAX_LENGTH = 2048;

/** A pack's or a bundle's description. */
export const DESCRIPTION_MAX_LENGTH = 2000;

/** A pack's public link name. */
export const SLUG_MAX_LENGTH = 80;

/** A saved place's note. */
export const PLACE_NOTE_MAX_LENGTH = 2000;

/**
 * The places one user can save on the map: far more than anyone marks by hand, few enough that
 * the map and its list take them all in one answer.
 */
export const MAX_PLACES = 2000;

/** A gear category's name. */
export const CATEGORY_NAME_MAX_LENGTH = 100;

/** A person's first or last name on their profile. */
export const PERSON_NAME_MAX_LENGTH = 100;

/** The gear library's search text. */
export const SEARCH_MAX_LENGTH = 200;

/** A place search's words (GET /api/geocoding/search?q=...). */
export const GEOCODING_QUERY_MIN_LENGTH = 2;
export const GEOCODING_QUERY_MAX_LENGTH = 200;

/** How many of an item someone owns (a whole number). */
export const MAX_OWNED_QUANTITY = 9999;

/** The items one bulk request (move, retire, delete, usage) names. */
export const MAX_BULK_IDS = 1000;

/** The largest page of gear items one request returns. */
export const MAX_PAGE_SIZE = 1000;

/**
 * The furthest a page of gear items can start: a million items is more than any library holds,
 * and a bound keeps a number past the database's integers a clear 400 rather than a failed query.
 */
export const MAX_PAGE_OFFSET = 1_000_000;

/** The largest photo accepted (gear photo or avatar), in megabytes (MiB). */
export const MAX_PHOTO_MB = 25;

/**
 * The same in bytes: a phone's full-size photo (a 48-megapixel camera writes 10 to 20 MB) is
 * taken as it is and downscaled on the server, so nobody has to shrink it first.
 */
export const MAX_PHOTO_BYTES = MAX_PHOTO_MB * 1024 * 1024;

/** Larger images are refused from their header, before decoding: 40 MP is 160 MB of pixels. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * The largest LighterPack CSV file an import takes: 1 MiB, a little over LighterPack's own
 * 1,000,000-byte limit, so every file LighterPack would take is taken here too. 5,000 rows fit
 * in about 400 kB.
 */
export const MAX_CSV_BYTES = 1024 * 1024;
