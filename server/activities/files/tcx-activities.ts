/**
 * The activities of a TCX file (Garmin's Training Center XML), one per `<Activity>`, from what
 * the XML reader takes of each (RouteXml's `tcxActivities`: togeojson's own `tcx()` features
 * have no activity, sport or lap start, and drop a lap without positions). Figures are the laps'
 * summed (timer time, distance, the most of the maxima, averages weighted by lap time), the
 * points' where the laps say nothing (gain and loss always: TCX has no such field).
 */
import type { RoutePoint } from '@server/domain/route/route-point.js';
import {
  figuresFromPoints,
  MAX_RECORD_GAP_S,
  mergeFigures,
  noFigures,
  type ActivitySeries,
} from './activity-figures.js';
import type { ActivityFigures, ParsedActivity, ParsedLap } from './parsed-activity.js';
import {
  elevationOf,
  readingOf,
  timeMs,
  writtenOffsetMinutes,
  type TcxActivityInput,
  type TcxLapInput,
} from './route-xml-input.js';
import { categoryOfSport } from './sport-categories.js';

/** A lap's figures as the file writes them; the elapsed time and the gain are the points'. */
function lapFigures(lap: TcxLapInput): ActivityFigures {
  const { totalTimeSeconds: seconds, distanceMeters: distance } = lap;
  return {
    ...noFigures(),
    movingS: seconds,
    distanceM: distance,
    maxSpeedMps: lap.maximumSpeed,
    avgSpeedMps: lap.averageSpeed ?? (distance !== null && seconds ? distance / seconds : null),
    avgHeartRate: readingOf(lap.averageHeartRate),
    maxHeartRate: readingOf(lap.maximumHeartRate),
    avgCadence: readingOf(lap.averageCadence),
    maxCadence: readingOf(lap.maximumCadence),
  };
}

/** A sum where every lap has the figure, else null (the points give it instead). */
const sumOf = (laps: readonly ActivityFigures[], key: keyof ActivityFigures): number | null =>
  laps.every((lap) => lap[key] !== null)
    ? laps.reduce((sum, lap) => sum + (lap[key] ?? 0), 0)
    : null;

const maxOf = (laps: readonly ActivityFigures[], key: keyof ActivityFigures): number | null => {
  const values = laps.map((lap) => lap[key]).filter((value) => value !== null);
  return values.length > 0 ? Math.max(...values) : null;
};

/** The laps' mean weighted by their timer time, over the laps that have both. */
function weightedOf(laps: readonly ActivityFigures[], key: keyof ActivityFigures): number | null {
  let sum = 0;
  let seconds = 0;
  for (const lap of laps) {
    const value = lap[key];
    if (value === null || !lap.movingS) continue;
    sum += value * lap.movingS;
    seconds += lap.movingS;
  }
  return seconds > 0 ? sum / seconds : null;
}

function activityFigures(laps: readonly ActivityFigures[]): ActivityFigures {
  if (laps.length === 0) return noFigures();
  return {
    ...noFigures(),
    movingS: sumOf(laps, 'movingS'),
    distanceM: sumOf(laps, 'distanceM'),
    maxSpeedMps: maxOf(laps, 'maxSpeedMps'),
    avgHeartRate: weightedOf(laps, 'avgHeartRate'),
    maxHeartRate: maxOf(laps, 'maxHeartRate'),
    avgCadence: weightedOf(laps, 'avgCadence'),
    maxCadence: maxOf(laps, 'maxCadence'),
  };
}

/** An activity's points, and where each lap's begin and end among them. */
interface ActivityPoints extends ActivitySeries {
  writtenTimes: (string | null)[];
  lapRanges: [from: number, to: number][];
}

/**
 * Every `<Track>` a segment of its own (a device starts one after a pause), except that a lap's
 * first track goes on from the lap before when it starts within MAX_RECORD_GAP_S: a new lap is
 * a press of a button, not a gap in the line.
 */
function pointsOf(activity: TcxActivityInput): ActivityPoints {
  const read: ActivityPoints = {
    points: [],
    segmentStarts: [],
    times: [],
    heartRates: [],
    cadences: [],
    writtenTimes: [],
    lapRanges: [],
  };
  for (const lap of activity.laps) {
    const lapStart = read.points.length;
    lap.tracks.forEach((track, t) => {
      const first = read.points.length;
      const gapMs = (timeMs(track.times[0]) ?? NaN) - (read.times.at(-1) ?? NaN);
      const joins = t === 0 && gapMs <= MAX_RECORD_GAP_S * 1000;
      if (first > 0 && track.points.length > 0 && !joins) read.segmentStarts.push(first);
      track.points.forEach(([latitude, longitude, elevation], i) => {
        read.points.push([latitude, longitude, elevationOf(elevation)] as RoutePoint);
        read.writtenTimes.push(track.times[i] ?? null);
        read.times.push(timeMs(track.times[i]));
        read.heartRates?.push(readingOf(track.heartRates[i]));
        read.cadences?.push(readingOf(track.cadences[i]));
      });
    });
    read.lapRanges.push([lapStart, read.points.length]);
  }
  if (!read.heartRates?.some((value) => value !== null)) read.heartRates = null;
  if (!read.cadences?.some((value) => value !== null)) read.cadences = null;
  return read;
}

/** The points of [from, to), their segments counted from `from`. */
function slice(series: ActivitySeries, [from, to]: [number, number]): ActivitySeries {
  return {
    points: series.points.slice(from, to),
    segmentStarts: series.segmentStarts.filter((s) => s > from && s < to).map((s) => s - from),
    times: series.times.slice(from, to),
    heartRates: series.heartRates?.slice(from, to) ?? null,
    cadences: series.cadences?.slice(from, to) ?? null,
  };
}

const isoOf = (ms: number | null | undefined): string | null =>
  ms === null || ms === undefined ? null : new Date(ms).toISOString();

/**
 * Seconds from `start` to the end of `lap` (its start and timer time) or its last point,
 * whichever is later, and no less than its timer time; the next lap's start where it ends there.
 * A TCX lap has no elapsed time of its own, and a file may hold only part of its points.
 */
function lapEndMs(lap: TcxLapInput | undefined, lastPointMs: number | null): number | null {
  const ends = [
    (timeMs(lap?.startTime) ?? NaN) + (lap?.totalTimeSeconds ?? NaN) * 1000,
    lastPointMs ?? NaN,
  ].filter(Number.isFinite);
  return ends.length > 0 ? Math.max(...ends) : null;
}

const elapsedS = (start: number | null, end: number | null, movingS: number | null) =>
  start === null || end === null ? null : Math.max((end - start) / 1000, movingS ?? 0);

const lastTime = (times: readonly (number | null)[]): number | null =>
  times.findLast((time) => time !== null) ?? null;

function tcxActivity(activity: TcxActivityInput): ParsedActivity | null {
  const { writtenTimes, lapRanges, ...series } = pointsOf(activity);
  const firstTime = series.times.find((time) => time !== null);
  const start = timeMs(activity.id) ?? timeMs(activity.laps[0]?.startTime) ?? firstTime ?? null;
  if (start === null || (series.points.length === 0 && activity.laps.length === 0)) return null;
  const laps: ParsedLap[] = activity.laps.map((lap, k) => {
    const range = lapRanges[k] ?? [0, 0];
    const lapStart = timeMs(lap.startTime) ?? series.times[range[0]] ?? null;
    const own = slice(series, range);
    const end = timeMs(activity.laps[k + 1]?.startTime) ?? lapEndMs(lap, lastTime(own.times));
    return {
      startTime: isoOf(lapStart) ?? new Date(start).toISOString(),
      ...mergeFigures(
        { ...lapFigures(lap), elapsedS: elapsedS(lapStart, end, lap.totalTimeSeconds) },
        figuresFromPoints(own),
      ),
    };
  });
  const fromLaps = activityFigures(activity.laps.map(lapFigures));
  if (activity.laps.length > 0) {
    const end = lapEndMs(activity.laps.at(-1), lastTime(series.times));
    fromLaps.elapsedS = elapsedS(start, end, fromLaps.movingS);
  }
  const fileHasFigures = fromLaps.movingS !== null || fromLaps.distanceM !== null;
  return {
    format: 'tcx',
    sport: activity.sport,
    subSport: null,
    category: categoryOfSport(activity.sport),
    name: activity.notes,
    startTime: new Date(start).toISOString(),
    utcOffsetMinutes: writtenOffsetMinutes([activity.id, ...writtenTimes]),
    figures: mergeFigures(fromLaps, figuresFromPoints(series)),
    figuresFrom: fileHasFigures ? 'file' : 'points',
    laps,
    ...series,
  };
}

/** The activities of a TCX file, in its order; those with no lap and no point are left out. */
export function tcxActivities(activities: readonly TcxActivityInput[]): ParsedActivity[] {
  return activities
    .map(tcxActivity)
    .filter((activity): activity is ParsedActivity => activity !== null);
}
