/**
 * A route with its ends hidden (a public trip's "hide where it starts and ends": the start is
 * often someone's home or car), as Strava's privacy zones do it: a circle of HIDDEN_ROUTE_END_M
 * around the route's first point and one around its last, and every part of the route inside
 * either circle hidden, wherever the route passes there (a loop back to the trailhead, a second
 * segment that starts at the car). Where the route crosses a circle the line ends on the circle,
 * the crossing found on the geodesic of the leg; a leg that passes through a circle with both of
 * its points outside is cut too. A route shorter than HIDDEN_ROUTE_MIN_M would keep too little
 * to be worth showing and is dropped whole. Pure ECMAScript, like the rest of `@domain/route`.
 */
import geographiclib from 'geographiclib-geodesic';
import { distanceM, GREAT_CIRCLE_ERROR, greatCircleM, type LatLon } from './geodesy.js';
import type { RoutePoint } from './route-point.js';
import { cumulativeDistances } from './route-profile.js';
import { cleanSegmentStarts } from './route-segments.js';

/** The radius hidden around the route's start and around its end. */
export const HIDDEN_ROUTE_END_M = 500;

/** Shorter than this, a route with hidden ends is not shown at all. */
export const HIDDEN_ROUTE_MIN_M = 1200;

/** Sample spacing along a leg that may pass through a circle (a hand-drawn leg can be km long). */
const SAMPLE_STEP_M = 10;

/** Halvings when placing a crossing: a 10 m step halved 20 times is under 0.01 mm. */
const CROSSING_HALVINGS = 20;

/** A piece of route: its points and where its segments begin (route-segments.ts). */
export interface RoutePiece {
  points: RoutePoint[];
  segmentStarts: number[];
}

/** A circle whose inside a public page never shows. */
export interface PrivacyZone {
  centre: LatLon;
  radiusM: number;
}

export interface HiddenEndsRoute {
  /** What is shown; null when the route was too short, or nothing of it lies outside the zones. */
  kept: RoutePiece | null;
  /** The circles around the start and the end; none for a route of no points. */
  zones: PrivacyZone[];
}

const { Geodesic } = geographiclib;
const WGS84 = Geodesic.WGS84;

const latLon = (point: RoutePoint): LatLon => ({ latitude: point[0], longitude: point[1] });

/** Whether `position` lies inside (or on) any of the zones. */
export function inPrivacyZone(position: LatLon, zones: readonly PrivacyZone[]): boolean {
  return zones.some((zone) => distanceM(zone.centre, position) <= zone.radiusM);
}

/** The point `metres` along the geodesic from a to b; its elevation linear between theirs. */
function pointBetween(a: RoutePoint, b: RoutePoint, metres: number, legM: number): RoutePoint {
  const line = WGS84.InverseLine(a[0], a[1], b[0], b[1], Geodesic.STANDARD | Geodesic.DISTANCE_IN);
  const { lat2, lon2 } = line.Position(metres, Geodesic.STANDARD);
  const fraction = legM > 0 ? Math.min(1, Math.max(0, metres / legM)) : 0;
  const elevation = a[2] !== null && b[2] !== null ? a[2] + (b[2] - a[2]) * fraction : null;
  return [lat2 ?? a[0], lon2 ?? a[1], elevation];
}

/** The leg a to b (`legM` long) as points not more than SAMPLE_STEP_M apart. */
function legSamples(a: RoutePoint, b: RoutePoint, legM: number): RoutePoint[] {
  const steps = Math.ceil(legM / SAMPLE_STEP_M);
  if (steps <= 1) return [a, b];
  return Array.from({ length: steps + 1 }, (_, i) =>
    i === 0 ? a : i === steps ? b : pointBetween(a, b, (legM * i) / steps, legM),
  );
}

/** Where the geodesic from `outside` to `inside` enters the zones, found by halving. */
function crossing(outside: RoutePoint, inside: RoutePoint, zones: readonly PrivacyZone[]) {
  const legM = distanceM(latLon(outside), latLon(inside));
  let low = 0; // outside
  let high = legM; // inside
  for (let i = 0; i < CROSSING_HALVINGS; i += 1) {
    const middle = (low + high) / 2;
    if (inPrivacyZone(latLon(pointBetween(outside, inside, middle, legM)), zones)) high = middle;
    else low = middle;
  }
  return pointBetween(outside, inside, low, legM);
}

/** The zones around a route's first and last points. */
export function privacyZones(
  points: readonly RoutePoint[],
  radiusM: number = HIDDEN_ROUTE_END_M,
): PrivacyZone[] {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return [];
  return [
    { centre: latLon(first), radiusM },
    { centre: latLon(last), radiusM },
  ];
}

/**
 * The route without what lies inside the circles around its start and its end (see above).
 * A stretch that leaves a circle and comes back into it is kept as a segment of its own.
 * `alsoHidden`: other circles to leave out as well (a trip's, for an activity walked on it).
 */
export function hideRouteEnds(
  points: readonly RoutePoint[],
  segmentStarts: readonly number[] = [],
  radiusM: number = HIDDEN_ROUTE_END_M,
  minM: number = HIDDEN_ROUTE_MIN_M,
  alsoHidden: readonly PrivacyZone[] = [],
): HiddenEndsRoute {
  const zones = [...privacyZones(points, radiusM), ...alsoHidden];
  const starts = cleanSegmentStarts(points.length, segmentStarts);
  const cumulative = cumulativeDistances(points, starts);
  if (points.length < 2 || (cumulative.at(-1) ?? 0) < minM) return { kept: null, zones };
  // A public page may hold 50,000 points: each point's distance from each centre is bounded
  // from below once, cheaply, and measured on the ellipsoid only where the bound is inside.
  const atLeast = points.map((point) =>
    zones.map((zone) => greatCircleM(zone.centre, latLon(point)) * (1 - GREAT_CIRCLE_ERROR)),
  );
  const pointInside = (i: number) =>
    zones.some(
      (zone, z) =>
        (atLeast[i]?.[z] ?? 0) <= zone.radiusM &&
        distanceM(zone.centre, latLon(points[i] ?? [0, 0, null])) <= zone.radiusM,
    );
  // By the triangle inequality a leg cannot come inside a circle when one of its ends is farther
  // from the centre than the leg's length plus the radius.
  const mayEnter = (i: number, legM: number) =>
    zones.some(
      (zone, z) => Math.max(atLeast[i - 1]?.[z] ?? 0, atLeast[i]?.[z] ?? 0) - legM <= zone.radiusM,
    );

  const pieces: RoutePoint[][] = [];
  let current: RoutePoint[] = [];
  const close = () => {
    if (current.length >= 2) pieces.push(current);
    current = [];
  };
  const inside = (point: RoutePoint) => inPrivacyZone(latLon(point), zones);
  const breaks = new Set(starts);
  points.forEach((point, i) => {
    const previous = points[i - 1];
    if (i === 0 || breaks.has(i) || !previous) {
      close();
      if (!pointInside(i)) current.push(point);
      return;
    }
    const legM = (cumulative[i] ?? 0) - (cumulative[i - 1] ?? 0);
    if (!mayEnter(i, legM)) {
      current.push(point);
      return;
    }
    const samples = legSamples(previous, point, legM);
    const last = samples.length - 1;
    const sampleInside = (s: number, sample: RoutePoint) =>
      s === 0 ? pointInside(i - 1) : s === last ? pointInside(i) : inside(sample);
    for (let s = 1; s <= last; s += 1) {
      const from = samples[s - 1];
      const to = samples[s];
      if (!from || !to) continue;
      const fromInside = sampleInside(s - 1, from);
      const toInside = sampleInside(s, to);
      if (!fromInside && toInside) {
        current.push(crossing(from, to, zones));
        close();
      } else if (fromInside && !toInside) {
        current.push(crossing(to, from, zones));
      }
      // Of the samples only the leg's own end is kept: the line between is the same geodesic.
      if (!toInside && s === last) current.push(to);
    }
  });
  close();

  if (pieces.length === 0) return { kept: null, zones };
  const kept: RoutePiece = { points: [], segmentStarts: [] };
  for (const piece of pieces) {
    if (kept.points.length > 0) kept.segmentStarts.push(kept.points.length);
    kept.points.push(...piece);
  }
  return { kept, zones };
}
