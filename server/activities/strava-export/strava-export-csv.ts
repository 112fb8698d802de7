/**
 * Strava's bulk export's `activities.csv`: one row per activity, with its name, type, gear and
 * the file it was recorded to (`activities/123.fit.gz`; empty for one entered by hand). Some
 * headers come twice: the first "Elapsed Time" and "Distance" in the athlete's display units
 * (km or miles), the later ones, among the detailed columns, in seconds and metres. The dates
 * are UTC, written in English ("Jun 12, 2021, 7:03:48 AM").
 */
import { parse } from 'csv-parse/sync';
import type { ActivityCategory } from '@server/domain/activity-categories.js';
import { categoryOfSport } from '../files/sport-categories.js';

/** One activity as the CSV gives it. */
export interface StravaExportRow {
  /** Strava's id of the activity. */
  stravaId: string;
  name: string;
  category: ActivityCategory | null;
  description: string;
  startTime: Date;
  elapsedS: number | null;
  movingS: number | null;
  distanceM: number | null;
  gainM: number | null;
  /** The gear's name as on Strava; '' for none. */
  gear: string;
  /** The recorded file's path in the zip; '' for an activity entered by hand. */
  fileName: string;
}

/** The CSV's refusal, in words for the owner (the import's JobFailure). */
export class StravaExportCsvError extends Error {}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "Jun 12, 2021, 7:03:48 AM" (UTC) or an ISO instant; null when neither. */
export function stravaDate(text: string): Date | null {
  const match =
    /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}), (\d{4}),? (\d{1,2}):(\d{2}):(\d{2})\s*([AP]M)?$/i.exec(
      text.trim(),
    );
  if (!match) {
    const iso = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text.trim())
      ? new Date(text.trim())
      : null;
    return iso && !Number.isNaN(iso.getTime()) ? iso : null;
  }
  const [, month, day, year, hour, minute, second, half] = match;
  const monthIndex = MONTHS.indexOf((month ?? '').toLowerCase());
  if (monthIndex < 0) return null;
  let hours = Number(hour);
  if (half) hours = (hours % 12) + (half.toUpperCase() === 'PM' ? 12 : 0);
  const date = new Date(
    Date.UTC(Number(year), monthIndex, Number(day), hours, Number(minute), Number(second)),
  );
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A figure of the CSV: a plain number ("1,234.5" with a thousands comma too); null if none. */
function figure(text: string | undefined): number | null {
  const cleaned = (text ?? '').trim().replace(/,(?=\d{3}(\D|$))/g, '');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * The rows of `activities.csv` (its text): the columns found by their headers, the later of
 * two of one name where the detailed columns repeat it in SI units. Rows without an id or a
 * readable date are left out (counted in `unreadable`).
 */
export function readStravaExportCsv(text: string): { rows: StravaExportRow[]; unreadable: number } {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    throw new StravaExportCsvError(
      `activities.csv could not be read as CSV: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const [header, ...body] = records;
  if (!header) throw new StravaExportCsvError('activities.csv is empty');
  const names = header.map((name) => name.trim().toLowerCase());
  const first = (name: string) => names.indexOf(name);
  const last = (name: string) => names.lastIndexOf(name);
  const columns = {
    id: first('activity id'),
    date: first('activity date'),
    name: first('activity name'),
    type: first('activity type'),
    description: first('activity description'),
    gear: first('activity gear'),
    file: first('filename'),
    // Seconds in both columns of this name.
    elapsed: last('elapsed time'),
    moving: first('moving time'),
    // The later "Distance" is in metres; a CSV with only the first has it in display units.
    distance: names.filter((name) => name === 'distance').length > 1 ? last('distance') : -1,
    gain: first('elevation gain'),
  };
  if (columns.id < 0 || columns.date < 0 || columns.type < 0) {
    throw new StravaExportCsvError(
      'activities.csv has no Activity ID, Activity Date and Activity Type columns: is it Strava’s?',
    );
  }
  const cell = (record: string[], index: number) => (index < 0 ? '' : (record[index] ?? ''));
  const rows: StravaExportRow[] = [];
  let unreadable = 0;
  for (const record of body) {
    const stravaId = cell(record, columns.id).trim();
    const startTime = stravaDate(cell(record, columns.date));
    if (!stravaId || !startTime) {
      unreadable += 1;
      continue;
    }
    rows.push({
      stravaId,
      name: cell(record, columns.name).trim(),
      category: categoryOfSport(cell(record, columns.type)),
      description: cell(record, columns.description).trim(),
      startTime,
      elapsedS: figure(cell(record, columns.elapsed)),
      movingS: figure(cell(record, columns.moving)),
      distanceM: figure(cell(record, columns.distance)),
      gainM: figure(cell(record, columns.gain)),
      gear: cell(record, columns.gear).trim(),
      fileName: cell(record, columns.file).trim(),
    });
  }
  return { rows, unreadable };
}
