import type { ActivityCategory } from '@server/domain/activity-categories.js';
import type { RoutePoint } from '@server/domain/route/route-point.js';

export type ActivityFileFormat = 'fit' | 'tcx' | 'gpx';

/**
 * The figures of an activity or of one of its laps. Each is null where neither the file's own
 * summary (FIT session and lap messages, TCX laps) nor its points give it.
 */
export interface ActivityFigures {
  /** Wall-clock time from the first to the last record, pauses included (s). */
  elapsedS: number | null;
  /** Time in motion (s): the device's timer time where it wrote one, else worked out. */
  movingS: number | null;
  distanceM: number | null;
  gainM: number | null;
  lossM: number | null;
  /** m/s */
  maxSpeedMps: number | null;
  /** m/s, over the moving time */
  avgSpeedMps: number | null;
  /** beats per minute */
  avgHeartRate: number | null;
  maxHeartRate: number | null;
  /** As the device counts it: rpm for a bike, steps (of one foot, as FIT) per minute on foot. */
  avgCadence: number | null;
  maxCadence: number | null;
}

export interface ParsedLap extends ActivityFigures {
  /** ISO 8601, UTC ('2024-05-04T07:12:03.000Z'). */
  startTime: string;
}

/**
 * One activity read from a file: a FIT session, a TCX Activity, a GPX track set. A multi-sport
 * FIT file gives one per sport session, in order (transitions dropped).
 */
export interface ParsedActivity {
  format: ActivityFileFormat;
  /** The file's sport, as written ('running', 'trail_running', 'Biking', a GPX <type>). */
  sport: string | null;
  /** The FIT sub-sport, else null. */
  subSport: string | null;
  /** The category the sport maps to; null where it names none (the owner picks). */
  category: ActivityCategory | null;
  /** A name the file gives (GPX track or metadata name, TCX Notes), else null. */
  name: string | null;
  /** ISO 8601, UTC. */
  startTime: string;
  /**
   * The local time's offset from UTC at the start (minutes east), where the file says (FIT
   * activity local_timestamp); else null, and the time zone comes from the position.
   */
  utcOffsetMinutes: number | null;
  /** The file's own summary where it has one (FIT session, TCX laps); else from the points. */
  figures: ActivityFigures;
  /** Whether `figures` come from the device's summary ('file') or the points ('points'). */
  figuresFrom: 'file' | 'points';
  laps: ParsedLap[];
  /** Full resolution, in order; [] for an activity without positions (a treadmill run, a swim in a pool). */
  points: RoutePoint[];
  /** Where each segment after the first begins in `points` (a pause, a GPX trkseg); [] for one. */
  segmentStarts: number[];
  /** Per point: time as ms since the epoch, null where it has none. Same length as points. */
  times: (number | null)[];
  /** Per point: heart rate (bpm), else null for all where the file has none. */
  heartRates: (number | null)[] | null;
  /** Per point: cadence, else null. */
  cadences: (number | null)[] | null;
  /** The fastest 5 km and 10 km within it (s), worked out in the worker (best-efforts.ts). */
  bestEfforts?: { 5000: number | null; 10000: number | null };
}

/** Why a file was refused, said to its owner beside the file's name. */
export type ActivityFileProblem =
  'empty' | 'too-large' | 'unsupported-type' | 'broken' | 'no-activity';

export class ActivityFileError extends Error {
  readonly problem: ActivityFileProblem;

  constructor(problem: ActivityFileProblem, message: string) {
    super(message);
    this.problem = problem;
  }
}
