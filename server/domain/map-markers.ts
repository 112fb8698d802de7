/**
 * What a marker on the map is: a position, a colour and an icon from a fixed set. One source for
 * the server's validation (saved places), the database's check constraints (their migration
 * writes the same lists) and the client's map (pure ECMAScript: the client reaches it as
 * `@domain/map-markers`).
 */

/** The icons a marker can show; the client draws one glyph for each. */
export const MARKER_ICONS = [
  'camp',
  'water',
  'resupply',
  'parking',
  'summit',
  'hut',
  'viewpoint',
  'danger',
  'start',
  'finish',
  'photo',
  'generic',
] as const;

export type MarkerIcon = (typeof MARKER_ICONS)[number];

export const DEFAULT_MARKER_ICON: MarkerIcon = 'generic';

const ICONS: ReadonlySet<string> = new Set(MARKER_ICONS);

export const isMarkerIcon = (value: unknown): value is MarkerIcon =>
  typeof value === 'string' && ICONS.has(value);

/**
 * A marker's colour: `#rrggbb`, any case on the way in (`#3B82F6`), stored and answered in
 * lower case. No shorthand (`#fff`), no alpha, no colour names.
 */
export const MARKER_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export const DEFAULT_MARKER_COLOR = '#e53e3e';

export const isMarkerColor = (value: unknown): value is string =>
  typeof value === 'string' && MARKER_COLOR_PATTERN.test(value);

/**
 * A position's bounds, in decimal degrees (WGS 84, as GPS and the map's tiles use). Longitudes
 * outside -180..180 are refused, not wrapped: a client that sends 190 has a bug to see.
 */
export const LATITUDE_MIN = -90;
export const LATITUDE_MAX = 90;
export const LONGITUDE_MIN = -180;
export const LONGITUDE_MAX = 180;

/** Whether a latitude and longitude are finite numbers within their bounds. */
export const isPosition = (latitude: unknown, longitude: unknown): boolean =>
  typeof latitude === 'number' &&
  typeof longitude === 'number' &&
  Number.isFinite(latitude) &&
  Number.isFinite(longitude) &&
  latitude >= LATITUDE_MIN &&
  latitude <= LATITUDE_MAX &&
  longitude >= LONGITUDE_MIN &&
  longitude <= LONGITUDE_MAX;
