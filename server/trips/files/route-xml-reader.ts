/**
 * Reads the XML of a GPX, KML or TCX file into GeoJSON features, with @xmldom/xmldom and
 * @tmcw/togeojson, in a worker thread (route-file.worker.ts for trips, the activity file worker
 * for activities): a 10 MB file builds a DOM of several hundred megabytes
 * and takes seconds, which on the main thread would stall every other request (and a file that
 * exhausts the worker's memory ends the worker, not the server). The text reaching here has
 * been checked already (no DOCTYPE, no ENTITY: route-file-text.ts). Kept to erasable TypeScript
 * and package imports only, so Node runs this file as it is from the sources (in tests) as well
 * as compiled (in dist).
 */
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import { gpx, kml, tcx } from '@tmcw/togeojson';
import type { Feature, Geometry } from 'geojson';

/** TCX (Garmin's Training Center XML) is read for activities; trips refuse it. */
export type RouteFileFormat = 'gpx' | 'kml' | 'tcx';

/** One TCX `<Track>`: its trackpoints that have a position, each list point for point. */
export interface TcxTrackXml {
  /** [latitude, longitude, AltitudeMeters or null] */
  points: [number, number, number | null][];
  times: (string | null)[];
  heartRates: (number | null)[];
  /** `<Cadence>` (a bike's rpm), else the TPX extension's `RunCadence` (steps of one foot). */
  cadences: (number | null)[];
}

/** One TCX `<Lap>`: its summary as written (null where absent) and its tracks. */
export interface TcxLapXml {
  startTime: string | null;
  /** The lap's timer time (s). */
  totalTimeSeconds: number | null;
  distanceMeters: number | null;
  maximumSpeed: number | null;
  averageHeartRate: number | null;
  maximumHeartRate: number | null;
  /** `<Cadence>`, else the LX extension's `AvgRunCadence`. */
  averageCadence: number | null;
  /** The LX extension's `MaxBikeCadence` or `MaxRunCadence`. */
  maximumCadence: number | null;
  /** The LX extension's `AvgSpeed` (m/s). */
  averageSpeed: number | null;
  tracks: TcxTrackXml[];
}

/**
 * One TCX `<Activity>`, read here because togeojson's `tcx()` gives one feature per lap with
 * no activity, sport or start time, drops a lap with fewer than two positioned trackpoints
 * (and its figures), and lines heart rates and cadences up with the points only when every
 * trackpoint has a position and a heart rate.
 */
export interface TcxActivityXml {
  /** The `Sport` attribute: 'Running', 'Biking' or 'Other'. */
  sport: string | null;
  /** `<Id>`: the activity's start time. */
  id: string | null;
  notes: string | null;
  laps: TcxLapXml[];
}

/** What a route file holds, as togeojson reads it, and the name of the file's document. */
export interface RouteXml {
  format: RouteFileFormat;
  /** GPX `<metadata><name>` (1.1) or `<gpx><name>` (1.0); KML the `<Document>`'s name. */
  name: string | null;
  /**
   * The trip's dates as Packtrail's own GPX export writes them (creator "Packtrail", the first
   * line of the metadata's desc: "2026-08-14" or "2026-08-14 to 2026-08-16"), unchecked; null
   * for any other file, whose points' times date it instead.
   */
  writtenDates: { startDate: string; endDate: string } | null;
  /**
   * What the file says it is about: GPX `<metadata><desc>` (without the dates line a Packtrail
   * export puts first), KML the `<Document>`'s description; null for none.
   */
  description: string | null;
  /** The first GPX track's `<type>` (Packtrail writes the trip's activity there), unchecked. */
  trackType: string | null;
  features: Feature<Geometry | null>[];
  /** TCX only: every `<Activity>` in the file's order (a multi-sport session's too). */
  tcxActivities?: TcxActivityXml[];
}

/** Why a text could not be read: not XML (broken), or XML of another kind (unsupported). */
export type RouteXmlProblem = 'broken' | 'unsupported';

export class RouteXmlError extends Error {
  // A declared field, not a parameter property: Node strips types, and those are not erasable.
  readonly problem: RouteXmlProblem;

  constructor(problem: RouteXmlProblem, message: string) {
    super(message);
    this.problem = problem;
  }
}

const childNamed = (parent: Element | null | undefined, name: string): Element | null => {
  if (!parent) return null;
  for (let child = parent.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === child.ELEMENT_NODE && (child as Element).localName === name) {
      return child as Element;
    }
  }
  return null;
};

const textOf = (element: Element | null): string | null => {
  const text = element?.textContent?.trim() ?? '';
  return text === '' ? null : text;
};

function documentName(format: RouteFileFormat, root: Element): string | null {
  if (format === 'gpx') {
    return (
      textOf(childNamed(childNamed(root, 'metadata'), 'name')) ?? textOf(childNamed(root, 'name'))
    );
  }
  const container = childNamed(root, 'Document') ?? childNamed(root, 'Folder');
  return textOf(childNamed(container, 'name'));
}

const WRITTEN_DATES = /^(\d{4}-\d{2}-\d{2})(?: to (\d{4}-\d{2}-\d{2}))?$/;

/** What trip-gpx.ts wrote of the trip's dates, so an exported trip imports back on its days. */
function writtenDates(format: RouteFileFormat, root: Element): RouteXml['writtenDates'] {
  if (format !== 'gpx' || root.getAttribute('creator') !== 'Packtrail') return null;
  const desc = textOf(childNamed(childNamed(root, 'metadata'), 'desc')) ?? '';
  const match = WRITTEN_DATES.exec(desc.split('\n')[0]?.trim() ?? '');
  if (!match?.[1]) return null;
  return { startDate: match[1], endDate: match[2] ?? match[1] };
}

/** The file's description; a Packtrail export's without its first line, the dates. */
function descriptionOf(format: RouteFileFormat, root: Element): string | null {
  if (format === 'kml') {
    const container = childNamed(root, 'Document') ?? childNamed(root, 'Folder');
    return textOf(childNamed(container, 'description'));
  }
  const desc = textOf(childNamed(childNamed(root, 'metadata'), 'desc'));
  if (desc === null || writtenDates(format, root) === null) return desc;
  return desc.split('\n').slice(1).join('\n').trim() || null;
}

const trackTypeOf = (format: RouteFileFormat, root: Element): string | null =>
  format === 'gpx' ? textOf(childNamed(childNamed(root, 'trk'), 'type')) : null;

/**
 * A KML Point's altitude is a height above sea level only with `altitudeMode` absolute; on the
 * ground (clampToGround, KML's default, or the sea floor) the altitude is ignored and is
 * usually written as 0, and relativeToGround is a height above the terrain. Those points lose
 * their third coordinate before togeojson reads them, so a waypoint is not put at 0 m.
 */
function dropNonAbsoluteAltitudes(root: Element): void {
  const points = root.getElementsByTagNameNS('*', 'Point');
  for (let i = 0; i < points.length; i += 1) {
    const point = points.item(i);
    const mode = textOf(childNamed(point, 'altitudeMode'));
    if (mode === 'absolute') continue;
    const coordinates = childNamed(point, 'coordinates');
    if (!coordinates) continue;
    coordinates.textContent = (coordinates.textContent ?? '')
      .trim()
      .split(/\s+/)
      .map((tuple) => tuple.split(',').slice(0, 2).join(','))
      .join(' ');
  }
}

const TRACK_POINT_EXTENSION = /^http:\/\/www\.garmin\.com\/xmlschemas\/TrackPointExtension\/v\d$/;

/** The element under another qualified name, its children moved over (the DOM has no rename). */
function renamed(document: Document, element: Element, qualifiedName: string): Element {
  const replacement = document.createElementNS(element.namespaceURI, qualifiedName);
  while (element.firstChild) replacement.appendChild(element.firstChild);
  element.parentNode?.replaceChild(replacement, element);
  return replacement;
}

/**
 * togeojson reads Garmin's track point extension (heart rate, cadence, temperature) only under
 * the prefix `gpxtpx`; under any other (Garmin Connect's own export writes `ns3`) it takes the
 * whole extension's text as one number. Those elements get the `gpxtpx` prefix, so heart rates
 * and cadences come out whatever the file called the namespace.
 */
function useGpxtpxPrefix(document: Document): void {
  const list = document.getElementsByTagNameNS('*', 'TrackPointExtension');
  const extensions: Element[] = [];
  for (let i = 0; i < list.length; i += 1) {
    const element = list.item(i);
    if (
      element &&
      element.prefix !== 'gpxtpx' &&
      TRACK_POINT_EXTENSION.test(element.namespaceURI ?? '')
    ) {
      extensions.push(element);
    }
  }
  for (const extension of extensions) {
    for (let child = extension.firstChild; child; child = child.nextSibling) {
      if (
        child.nodeType === child.ELEMENT_NODE &&
        (child as Element).namespaceURI === extension.namespaceURI
      ) {
        child = renamed(document, child as Element, `gpxtpx:${(child as Element).localName}`);
      }
    }
    renamed(document, extension, `gpxtpx:${extension.localName}`);
  }
}

const childrenNamed = (parent: Element, name: string): Element[] => {
  const children: Element[] = [];
  for (let child = parent.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === child.ELEMENT_NODE && (child as Element).localName === name) {
      children.push(child as Element);
    }
  }
  return children;
};

const attributeOf = (element: Element, name: string): string | null => {
  const value = element.getAttribute(name)?.trim();
  return value === undefined || value === '' ? null : value;
};

const numberIn = (element: Element | null | undefined): number | null => {
  const value = Number.parseFloat(textOf(element ?? null) ?? '');
  return Number.isFinite(value) ? value : null;
};

/** A number under a TCX `<Extensions>` (Garmin's ActivityExtension TPX and LX), by name. */
const extensionNumber = (extensions: Element | null, name: string): number | null =>
  extensions ? numberIn(extensions.getElementsByTagNameNS('*', name).item(0)) : null;

function tcxTrack(track: Element): TcxTrackXml {
  const read: TcxTrackXml = { points: [], times: [], heartRates: [], cadences: [] };
  for (const point of childrenNamed(track, 'Trackpoint')) {
    const position = childNamed(point, 'Position');
    const latitude = numberIn(childNamed(position, 'LatitudeDegrees'));
    const longitude = numberIn(childNamed(position, 'LongitudeDegrees'));
    if (latitude === null || longitude === null) continue;
    read.points.push([latitude, longitude, numberIn(childNamed(point, 'AltitudeMeters'))]);
    read.times.push(textOf(childNamed(point, 'Time')));
    read.heartRates.push(numberIn(childNamed(childNamed(point, 'HeartRateBpm'), 'Value')));
    read.cadences.push(
      numberIn(childNamed(point, 'Cadence')) ??
        extensionNumber(childNamed(point, 'Extensions'), 'RunCadence'),
    );
  }
  return read;
}

function tcxLap(lap: Element): TcxLapXml {
  const extensions = childNamed(lap, 'Extensions');
  return {
    startTime: attributeOf(lap, 'StartTime'),
    totalTimeSeconds: numberIn(childNamed(lap, 'TotalTimeSeconds')),
    distanceMeters: numberIn(childNamed(lap, 'DistanceMeters')),
    maximumSpeed: numberIn(childNamed(lap, 'MaximumSpeed')),
    averageHeartRate: numberIn(childNamed(childNamed(lap, 'AverageHeartRateBpm'), 'Value')),
    maximumHeartRate: numberIn(childNamed(childNamed(lap, 'MaximumHeartRateBpm'), 'Value')),
    averageCadence:
      numberIn(childNamed(lap, 'Cadence')) ?? extensionNumber(extensions, 'AvgRunCadence'),
    maximumCadence:
      extensionNumber(extensions, 'MaxBikeCadence') ?? extensionNumber(extensions, 'MaxRunCadence'),
    averageSpeed: extensionNumber(extensions, 'AvgSpeed'),
    tracks: childrenNamed(lap, 'Track').map(tcxTrack),
  };
}

function tcxActivities(root: Element): TcxActivityXml[] {
  const list = root.getElementsByTagNameNS('*', 'Activity');
  const activities: TcxActivityXml[] = [];
  for (let i = 0; i < list.length; i += 1) {
    const activity = list.item(i);
    if (!activity) continue;
    activities.push({
      sport: attributeOf(activity, 'Sport'),
      id: textOf(childNamed(activity, 'Id')),
      notes: textOf(childNamed(activity, 'Notes')),
      laps: childrenNamed(activity, 'Lap').map(tcxLap),
    });
  }
  return activities;
}

const FORMAT_OF_ROOT: Partial<Record<string, RouteFileFormat>> = {
  gpx: 'gpx',
  kml: 'kml',
  TrainingCenterDatabase: 'tcx',
};

/** Parses the XML (errors stop it: a broken file is refused, not half read) and converts it. */
export function readRouteXml(text: string): RouteXml {
  let document: Document;
  try {
    document = new DOMParser({
      locator: true,
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(text, 'application/xml');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new RouteXmlError('broken', reason.replace(/^.*caused Error: /s, ''));
  }
  const root = document.documentElement;
  const format = root ? FORMAT_OF_ROOT[root.localName ?? ''] : undefined;
  if (!root || !format) {
    throw new RouteXmlError('unsupported', `its root element is <${root?.nodeName ?? ''}>`);
  }
  if (format === 'tcx') {
    return {
      format,
      name: null,
      writtenDates: null,
      description: null,
      trackType: null,
      features: tcx(document).features,
      tcxActivities: tcxActivities(root),
    };
  }
  // togeojson's types name the browser's Document or xmldom's; this is xmldom's.
  if (format === 'kml') dropNonAbsoluteAltitudes(root);
  else useGpxtpxPrefix(document);
  const features = format === 'gpx' ? gpx(document).features : kml(document).features;
  return {
    format,
    name: documentName(format, root),
    writtenDates: writtenDates(format, root),
    description: descriptionOf(format, root),
    trackType: trackTypeOf(format, root),
    features,
  };
}

/** A request from the main thread: one text, answered once. */
