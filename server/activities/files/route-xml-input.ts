/**
 * What the activities read of `RouteXml`, the answer of the trips' XML reader
 * (server/trips/files/route-xml-reader.ts: xmldom and togeojson, in the activity file worker),
 * under the names the activities' readers use, and the small readings GPX and TCX share.
 */
import type {
  RouteXml,
  TcxActivityXml,
  TcxLapXml,
  TcxTrackXml,
} from '@server/trips/files/route-xml-reader.js';
import { ELEVATION_M_MAX, ELEVATION_M_MIN } from '@server/domain/trip-limits.js';

export type TcxTrackInput = TcxTrackXml;
export type TcxLapInput = TcxLapXml;
export type TcxActivityInput = TcxActivityXml;
export type RouteXmlInput = Pick<
  RouteXml,
  'format' | 'name' | 'trackType' | 'features' | 'tcxActivities'
>;

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
