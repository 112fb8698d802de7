import type { Feature, Geometry, GeoJsonProperties, Position } from 'geojson';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from '@server/domain/limits.js';
import { isPosition } from '@server/domain/map-markers.js';
import { segmentRanges } from '@server/domain/route/route-segments.js';
import {
  ELEVATION_M_MAX,
  ELEVATION_M_MIN,
  MAX_ROUTE_POINTS,
  MAX_TRIP_WAYPOINTS,
  TRIP_WAYPOINT_NOTE_MAX_LENGTH,
} from '@server/domain/trip-limits.js';
import type { ParsedRouteFile, ParsedWaypoint, RoutePoint } from './parsed-route-file.js';
import { activityOfTrackType } from './route-file-activity.js';
import { routeFileInvalid, routeXmlFailure } from './route-file.errors.js';
import type { RouteXml } from './route-file.worker.js';
import { guessWaypointIcon } from './waypoint-icons.js';
import { oneLine, truncate, withoutInvalidXmlChars } from './xml-text.js';

type AnyFeature = Feature<Geometry | null>;

/** One line of the file (a track segment, a route, a KML LineString or gx:Track). */
interface Line {
  coordinates: Position[];
  times: (string | null)[];
}

/**
 * Heights outside the trip's bounds (the deepest sea floor to above Everest) are a device's "no
 * value" marker (-32768, 99999...), not a place on Earth: they are no elevation.
 */
const elevationOf = (position: Position): number | null => {
  const value = position[2];
  return typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= ELEVATION_M_MIN &&
    value <= ELEVATION_M_MAX
    ? value
    : null;
};

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function lineGeometries(geometry: Geometry | null): Position[][] {
  if (!geometry) return [];
  switch (geometry.type) {
    case 'LineString':
      return [geometry.coordinates];
    case 'MultiLineString':
      return geometry.coordinates;
    case 'GeometryCollection':
      return geometry.geometries.flatMap(lineGeometries);
    case 'Point':
    case 'MultiPoint':
    case 'Polygon':
    case 'MultiPolygon':
      return [];
  }
}

function pointGeometries(geometry: Geometry | null): Position[] {
  if (!geometry) return [];
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates];
    case 'MultiPoint':
      return geometry.coordinates;
    case 'GeometryCollection':
      return geometry.geometries.flatMap(pointGeometries);
    case 'LineString':
    case 'MultiLineString':
    case 'Polygon':
    case 'MultiPolygon':
      return [];
  }
}

/** togeojson's `coordinateProperties.times`: one list for one line, a list of lists for several. */
function timeLists(properties: GeoJsonProperties): string[][] {
  const coordinateProperties: unknown = properties?.coordinateProperties;
  if (typeof coordinateProperties !== 'object' || coordinateProperties === null) return [];
  const times: unknown = (coordinateProperties as { times?: unknown }).times;
  if (!Array.isArray(times) || times.length === 0) return [];
  const lists = times.every((item) => typeof item === 'string') ? [times] : times;
  return lists.map((list: unknown) =>
    Array.isArray(list) ? list.map((time) => (typeof time === 'string' ? time : '')) : [],
  );
}

/**
 * A line's times, when the file gives them. togeojson lists only the times that points have,
 * so a list as long as the line matches point for point; a shorter one (some points without a
 * time) still tells when the line began and ended, which is what the trip's dates need.
 */
function timesFor(count: number, list: string[] | undefined): (string | null)[] {
  const times = new Array<string | null>(count).fill(null);
  if (!list || list.length === 0) return times;
  // togeojson writes '' for a time it could not read: no time.
  const time = (value: string | undefined): string | null =>
    value === undefined || value === '' ? null : value;
  if (list.length === count) return list.map(time);
  times[0] = time(list[0]);
  times[count - 1] = time(list[list.length - 1]);
  return times;
}

/**
 * The lines of one feature with their times. togeojson gives a times list only for lines that
 * have times (a track segment without any gives none), so lists are paired with lines in order
 * when there are as many; otherwise each list goes to the next line exactly as long.
 */
function linesOf(feature: AnyFeature): Line[] {
  const geometries = lineGeometries(feature.geometry);
  const lists = timeLists(feature.properties);
  if (lists.length === geometries.length) {
    return geometries.map((coordinates, index) => ({
      coordinates,
      times: timesFor(coordinates.length, lists[index]),
    }));
  }
  let next = 0;
  return geometries.map((coordinates) => {
    const list = lists[next];
    const matches = list?.length === coordinates.length;
    if (matches) next += 1;
    return { coordinates, times: timesFor(coordinates.length, matches ? list : undefined) };
  });
}

/** GPX: the tracks if any, else the routes. KML: every line, in the file's order. */
function routeFeatures({ format, features }: RouteXml): AnyFeature[] {
  const lines = features.filter((feature) => lineGeometries(feature.geometry).length > 0);
  if (format === 'kml') return lines;
  const tracks = lines.filter((feature) => feature.properties?._gpxType === 'trk');
  return tracks.length > 0 ? tracks : lines.filter((f) => f.properties?._gpxType === 'rte');
}

function assertOnTheGlobe(what: string, position: Position): void {
  const [longitude, latitude] = position;
  if (!isPosition(latitude, longitude)) {
    throw routeFileInvalid(
      `${what} is not on the globe (latitude ${latitude}, longitude ${longitude})`,
    );
  }
}

/** A route's items (points, times) and where its segments begin among them. */
export interface Segmented<T> {
  items: T[];
  segmentStarts: number[];
}

/**
 * Keeps `max` items spread evenly over the whole route (the first and the last among them), each
 * exactly as the file had it, and the breaks between segments: each segment keeps the items that
 * fall in it. A segment that gets fewer than two (one under two steps long: at 50,000 points of
 * a 10 MB file, three or four points of the file) is left out. A route past the limit is a long
 * recording at one point a second, where dropping every other point changes little; the trip
 * keeps a profile, and the person does not have to find a tool to shrink the file first.
 */
export function thinEvenly<T>(
  items: readonly T[],
  segmentStarts: readonly number[],
  max: number,
): Segmented<T> {
  if (items.length <= max) return { items: [...items], segmentStarts: [...segmentStarts] };
  const step = (items.length - 1) / (max - 1);
  const picked = Array.from({ length: max }, (_, index) => Math.round(index * step));
  const thinned: Segmented<T> = { items: [], segmentStarts: [] };
  let next = 0;
  for (const [from, to] of segmentRanges(items.length, segmentStarts)) {
    const mine: T[] = [];
    for (; next < picked.length && (picked[next] ?? Infinity) < to; next += 1) {
      if ((picked[next] ?? -1) >= from) mine.push(items[picked[next] ?? 0] as T);
    }
    if (mine.length < 2) continue;
    if (thinned.items.length > 0) thinned.segmentStarts.push(thinned.items.length);
    thinned.items.push(...mine);
  }
  return thinned;
}

/**
 * Tracks (each track segment of two points or more a segment of its own), else routes (each a
 * segment); KML every LineString and gx:Track, each a segment. Kept apart, so nothing is
 * measured across the gap between two outings of one file.
 */
function routeOf(xml: RouteXml): Pick<ParsedRouteFile, 'points' | 'times' | 'segmentStarts'> {
  const lines = routeFeatures(xml)
    .flatMap(linesOf)
    .filter((line) => line.coordinates.length >= 2);
  const points: RoutePoint[] = [];
  const times: (string | null)[] = [];
  const segmentStarts: number[] = [];
  for (const line of lines) {
    if (points.length > 0) segmentStarts.push(points.length);
    line.coordinates.forEach((position, index) => {
      assertOnTheGlobe(`Point ${points.length + 1} of the route`, position);
      const [longitude = NaN, latitude = NaN] = position;
      points.push([latitude, longitude, elevationOf(position)]);
      times.push(line.times[index] ?? null);
    });
  }
  // A whole route at exactly 0 m is a device with no altimeter writing zeros (KML's default
  // altitude is 0 too): it has no elevation, and gets one from the tiles.
  const allZero = points.every(([, , elevation]) => elevation === 0 || elevation === null);
  const cleaned: RoutePoint[] = allZero ? points.map(([lat, lon]) => [lat, lon, null]) : points;
  const kept = thinEvenly(
    cleaned.map((point, index) => ({ point, time: times[index] ?? null })),
    segmentStarts,
    MAX_ROUTE_POINTS,
  );
  return {
    points: kept.items.map(({ point }) => point),
    times: kept.items.map(({ time }) => time),
    segmentStarts: kept.segmentStarts,
  };
}

/** A KML description may be HTML: its text, line breaks kept. */
function plainText(value: unknown): string | null {
  const html = typeof value === 'object' && value !== null && 'value' in value;
  const raw = text(html ? value.value : value);
  if (raw === null) return null;
  if (!html && !/<[a-z/][^>]*>/i.test(raw)) return raw;
  return raw
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

function waypointsOf(xml: RouteXml): ParsedWaypoint[] {
  const waypoints: ParsedWaypoint[] = [];
  for (const feature of xml.features) {
    const properties = feature.properties ?? {};
    for (const position of pointGeometries(feature.geometry)) {
      assertOnTheGlobe(`Waypoint ${waypoints.length + 1}`, position);
      const name = oneLine(text(properties.name) ?? '');
      const note =
        plainText(properties.desc) ?? plainText(properties.description) ?? text(properties.cmt);
      const [longitude = NaN, latitude = NaN] = position;
      waypoints.push({
        name: truncate(name === '' ? `Waypoint ${waypoints.length + 1}` : name, NAME_MAX_LENGTH),
        note: truncate(withoutInvalidXmlChars(note ?? '').trim(), TRIP_WAYPOINT_NOTE_MAX_LENGTH),
        latitude,
        longitude,
        elevationM: elevationOf(position),
        icon: guessWaypointIcon({
          sym: text(properties.sym),
          type: text(properties.type),
          name,
        }),
      });
    }
  }
  if (waypoints.length > MAX_TRIP_WAYPOINTS) {
    throw routeFileInvalid(
      `The file has ${waypoints.length} waypoints; a trip holds at most ${MAX_TRIP_WAYPOINTS}`,
    );
  }
  return waypoints;
}

/** The file's name without its folder and extension ("Tour_du_Mont_Blanc.gpx" gives its words). */
function nameFromFileName(fileName: string): string {
  return oneLine(
    fileName
      .replace(/^.*[\\/]/, '')
      .replace(/\.[^.]*$/, '')
      .replace(/_/g, ' '),
  );
}

/**
 * Names a device gives a track by itself (Garmin's "ACTIVE LOG #2" and "03-OCT-10 #2", "Track 1",
 * "Current Track: ...", a bare date and time): they say nothing of the trip, so the file's own
 * name comes before them.
 */
const DEVICE_TRACK_NAMES = [
  /^active log(\s*#?\d+)?$/i,
  /^\d{1,2}-[a-z]{3}-\d{2,4}(\s*#?\d+)?$/i,
  /^(current\s+)?track(\s*#?\d+)?$/i,
  /^current track:/i,
  /^(untitled|unnamed)\b/i,
  /^\d{4}-\d{2}-\d{2}([ t]\d{1,2}:\d{2}(:\d{2})?(\.\d+)?z?)?(\s*#?\d+)?$/i,
  /^\d{1,2}[/.]\d{1,2}[/.]\d{2,4}(,?\s+\d{1,2}:\d{2}(:\d{2})?(\s*[ap]m)?)?(\s*#?\d+)?$/i,
];

export const isDeviceTrackName = (name: string): boolean =>
  DEVICE_TRACK_NAMES.some((pattern) => pattern.test(name));

/**
 * The trip's name: the file's metadata name, else its first track's name, else the file's name;
 * a track name a device gave by itself only when there is nothing else.
 */
function tripName(xml: RouteXml, fileName: string): string | null {
  const firstLineName =
    routeFeatures(xml)
      .map((feature) => oneLine(text(feature.properties?.name) ?? ''))
      .find((name) => name !== '') ?? '';
  const chosen = isDeviceTrackName(firstLineName) ? '' : firstLineName;
  const name = [oneLine(xml.name ?? ''), chosen, nameFromFileName(fileName), firstLineName].find(
    (candidate) => candidate !== '',
  );
  return name === undefined ? null : truncate(name, NAME_MAX_LENGTH);
}

/** What the trip takes from a file read by togeojson. */
export function routeFileContents(xml: RouteXml, fileName: string): ParsedRouteFile {
  // The reader takes TCX for activities; a trip is made of GPX or KML, as before it did.
  if (xml.format === 'tcx') {
    throw routeXmlFailure('unsupported', 'its root element is <TrainingCenterDatabase>');
  }
  const { points, times, segmentStarts } = routeOf(xml);
  const waypoints = waypointsOf(xml);
  if (points.length === 0 && waypoints.length === 0) {
    throw routeFileInvalid(
      'The file holds no track, route or waypoint: nothing to make a trip of (a track needs at least two points)',
    );
  }
  return {
    name: tripName(xml, fileName),
    description: truncate(
      withoutInvalidXmlChars(xml.description ?? '').trim(),
      DESCRIPTION_MAX_LENGTH,
    ),
    activity: activityOfTrackType(xml.trackType),
    points,
    segmentStarts,
    times,
    writtenDates: xml.writtenDates,
    waypoints,
  };
}
