import type { RoutePoint } from '@server/domain/route/route-point.js';
import { categoryOfSport } from '@server/activities/files/sport-categories.js';
import { bestEfforts } from '@server/activities/files/best-efforts.js';
import type { ParsedActivity } from '@server/activities/files/parsed-activity.js';
import type { StravaStreamSet, StravaSummaryActivity } from '../api/strava-api.types.js';

/** A figure as Strava gives it, if it is one (finite, not negative). */
const figure = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/** Strava writes the local start as if it were UTC: the difference is the offset (minutes). */
function offsetMinutes(activity: StravaSummaryActivity): number | null {
  const utc = Date.parse(activity.start_date ?? '');
  const local = Date.parse(activity.start_date_local ?? '');
  if (!Number.isFinite(utc) || !Number.isFinite(local)) return null;
  const minutes = Math.round((local - utc) / 60_000);
  return Math.abs(minutes) <= 840 ? minutes : null;
}

const validPosition = (value: unknown): value is [number, number] =>
  Array.isArray(value) &&
  typeof value[0] === 'number' &&
  typeof value[1] === 'number' &&
  Math.abs(value[0]) <= 90 &&
  Math.abs(value[1]) <= 180;

/** A per-point value where it is a number, else null; null for all without the stream. */
const perPoint = (data: unknown[] | undefined, kept: number[]): (number | null)[] | null => {
  if (!data) return null;
  const values = kept.map((index) => {
    const value = data[index];
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  });
  return values.some((value) => value !== null) ? values : null;
};

/**
 * A Strava activity as the app keeps one: its figures from Strava's summary (what Strava shows),
 * its points, times, heart rate and cadence from its streams (points without a valid position
 * dropped), its category from `sport_type`, and its fastest 5 and 10 km from the points.
 * Answers null for an activity with no start time (nothing to place it by).
 */
export function stravaActivity(
  summary: StravaSummaryActivity,
  streams: StravaStreamSet,
): ParsedActivity | null {
  const start = Date.parse(summary.start_date ?? '');
  if (!Number.isFinite(start)) return null;
  const latlng = streams.latlng?.data ?? [];
  const kept: number[] = [];
  const positions: [number, number][] = [];
  latlng.forEach((position, index) => {
    if (!validPosition(position)) return;
    kept.push(index);
    positions.push(position);
  });
  const altitudes = streams.altitude?.data;
  const points: RoutePoint[] = positions.map(([latitude, longitude], at) => {
    const altitude = altitudes?.[kept[at] ?? -1];
    return [
      latitude,
      longitude,
      typeof altitude === 'number' && Number.isFinite(altitude) ? altitude : null,
    ];
  });
  const seconds = streams.time?.data;
  const times = kept.map((index) => {
    const offset = seconds?.[index];
    return typeof offset === 'number' && Number.isFinite(offset) ? start + offset * 1000 : null;
  });
  const sport = summary.sport_type ?? summary.type ?? null;
  return {
    format: 'fit',
    sport,
    subSport: null,
    category: categoryOfSport(sport),
    name: summary.name?.trim() ? summary.name.trim() : null,
    startTime: new Date(start).toISOString(),
    utcOffsetMinutes: offsetMinutes(summary),
    figures: {
      elapsedS: figure(summary.elapsed_time),
      movingS: figure(summary.moving_time),
      distanceM: figure(summary.distance),
      gainM: figure(summary.total_elevation_gain),
      lossM: null,
      maxSpeedMps: figure(summary.max_speed),
      avgSpeedMps: figure(summary.average_speed),
      avgHeartRate: figure(summary.average_heartrate),
      maxHeartRate: figure(summary.max_heartrate),
      avgCadence: figure(summary.average_cadence),
      maxCadence: null,
    },
    figuresFrom: 'file',
    laps: [],
    points,
    segmentStarts: [],
    times,
    heartRates: perPoint(streams.heartrate?.data, kept),
    cadences: perPoint(streams.cadence?.data, kept),
    bestEfforts: bestEfforts(points, times, []),
  };
}
