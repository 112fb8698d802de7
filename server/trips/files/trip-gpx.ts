import type { MarkerIcon } from '@server/domain/map-markers.js';
import { segmentRanges } from '@server/domain/route/route-segments.js';
import type { TripActivity } from '@server/domain/trip-limits.js';
import type { RoutePoint } from './parsed-route-file.js';
import { WAYPOINT_SYMBOLS } from './waypoint-icons.js';
import { escapeXml } from './xml-text.js';

/** What a GPX export holds of a trip. */
export interface GpxTrip {
  name: string;
  description: string;
  /** Written as the track's type, which an import reads back. */
  activity: TripActivity;
  /** `YYYY-MM-DD` */
  startDate: string;
  endDate: string;
  points: readonly RoutePoint[];
  /** Each point's time (ISO 8601), null where it has none; none for a route without times. */
  times?: readonly (string | null)[] | null;
  /** Where the route's segments begin (indices into points); none or [] for one segment. */
  segmentStarts?: readonly number[];
  waypoints: readonly {
    name: string;
    note: string;
    latitude: number;
    longitude: number;
    elevationM: number | null;
    icon: MarkerIcon;
  }[];
}

/**
 * A number as xsd:decimal, which has no exponent: JavaScript's shortest form that reads back
 * to the same double ("45.123456789"), or for the tiny and huge numbers it writes with an
 * exponent, the fewest fixed digits that do.
 */
export function decimal(value: number): string {
  if (Object.is(value, -0)) return '0';
  const shortest = String(value);
  if (!/e/i.test(shortest)) return shortest;
  for (let digits = 1; digits <= 100; digits += 1) {
    const fixed = value.toFixed(digits);
    if (Number(fixed) === value) return fixed.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  }
  return value.toFixed(100);
}

const element = (name: string, text: string): string => `<${name}>${escapeXml(text)}</${name}>`;

const position = (latitude: number, longitude: number): string =>
  `lat="${decimal(latitude)}" lon="${decimal(longitude)}"`;

const elevation = (elevationM: number | null): string =>
  elevationM === null ? '' : `<ele>${decimal(elevationM)}</ele>`;

function dates({ startDate, endDate }: GpxTrip): string {
  return startDate === endDate ? startDate : `${startDate} to ${endDate}`;
}

/** The smallest box around the route and the waypoints (a loop: 50,000 numbers overflow a spread). */
function boundsOf(trip: GpxTrip): string {
  const positions: [number, number][] = [
    ...trip.points.map(([latitude, longitude]): [number, number] => [latitude, longitude]),
    ...trip.waypoints.map((w): [number, number] => [w.latitude, w.longitude]),
  ];
  if (positions.length === 0) return '';
  let [minLat, minLon, maxLat, maxLon] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [latitude, longitude] of positions) {
    minLat = Math.min(minLat, latitude);
    maxLat = Math.max(maxLat, latitude);
    minLon = Math.min(minLon, longitude);
    maxLon = Math.max(maxLon, longitude);
  }
  return `\n    <bounds minlat="${decimal(minLat)}" minlon="${decimal(minLon)}" maxlat="${decimal(maxLat)}" maxlon="${decimal(maxLon)}"/>`;
}

function metadata(trip: GpxTrip): string {
  const description = trip.description.trim();
  // The dates first, on a line of their own: route-xml-reader.ts reads them back on import.
  const desc = description === '' ? dates(trip) : `${dates(trip)}\n\n${description}`;
  const bounds = boundsOf(trip);
  return [
    '  <metadata>',
    `    ${element('name', trip.name)}`,
    `    ${element('desc', desc)}`,
    // The trip's first day, as the time the file is about (GPX has no field for a date range).
    `    <time>${trip.startDate}T00:00:00Z</time>${bounds}`,
    '  </metadata>',
  ].join('\n');
}

function waypoint(point: GpxTrip['waypoints'][number]): string {
  const note = point.note.trim() === '' ? '' : element('desc', point.note);
  return (
    `  <wpt ${position(point.latitude, point.longitude)}>${elevation(point.elevationM)}` +
    `${element('name', point.name)}${note}` +
    `${element('sym', WAYPOINT_SYMBOLS[point.icon])}${element('type', point.icon)}</wpt>`
  );
}

function track(trip: GpxTrip): string[] {
  if (trip.points.length === 0) return [];
  const time = (index: number): string => {
    const instant = trip.times?.[index];
    return instant ? `<time>${escapeXml(instant)}</time>` : '';
  };
  const point = ([latitude, longitude, elevationM]: RoutePoint, index: number) =>
    `      <trkpt ${position(latitude, longitude)}>${elevation(elevationM)}${time(index)}</trkpt>`;
  const segments = segmentRanges(trip.points.length, trip.segmentStarts).flatMap(([from, to]) => [
    '    <trkseg>',
    ...trip.points.slice(from, to).map((p, offset) => point(p, from + offset)),
    '    </trkseg>',
  ]);
  return [
    '  <trk>',
    `    ${element('name', trip.name)}`,
    `    ${element('type', trip.activity)}`,
    ...segments,
    '  </trk>',
  ];
}

/**
 * The trip as GPX 1.1, valid against TopoGrafix's schema: its name, dates and description in
 * the metadata, its activity as the track's type, its waypoints (name, note, elevation, a Garmin symbol that reads back as the
 * same icon, and the icon itself as the type), and the route as one track, a `<trkseg>` per
 * segment (so other tools, and an import back, leave the gaps between them unwalked).
 * Every number is written with the digits that read back to the same value, so importing the
 * file again gives the same points.
 */
export function tripToGpx(trip: GpxTrip): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Packtrail" xmlns="http://www.topografix.com/GPX/1/1" ' +
      'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
      'xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">',
    metadata(trip),
    ...trip.waypoints.map(waypoint),
    ...track(trip),
    '</gpx>',
    '',
  ].join('\n');
}
