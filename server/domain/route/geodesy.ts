/**
 * Distances on the WGS 84 ellipsoid. Pure ECMAScript: the server and the client (as
 * `@domain/route/geodesy`) measure routes with the same code, so their figures agree.
 *
 * `distanceM` is Karney's geodesic (GeographicLib, `geographiclib-geodesic`, by its author):
 * accurate to nanometres anywhere, near-antipodal points included, where Vincenty's iteration
 * fails to converge. It adds about 9 KB gzipped to the trips screen.
 */
// The package is CommonJS with no statically visible exports: Node's ESM loader gives only the
// default export (module.exports), so the named exports its types declare are reached through it.
import geographiclib from 'geographiclib-geodesic';

export interface LatLon {
  latitude: number;
  longitude: number;
}

const { Geodesic } = geographiclib;
const WGS84 = Geodesic.WGS84;

/** The geodesic distance in metres between two positions (decimal degrees, WGS 84). */
export function distanceM(a: LatLon, b: LatLon): number {
  // Asking for the distance alone skips the azimuths and reduced lengths.
  const { s12 } = WGS84.Inverse(
    a.latitude,
    a.longitude,
    b.latitude,
    b.longitude,
    Geodesic.DISTANCE,
  );
  return s12 ?? 0;
}

/** The sphere of WGS 84's mean radius, for `greatCircleM`. */
const MEAN_RADIUS_M = 6_371_008.8;

/**
 * How far `greatCircleM` can be from `distanceM`, as a fraction of it: the sphere is off the
 * ellipsoid by at most about 0.56 %; 1 % leaves room for rounding.
 */
export const GREAT_CIRCLE_ERROR = 0.01;

/**
 * The great-circle (haversine) distance on the mean sphere: twenty times cheaper than
 * `distanceM` and within GREAT_CIRCLE_ERROR of it, so a bound for skipping far points, never an
 * answer in metres.
 */
export function greatCircleM(a: LatLon, b: LatLon): number {
  const toRadians = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * toRadians;
  const dLon = (b.longitude - a.longitude) * toRadians;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * toRadians) * Math.cos(b.latitude * toRadians) * Math.sin(dLon / 2) ** 2;
  return 2 * MEAN_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Metres per degree of latitude near the equator (WGS 84 mean radius x pi / 180). */
const METRES_PER_DEGREE = 111_195;

/**
 * A local flat frame around `origin` (x east, y north, metres): equirectangular, good to a few
 * parts in a thousand within tens of kilometres. Used only to compare nearby points (which
 * segment is nearest, which vertex sticks out most); answers in metres come from `distanceM`.
 */
export function localFrame(origin: LatLon): {
  x: (longitude: number) => number;
  y: (latitude: number) => number;
} {
  // Two plain functions of numbers: callers project thousands of points without allocating.
  const eastPerDegree = Math.cos((origin.latitude * Math.PI) / 180) * METRES_PER_DEGREE;
  return {
    x: (longitude) => wrapDegrees(longitude - origin.longitude) * eastPerDegree,
    y: (latitude) => (latitude - origin.latitude) * METRES_PER_DEGREE,
  };
}

/** A longitude difference brought into -180..180, so a route across the antimeridian stays short. */
function wrapDegrees(delta: number): number {
  if (delta > 180) return delta - 360;
  if (delta < -180) return delta + 360;
  return delta;
}
