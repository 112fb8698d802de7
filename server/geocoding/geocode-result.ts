/** A place a geocoder found, as the API answers it. */
export interface GeocodeResult {
  name: string;
  /** Where it is (the rest of its address: region, country); may be empty. */
  detail: string;
  latitude: number;
  longitude: number;
  /** What it is, as OpenStreetMap tags it (`peak`, `village`, `alpine_hut`). */
  kind: string;
  /** The area it covers, when the geocoder says. */
  bounds?: GeocodeBounds;
}

export interface GeocodeBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The most results one search answers, whatever the geocoder sends. */
export const MAX_GEOCODE_RESULTS = 10;

const MAX_NAME_LENGTH = 200;
const MAX_DETAIL_LENGTH = 300;
const MAX_KIND_LENGTH = 60;

/** A number from a JSON value: Nominatim sends coordinates as strings, Photon as numbers. */
export function coordinate(value: unknown): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isFinite(number) ? number : undefined;
}

export const isLatitude = (value: number | undefined): value is number =>
  value !== undefined && value >= -90 && value <= 90;

export const isLongitude = (value: number | undefined): value is number =>
  value !== undefined && value >= -180 && value <= 180;

/** Text from a geocoder, one line, trimmed and cut to `max` characters; '' when not text. */
export function text(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  // Control characters (a NUL above all) have no place in a label.
  const line = value
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...line].slice(0, max).join('');
}

/**
 * Bounds from two latitudes and two longitudes in any order. None when a value is missing or out
 * of range, or when the area crosses the antimeridian (the point alone is shown then).
 */
export function boundsOf(
  latitudes: [unknown, unknown],
  longitudes: [unknown, unknown],
): GeocodeBounds | undefined {
  const [lat1, lat2] = latitudes.map(coordinate);
  const [lon1, lon2] = longitudes.map(coordinate);
  if (!isLatitude(lat1) || !isLatitude(lat2) || !isLongitude(lon1) || !isLongitude(lon2)) {
    return undefined;
  }
  return {
    south: Math.min(lat1, lat2),
    north: Math.max(lat1, lat2),
    west: Math.min(lon1, lon2),
    east: Math.max(lon1, lon2),
  };
}

/**
 * One result, checked: a name, a position on the globe, a bounding box that holds the position
 * (else dropped), labels trimmed to their limits. Undefined when it is not usable.
 */
export function checkedResult(candidate: {
  name: unknown;
  detail: string;
  latitude: number | undefined;
  longitude: number | undefined;
  kind: unknown;
  bounds?: GeocodeBounds;
}): GeocodeResult | undefined {
  const { latitude, longitude, bounds } = candidate;
  const name = text(candidate.name, MAX_NAME_LENGTH);
  if (!name || !isLatitude(latitude) || !isLongitude(longitude)) return undefined;
  const result: GeocodeResult = {
    name,
    detail: text(candidate.detail, MAX_DETAIL_LENGTH),
    latitude,
    longitude,
    kind: text(candidate.kind, MAX_KIND_LENGTH) || 'place',
  };
  if (bounds && holds(bounds, latitude, longitude)) result.bounds = bounds;
  return result;
}

const holds = (bounds: GeocodeBounds, latitude: number, longitude: number): boolean =>
  latitude >= bounds.south &&
  latitude <= bounds.north &&
  longitude >= bounds.west &&
  longitude <= bounds.east;

/** The usable results of a list, the first `MAX_GEOCODE_RESULTS` of them. */
export function usable<T>(
  entries: readonly T[],
  read: (entry: T) => GeocodeResult | undefined,
): GeocodeResult[] {
  const results: GeocodeResult[] = [];
  for (const entry of entries) {
    if (results.length === MAX_GEOCODE_RESULTS) break;
    const result = read(entry);
    if (result) results.push(result);
  }
  return results;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
