/**
 * What fit-activities.ts takes from FIT messages as fit-file-parser decodes them (positions in
 * degrees, distances in metres, speeds in m/s, times as Dates): a session's or lap's figures,
 * the records as a point series, the activity's UTC offset.
 */
import type { ParsedFit } from 'fit-file-parser';
import { isPosition } from '@server/domain/map-markers.js';
import type { RoutePoint } from '@server/domain/route/route-point.js';
import { ELEVATION_M_MAX, ELEVATION_M_MIN } from '@server/domain/trip-limits.js';
import { MAX_RECORD_GAP_S, type ActivitySeries } from './activity-figures.js';
import type { ActivityFigures } from './parsed-activity.js';

type FitRecord = NonNullable<ParsedFit['records']>[number];
type FitEvent = NonNullable<ParsedFit['events']>[number];

/** The summary fields session and lap messages share. */
export interface FitSummary {
  start_time?: Date;
  timestamp?: Date;
  total_elapsed_time?: number;
  total_timer_time?: number;
  total_distance?: number;
  total_ascent?: number;
  total_descent?: number;
  avg_speed?: number;
  max_speed?: number;
  enhanced_avg_speed?: number;
  enhanced_max_speed?: number;
  avg_heart_rate?: number;
  max_heart_rate?: number;
  avg_cadence?: number;
  max_cadence?: number;
  avg_fractional_cadence?: number;
  max_fractional_cadence?: number;
}

const numberOr = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** A heart rate or cadence of 0 is no sensor (Coros writes 0 without one), not a reading. */
const reading = (value: unknown, fraction?: unknown): number | null => {
  const whole = numberOr(value);
  return whole !== null && whole > 0 ? whole + (numberOr(fraction) ?? 0) : null;
};

/** A session's or lap's own figures (enhanced_* speeds where the device wrote them). */
export function summaryFigures(message: FitSummary): ActivityFigures {
  return {
    elapsedS: numberOr(message.total_elapsed_time),
    movingS: numberOr(message.total_timer_time),
    distanceM: numberOr(message.total_distance),
    gainM: numberOr(message.total_ascent),
    lossM: numberOr(message.total_descent),
    maxSpeedMps: numberOr(message.enhanced_max_speed) ?? numberOr(message.max_speed),
    avgSpeedMps: numberOr(message.enhanced_avg_speed) ?? numberOr(message.avg_speed),
    avgHeartRate: reading(message.avg_heart_rate),
    maxHeartRate: reading(message.max_heart_rate),
    avgCadence: reading(message.avg_cadence, message.avg_fractional_cadence),
    maxCadence: reading(message.max_cadence, message.max_fractional_cadence),
  };
}

const timeOf = (message: { timestamp?: Date }): number | null => {
  const time = message.timestamp?.getTime();
  return time === undefined || Number.isNaN(time) ? null : time;
};

const STOPS: readonly unknown[] = ['stop', 'stop_all', 'stop_disable', 'stop_disable_all'];

/** When the timer started again after a stop (a manual or auto pause), in ms, in order. */
function resumeTimes(events: readonly FitEvent[]): number[] {
  const resumes: number[] = [];
  let stopped = false;
  for (const event of events) {
    if (event.event !== 'timer') continue;
    const time = timeOf(event);
    if (STOPS.includes(event.event_type)) stopped = true;
    else if (event.event_type === 'start') {
      if (stopped && time !== null) resumes.push(time);
      stopped = false;
    }
  }
  return resumes.sort((a, b) => a - b);
}

const elevationOf = (record: FitRecord): number | null => {
  const value = numberOr(record.enhanced_altitude) ?? numberOr(record.altitude);
  return value !== null && value >= ELEVATION_M_MIN && value <= ELEVATION_M_MAX ? value : null;
};

/**
 * The records timed within [from, to) that have a position, as points with their times, heart
 * rates and cadences. A segment starts where the timer was stopped and started again between two
 * of them, or after MAX_RECORD_GAP_S without one.
 */
export function fitPointSeries(fit: ParsedFit, from: number, to: number): ActivitySeries {
  const resumes = resumeTimes(fit.events ?? []);
  const points: RoutePoint[] = [];
  const times: (number | null)[] = [];
  const heartRates: (number | null)[] = [];
  const cadences: (number | null)[] = [];
  const segmentStarts: number[] = [];
  let next = 0;
  for (const record of fit.records ?? []) {
    const time = timeOf(record);
    if (time === null || time < from || time >= to) continue;
    const { position_lat: latitude, position_long: longitude } = record;
    if (typeof latitude !== 'number' || typeof longitude !== 'number') continue;
    if (!isPosition(latitude, longitude)) continue;
    const previous = times.at(-1);
    if (previous !== undefined && previous !== null) {
      while (next < resumes.length && (resumes[next] ?? 0) <= previous) next += 1;
      const resumed = (resumes[next] ?? Infinity) <= time;
      if (resumed || time - previous > MAX_RECORD_GAP_S * 1000) segmentStarts.push(points.length);
    }
    points.push([latitude, longitude, elevationOf(record)]);
    times.push(time);
    heartRates.push(reading(record.heart_rate));
    cadences.push(reading(record.cadence, record.fractional_cadence));
  }
  return {
    points,
    segmentStarts,
    times,
    heartRates: heartRates.some((value) => value !== null) ? heartRates : null,
    cadences: cadences.some((value) => value !== null) ? cadences : null,
  };
}

/** Minutes east of UTC a longitude's sun time is (15 degrees an hour). */
const solarOffsetMinutes = (longitude: number): number => longitude * 4;

/**
 * How far a time zone's offset is from sun time at its longitude: at most about 3 h on land
 * (western China keeps Beijing's UTC+8 at 74 degrees east), so an offset farther off is a
 * device writing UTC as local time (a Coros Pace 2 does, in Colombia).
 */
const MAX_ZONE_FROM_SUN_MIN = 210;

/**
 * The activity message's local_timestamp minus its timestamp, in minutes east of UTC, where it
 * is a real zone's offset (a whole quarter hour within -12 h to +14 h, and within
 * MAX_ZONE_FROM_SUN_MIN of sun time where the file has a position); else null.
 */
export function fitUtcOffsetMinutes(fit: ParsedFit): number | null {
  // Typed as always there, but a file without an activity message (a course) has none.
  const activity = fit.activity as ParsedFit['activity'] | undefined;
  const local = activity?.local_timestamp;
  const utc = activity?.timestamp;
  if (!(local instanceof Date) || !(utc instanceof Date)) return null;
  const minutes = Math.round((local.getTime() - utc.getTime()) / 60_000);
  if (!Number.isFinite(minutes) || minutes % 15 !== 0 || minutes < -720 || minutes > 840) {
    return null;
  }
  const located = fit.records?.find((record) =>
    isPosition(record.position_lat, record.position_long),
  );
  const longitude = located?.position_long;
  if (
    typeof longitude === 'number' &&
    Math.abs(minutes - solarOffsetMinutes(longitude)) > MAX_ZONE_FROM_SUN_MIN
  ) {
    return null;
  }
  return minutes;
}
