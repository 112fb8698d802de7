/**
 * Activities from a FIT file (watches, bike computers, phone apps), read with fit-file-parser
 * (MIT): one per session message, in time order, transitions left out, so a triathlon gives its
 * swim, ride and run. Figures come from the session (the device's own summary), filled from the
 * records where it lacks one; laps from the lap messages within each session; points from the
 * records with a position.
 */
import FitParser, { type ParsedFit } from 'fit-file-parser';
import { ActivityFileError, type ParsedActivity, type ParsedLap } from './parsed-activity.js';
import {
  figuresFromPoints,
  mergeFigures,
  seriesBetween,
  type PointSeries,
} from './activity-figures.js';
import {
  fitPointSeries,
  fitUtcOffsetMinutes,
  summaryFigures,
  type FitSummary,
} from './fit-messages.js';
import { categoryOfSport } from './sport-categories.js';

type FitSession = NonNullable<ParsedFit['sessions']>[number];
type FitLap = NonNullable<ParsedFit['laps']>[number];

/** What a person reads beside the file's name, by what the parser found. */
const BROKEN_MESSAGES: Record<string, string> = {
  'File to small to be a FIT file':
    'The file is too short to be a FIT file: it may have been cut off while copying.',
  'Incorrect header size':
    'The file is not a FIT file: it does not begin as the files of watches and bike computers do.',
  "Missing '.FIT' in header":
    'The file is not a FIT file: it does not begin as the files of watches and bike computers do.',
  'File data exceeds input length':
    'The file ends before its data does: it may have been cut off while copying. Copy it from the device again.',
  'File CRC missing':
    'The file ends before its data does: it may have been cut off while copying. Copy it from the device again.',
  'Header CRC mismatch':
    "The file's check sum does not match its contents: it was damaged, perhaps while copying. Copy it from the device again.",
  'File CRC mismatch':
    "The file's check sum does not match its contents: it was damaged, perhaps while copying. Copy it from the device again.",
};

const UNREADABLE =
  "The file's data could not be read: it is damaged, or it is not a FIT file from a device.";

/** The whole file decoded, its check sums verified; ActivityFileError otherwise. */
function readFit(bytes: Uint8Array): ParsedFit {
  if (bytes.length === 0) {
    throw new ActivityFileError('empty', 'The file is empty: it has no data at all (0 bytes).');
  }
  // A copy the parser can own: it reads an ArrayBuffer or a Node Buffer, not any Uint8Array.
  const content = new Uint8Array(bytes).buffer;
  let parsed: ParsedFit | undefined;
  let failure: string | undefined;
  try {
    // force: false checks the header's and the file's CRC (the default skips both).
    new FitParser({ force: false, mode: 'list' }).parse(content, (error, data) => {
      failure = error;
      parsed = data;
    });
  } catch {
    // The framing was sound but a message ran past the data: a damaged file.
    throw new ActivityFileError('broken', UNREADABLE);
  }
  if (failure !== undefined) {
    throw new ActivityFileError('broken', BROKEN_MESSAGES[failure] ?? UNREADABLE);
  }
  // The parser answers before parse() returns; this would catch a version that did not.
  if (!parsed) throw new ActivityFileError('broken', UNREADABLE);
  return parsed;
}

const ms = (date: Date | undefined): number | null => {
  const time = date?.getTime();
  return time === undefined || Number.isNaN(time) ? null : time;
};

const FILE_TYPE_WORDS: Partial<Record<string, string>> = {
  course: 'a course (a route to follow)',
  workout: 'a workout plan',
  settings: 'device settings',
  monitoring_a: 'daily monitoring',
  monitoring_b: 'daily monitoring',
  monitoring_daily: 'daily monitoring',
  weight: 'weight measurements',
};

function noActivity(fit: ParsedFit): ActivityFileError {
  const type = fit.file_ids?.[0]?.type;
  const what = typeof type === 'string' ? (FILE_TYPE_WORDS[type] ?? null) : null;
  return new ActivityFileError(
    'no-activity',
    what
      ? `The file holds ${what}, not a recorded activity.`
      : 'The file holds no recorded activity: a FIT activity has a session, and this file has none.',
  );
}

interface SessionSpan {
  session: FitSummary & Pick<FitSession, 'sport' | 'sub_sport'>;
  /** Records from here (ms; -Infinity for the first)... */
  from: number;
  /** ...to here, the next session's start (Infinity for the last). */
  to: number;
}

/**
 * The sessions in time order, each spanning from its start to the next one's: session
 * timestamps and elapsed times are not to be trusted for this (a Garmin triathlon written
 * "summary first" stamps every session with the start; a Fenix 2 records before its first
 * session's start_time), starts are. Records before the first start belong to the first.
 */
function sessionSpans(sessions: readonly FitSession[]): SessionSpan[] {
  const started = sessions
    .map((session, index) => ({
      session,
      index,
      start:
        ms(session.start_time) ??
        (ms(session.timestamp) ?? NaN) - (session.total_elapsed_time ?? 0) * 1000,
    }))
    // A session with neither a start nor an end has no place among the others.
    .filter(({ start }) => Number.isFinite(start))
    .sort((a, b) => a.start - b.start || a.index - b.index);
  return started.map(({ session, start }, k) => ({
    session,
    from: k === 0 ? -Infinity : start,
    to: started[k + 1]?.start ?? Infinity,
  }));
}

/** An activity file whose device stopped before writing its session (a flat battery). */
function sessionFromRecords(fit: ParsedFit): FitSession | null {
  if (fit.file_ids?.[0]?.type !== 'activity') return null;
  const start = fit.records?.find((record) => ms(record.timestamp) !== null)?.timestamp;
  return start ? { start_time: start, sport: fit.sports?.[0]?.sport } : null;
}

function lapsOf(laps: readonly FitLap[], span: SessionSpan, series: PointSeries): ParsedLap[] {
  const mine = laps
    .map((lap) => ({ lap, start: ms(lap.start_time) }))
    .filter((item): item is { lap: FitLap; start: number } => item.start !== null)
    .filter(({ start }) => start >= span.from && start < span.to)
    .sort((a, b) => a.start - b.start);
  return mine.map(({ lap, start }, k) => ({
    startTime: new Date(start).toISOString(),
    ...mergeFigures(
      summaryFigures(lap),
      figuresFromPoints(seriesBetween(series, start, mine[k + 1]?.start ?? span.to)),
    ),
  }));
}

function activityOf(
  fit: ParsedFit,
  span: SessionSpan,
  utcOffset: number | null,
): ParsedActivity | null {
  const { session } = span;
  const series = fitPointSeries(fit, span.from, span.to);
  const start = Math.min(ms(session.start_time) ?? Infinity, series.times[0] ?? Infinity);
  if (!Number.isFinite(start)) return null;
  const sport = typeof session.sport === 'string' ? session.sport : null;
  const subSport = typeof session.sub_sport === 'string' ? session.sub_sport : null;
  const fromSession =
    session.total_elapsed_time !== undefined || session.total_timer_time !== undefined;
  return {
    format: 'fit',
    sport,
    subSport,
    category: categoryOfSport(sport, subSport),
    name: null,
    startTime: new Date(start).toISOString(),
    utcOffsetMinutes: utcOffset,
    figures: mergeFigures(summaryFigures(session), figuresFromPoints(series)),
    figuresFrom: fromSession ? 'file' : 'points',
    laps: lapsOf(fit.laps ?? [], span, series),
    ...series,
  };
}

/**
 * The activities of a FIT file, one per session in time order (transitions left out). Throws
 * ActivityFileError: 'empty' for no bytes; 'broken' for a file that is not FIT, is cut short,
 * or fails its check sum; 'no-activity' for a FIT file of another kind (a course, settings).
 */
export function parseFitActivities(bytes: Uint8Array): ParsedActivity[] {
  const fit = readFit(bytes);
  const fallback = fit.sessions?.length ? null : sessionFromRecords(fit);
  const sessions = fallback ? [fallback] : (fit.sessions ?? []);
  const utcOffset = fitUtcOffsetMinutes(fit);
  const activities = sessionSpans(sessions)
    .filter(({ session }) => session.sport !== 'transition')
    .map((span) => activityOf(fit, span, utcOffset))
    .filter((activity): activity is ParsedActivity => activity !== null);
  if (activities.length === 0) throw noActivity(fit);
  return activities;
}
