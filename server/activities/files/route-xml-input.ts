/**
 * What the activities read of `RouteXml`, the answer of the trips' XML reader
 * (server/trips/files/route-file.worker.ts: xmldom and togeojson, off the request thread), and
 * the small readings GPX and TCX share. The shape is declared here rather than imported: the
 * worker belongs to the trips module, which shares no file of it (eslint.config.js,
 * serverSurfaces); a RouteXml fits it as it is.
 */
import type { Feature, Geometry } from 'geojson';
import { ELEVATION_M_MAX, ELEVATION_M_MIN } from '@server/domain/trip-limits.js';

export interface TcxTrackInput {
  /** [latitude, longitude, elevation or null] of each trackpoint with a position. */
  points: [number, number, number | null][];
  times: (string | null)[];
  heartRates: (number | null)[];
  cadences: (number | null)[];
}

export interface TcxLapInput {
  startTime: string | null;
  totalTimeSeconds: number | null;
  distanceMeters: number | null;
  maximumSpeed: number | null;
  averageHeartRate: number | null;
  maximumHeartRate: number | null;
  averageCadence: number | null;
  maximumCadence: number | null;
  averageSpeed: number | null;
  tracks: TcxTrackInput[];
}

export interface TcxActivityInput {
  sport: string | null;
  id: string | null;
  notes: string | null;
  laps: TcxLapInput[];
}

export interface RouteXmlInput {
  format: 'gpx' | 'kml' | 'tcx';
  /** GPX `<metadata><name>`. */
  name: string | null;
  /** The first GPX track's `<type>`. */
  trackType: string | null;
  features: Feature<Geometry | null>[];
  tcxActivities?: TcxActivityInput[];
}

/** An ISO 8601 time as ms since the epoch, null for none or one that does not parse. */
export function timeMs(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

const WRITTEN_OFFSET = /([+-])(\d{2}):?(\d{2})$/;

/**
 * The offset a time is written with ('2020-12-27T15:43:49+01:00': 60), in minutes east of UTC;
 * null for 'Z' or none, which say nothing of where the activity was.
 */
export function writtenOffsetMinutes(times: readonly (string | null)[]): number | null {
  const first = times.find((time) => time !== null && time !== '');
  const match = first ? WRITTEN_OFFSET.exec(first.trim()) : null;
  if (!match?.[2] || !match[3] || !/T\d/.test(first ?? '')) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * Heights outside the bounds a trip accepts are a device's "no value" (-32768, 99999), not a
 * place on Earth: no elevation.
 */
export const elevationOf = (value: unknown): number | null =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= ELEVATION_M_MIN &&
  value <= ELEVATION_M_MAX
    ? value
    : null;

/** A heart rate or cadence; 0 and below are a sensor without a reading. */
export const readingOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
