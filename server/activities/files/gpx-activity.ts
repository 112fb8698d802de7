/**
 * The activity of a GPX file as togeojson reads it: its tracks' segments in order (its routes
 * where it has no track), with the times, heart rates and cadences togeojson puts in each track's
 * `coordinateProperties` (`times`; `heart` from gpxtpx:hr; `cads` from gpxtpx:cad: one list per
 * segment where the track has several). GPX has no summary: every figure is the points'.
 */
import type { Feature, Geometry, Position } from 'geojson';
import { isPosition } from '@server/domain/map-markers.js';
import type { RoutePoint } from '@server/domain/route/route-point.js';
import { figuresFromPoints, type ActivitySeries } from './activity-figures.js';
import { ActivityFileError, type ParsedActivity } from './parsed-activity.js';
import {
  elevationOf,
  readingOf,
  timeMs,
  writtenOffsetMinutes,
  type RouteXmlInput,
} from './route-xml-input.js';
import { categoryOfSport } from './sport-categories.js';

type AnyFeature = Feature<Geometry | null>;

/** One segment: its positions and, point for point, what else the file gives. */
interface Line {
  positions: Position[];
  times: (string | null)[];
  heartRates: (number | null)[];
  cadences: (number | null)[];
}

const linesOfGeometry = (geometry: Geometry | null): Position[][] => {
  if (geometry?.type === 'LineString') return [geometry.coordinates];
  if (geometry?.type === 'MultiLineString') return geometry.coordinates;
  return [];
};

/**
 * A coordinate property as one list per line: togeojson writes a flat list for a track of one
 * segment and a list of lists for several.
 */
function perLine(value: unknown, lines: number): unknown[][] {
  if (!Array.isArray(value) || value.length === 0) return [];
  const nested = value.every((item) => Array.isArray(item));
  return lines > 1 || nested ? (value as unknown[][]) : [value];
}

/**
 * Each line's list, point for point. togeojson gives times only for the segments (and points)
 * that have them, so a list is taken for the line it matches in length, in order; heart rates
 * and cadences come one list per segment.
 */
function alongLines<T>(lists: unknown[][], lines: Position[][], read: (item: unknown) => T): T[][] {
  let next = 0;
  return lines.map((positions) => {
    const list = lists[next];
    if (list?.length !== positions.length) return positions.map(() => read(null));
    next += 1;
    return list.map(read);
  });
}

const asText = (item: unknown): string | null =>
  typeof item === 'string' && item !== '' ? item : null;

function linesOf(feature: AnyFeature): Line[] {
  const lines = linesOfGeometry(feature.geometry).filter((line) => line.length >= 2);
  const properties: unknown = feature.properties?.coordinateProperties;
  const coordinates = (
    typeof properties === 'object' && properties !== null ? properties : {}
  ) as Record<string, unknown>;
  const times = alongLines(perLine(coordinates.times, lines.length), lines, asText);
  const heart = alongLines(perLine(coordinates.heart, lines.length), lines, readingOf);
  const cads = alongLines(perLine(coordinates.cads, lines.length), lines, readingOf);
  return lines.map((positions, i) => ({
    positions,
    times: times[i] ?? [],
    heartRates: heart[i] ?? [],
    cadences: cads[i] ?? [],
  }));
}

/** The tracks where the file has any, else its routes (a planned route has no times). */
function trackFeatures(features: readonly AnyFeature[]): AnyFeature[] {
  const lines = features.filter((feature) => linesOfGeometry(feature.geometry).length > 0);
  const tracks = lines.filter((feature) => feature.properties?._gpxType === 'trk');
  return tracks.length > 0 ? tracks : lines.filter((f) => f.properties?._gpxType === 'rte');
}

function seriesOf(lines: readonly Line[]): ActivitySeries & { writtenTimes: (string | null)[] } {
  const series: ActivitySeries & { writtenTimes: (string | null)[] } = {
    points: [],
    segmentStarts: [],
    times: [],
    heartRates: [],
    cadences: [],
    writtenTimes: [],
  };
  for (const line of lines) {
    const before = series.points.length;
    line.positions.forEach(([longitude, latitude, elevation], i) => {
      if (!isPosition(latitude, longitude)) return;
      series.points.push([latitude, longitude, elevationOf(elevation)] as RoutePoint);
      series.writtenTimes.push(line.times[i] ?? null);
      series.times.push(timeMs(line.times[i]));
      series.heartRates?.push(line.heartRates[i] ?? null);
      series.cadences?.push(line.cadences[i] ?? null);
    });
    if (before > 0 && series.points.length > before) series.segmentStarts.push(before);
  }
  return series;
}

/** A whole track at exactly 0 m is a device without an altimeter writing zeros: no elevation. */
const withoutZeroElevations = (points: RoutePoint[]): RoutePoint[] =>
  points.every(([, , elevation]) => elevation === 0 || elevation === null)
    ? points.map(([latitude, longitude]) => [latitude, longitude, null])
    : points;

const anyValue = (values: (number | null)[] | null): (number | null)[] | null =>
  values?.some((value) => value !== null) ? values : null;

/** The one activity of a GPX file. */
export function gpxActivity(xml: RouteXmlInput): ParsedActivity {
  const tracks = trackFeatures(xml.features);
  const { writtenTimes, ...series } = seriesOf(tracks.flatMap(linesOf));
  if (series.points.length === 0) {
    throw new ActivityFileError(
      'no-activity',
      'The file holds no track: nothing recorded to make an activity of (a track needs two points or more).',
    );
  }
  const start = series.times.find((time) => time !== null);
  if (start === undefined) {
    throw new ActivityFileError(
      'no-activity',
      'The track has no times: it is a planned route, not a recorded activity. Import it into a trip instead.',
    );
  }
  const points = withoutZeroElevations(series.points);
  const heartRates = anyValue(series.heartRates);
  const cadences = anyValue(series.cadences);
  const firstTrackName = tracks.map((track) => track.properties?.name as unknown).find(asText);
  const sport = xml.trackType;
  return {
    format: 'gpx',
    sport,
    subSport: null,
    category: categoryOfSport(sport),
    name: xml.name ?? asText(firstTrackName),
    startTime: new Date(start).toISOString(),
    utcOffsetMinutes: writtenOffsetMinutes(writtenTimes),
    figures: figuresFromPoints({ ...series, points, heartRates, cadences }),
    figuresFrom: 'points',
    laps: [],
    points,
    segmentStarts: series.segmentStarts,
    times: series.times,
    heartRates,
    cadences,
  };
}
