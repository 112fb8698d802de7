/**
 * What an activity's page draws of its recorded route: the line simplified for the map, with
 * each kept point's distance along the route, time since the start, speed and heart rate for the
 * charts under it, and the splits per kilometre, all read from the points at full resolution.
 */
import { greatCircleM } from '@server/domain/route/geodesy.js';
import { simplifySegments } from '@server/domain/route/route-geometry.js';
import type { RoutePoint } from '@server/domain/route/route-point.js';
import { cumulativeDistances } from '@server/domain/route/route-profile.js';
import type { ActivityRouteDto, ActivitySplitDto } from './dto/activity-response.dto.js';
import type { ActivityRouteEntity } from './activity-route.entity.js';
import { segmentMovingS } from './files/activity-speeds.js';

/** The most points of the route an activity's page draws (the file's are kept for export). */
export const ROUTE_DISPLAY_MAX_POINTS = 2000;

/** The length of a split (metres). */
export const SPLIT_M = 1000;

/**
 * A split shorter than this at the end is left out: the few metres a watch records after the
 * last full kilometre make a pace nobody ran.
 */
export const LAST_SPLIT_MIN_M = 100;

/**
 * The speed at a point is the distance covered over this many seconds around it, so one fix's
 * wander does not show as a spike (the charts are of the pace held, as on a watch).
 */
export const SPEED_WINDOW_S = 30;

export interface ActivityRouteView {
  route: ActivityRouteDto;
  splits: ActivitySplitDto[];
}

/**
 * Distance from the start to each point along the route (the gap between segments not counted).
 * Measured on the sphere, twenty times cheaper than the ellipsoid's geodesics on a page read,
 * then scaled so the route ends at `totalM`, the activity's own distance where it has one: the
 * kilometre marks and splits then add up to the distance the page shows (often the device's).
 */
function alongRoute(
  points: readonly RoutePoint[],
  segmentStarts: readonly number[],
  totalM: number | null,
): number[] {
  const along = cumulativeDistances(points, segmentStarts, greatCircleM);
  const total = along.at(-1) ?? 0;
  if (totalM === null || !(totalM > 0) || !(total > 0)) return along;
  const scale = totalM / total;
  return along.map((metres) => metres * scale);
}

/** Each point's time in seconds since the first timed point, null where the file had none. */
function secondsFromStart(times: readonly (number | null)[]): (number | null)[] {
  const first = times.find((time): time is number => time !== null);
  if (first === undefined) return times.map(() => null);
  return times.map((time) => (time === null ? null : (time - first) / 1000));
}

/**
 * The speed (m/s) at each of `at` (indices into the points, ascending): the distance along the
 * route over the timed points SPEED_WINDOW_S around it, divided by their time apart. Null where
 * the point has no time or the window holds no other timed point.
 */
function speedsAt(
  at: readonly number[],
  along: readonly number[],
  seconds: readonly (number | null)[],
): (number | null)[] {
  const timed = seconds.flatMap((second, index) => (second === null ? [] : [index]));
  const half = SPEED_WINDOW_S / 2;
  let from = 0;
  let to = 0;
  let cursor = 0;
  return at.map((index) => {
    const centre = seconds[index];
    if (centre === null || centre === undefined) return null;
    while (cursor < timed.length && (timed[cursor] ?? Infinity) < index) cursor += 1;
    while (from < cursor && (seconds[timed[from] ?? -1] ?? -Infinity) < centre - half) from += 1;
    to = Math.max(to, cursor);
    while (to + 1 < timed.length && (seconds[timed[to + 1] ?? -1] ?? Infinity) <= centre + half) {
      to += 1;
    }
    const a = timed[from];
    const b = timed[to];
    if (a === undefined || b === undefined) return null;
    const span = (seconds[b] ?? 0) - (seconds[a] ?? 0);
    if (!(span > 0)) return null;
    return ((along[b] ?? 0) - (along[a] ?? 0)) / span;
  });
}

const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * The splits of SPLIT_M: for each, its distance, elapsed time (the crossing of each mark placed
 * between two points by the distance), moving time (segmentMovingS over its points), and the
 * height it ended above or below where it began, as Strava and the watches show a split's
 * elevation (a split's gain would not add up to the activity's, which is often the device's
 * barometer's rather than the points'). None without times.
 */
function splitsOf(
  route: ActivityRouteEntity,
  along: readonly number[],
  seconds: readonly (number | null)[],
): ActivitySplitDto[] {
  const { points, times } = route;
  const totalM = along.at(-1) ?? 0;
  if (totalM <= 0 || !seconds.some((second) => second !== null)) return [];
  const elevations = points.map((point) => point[2]);
  /** Time, gain and loss where the route is `metres` along, between the points either side. */
  const at = (metres: number, index: number) => {
    const before = Math.max(0, index - 1);
    const a0 = along[before] ?? 0;
    const a1 = along[index] ?? a0;
    const t = a1 > a0 ? Math.min(1, Math.max(0, (metres - a0) / (a1 - a0))) : 1;
    const mix = (values: readonly (number | null)[]) => {
      const v0 = values[before];
      const v1 = values[index];
      if (v0 === null || v0 === undefined) return v1 ?? null;
      if (v1 === null || v1 === undefined) return v0;
      return v0 + t * (v1 - v0);
    };
    return { second: mix(seconds), height: mix(elevations) };
  };
  const splits: ActivitySplitDto[] = [];
  let start = { metres: 0, index: 0, ...at(0, 0) };
  const close = (metres: number, index: number) => {
    const end = { metres, index, ...at(metres, index) };
    const timed: number[] = [];
    for (let i = start.index; i <= end.index; i += 1) if (times[i] !== null) timed.push(i);
    splits.push({
      distanceM: tenth(end.metres - start.metres),
      elapsedS:
        end.second === null || start.second === null
          ? null
          : tenth(Math.max(0, end.second - start.second)),
      movingS: timed.length > 1 ? tenth(segmentMovingS(points, times, timed)) : null,
      elevationChangeM:
        end.height === null || start.height === null ? null : tenth(end.height - start.height),
    });
    start = end;
  };
  let mark = SPLIT_M;
  for (let index = 1; index < along.length; index += 1) {
    while ((along[index] ?? 0) >= mark) {
      close(mark, index);
      mark += SPLIT_M;
    }
  }
  if (totalM - start.metres >= LAST_SPLIT_MIN_M) close(totalM, along.length - 1);
  return splits;
}

/** The route and splits of an activity's page, or null for an activity without points. */
export function activityRouteView(
  route: ActivityRouteEntity,
  distanceM: number | null,
): ActivityRouteView | null {
  if (route.points.length === 0) return null;
  const along = alongRoute(route.points, route.segmentStarts, distanceM);
  const seconds = secondsFromStart(route.times);
  const shown = simplifySegments(route.points, ROUTE_DISPLAY_MAX_POINTS, route.segmentStarts);
  const speeds = speedsAt(shown.indices, along, seconds);
  const heartRates = route.heartRates;
  return {
    route: {
      points: shown.points.map(([latitude, longitude, elevation]) => [
        latitude,
        longitude,
        elevation,
      ]),
      segmentStarts: shown.segmentStarts,
      recordedPoints: route.points.length,
      alongM: shown.indices.map((index) => tenth(along[index] ?? 0)),
      elapsedS: shown.indices.map((index) => seconds[index] ?? null),
      speedsMps: speeds.map((speed) => (speed === null ? null : Math.round(speed * 1000) / 1000)),
      heartRates: heartRates ? shown.indices.map((index) => heartRates[index] ?? null) : null,
    },
    splits: splitsOf(route, along, seconds),
  };
}
